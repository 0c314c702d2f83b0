import { defaultPreference, type Language, languages, type Preference } from '@slipway/contracts';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userSettings, users } from '../../db/schema.js';

const isLanguage = (value: string | null): value is Language => languages.includes(value as Language);

export type UserRow = typeof users.$inferSelect;
export type NewUser = Pick<
  typeof users.$inferInsert,
  'account' | 'name' | 'email' | 'phone' | 'passwordHash'
>;
export type UserPatch = Partial<Pick<UserRow, 'name' | 'email' | 'phone'>>;

export class UsersRepository {
  constructor(private readonly db: Db) {}

  async findById(id: string): Promise<UserRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  async findByAccount(account: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(sql`lower(${users.account}) = lower(${account})`);
    return row;
  }

  /** Password retrieval accepts the account or the mailbox. */
  async findByAccountOrEmail(value: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.account}) = lower(${value}) or lower(${users.email}) = lower(${value})`)
      .orderBy(sql`lower(${users.account}) = lower(${value}) desc`)
      .limit(1);
    return row;
  }

  /** A page of users whose account or name contains `name`, optionally among `uids`. */
  async search(name: string, uids: string[] | undefined, page: number, perPage: number) {
    const pattern = `%${name.replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_')}%`;
    const where = and(
      name ? or(sql`${users.account} ilike ${pattern}`, sql`${users.name} ilike ${pattern}`) : undefined,
      uids ? (uids.length ? inArray(users.id, uids) : sql`false`) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(users)
        .where(where)
        .orderBy(asc(sql`lower(${users.account})`))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db.select({ count: sql<number>`count(*)::int` }).from(users).where(where),
    ]);
    return { rows, total: total?.count ?? 0 };
  }

  async delete(id: string): Promise<boolean> {
    const rows = await this.db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    return rows.length > 0;
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ count: sql<number>`count(*)::int` }).from(users);
    return row?.count ?? 0;
  }

  async create(user: NewUser): Promise<UserRow> {
    const [row] = await this.db.insert(users).values(user).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  async update(id: string, patch: UserPatch): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  /** A new password ends every session issued until now (see resolveActor in app.ts). */
  async replacePassword(id: string, passwordHash: string): Promise<void> {
    // The clock session tokens are signed with, not an injected one: they are compared with each other.
    const now = new Date();
    await this.db
      .update(users)
      .set({ passwordHash, sessionsValidAfter: now, updatedAt: now })
      .where(eq(users.id, id));
  }

  async touchLogin(id: string): Promise<void> {
    await this.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, id));
  }

  async getPreference(uid: string): Promise<Preference> {
    const [row] = await this.db.select().from(userSettings).where(eq(userSettings.uid, uid));
    if (!row) return { ...defaultPreference };
    return {
      theme: row.theme === 'dark' ? 'dark' : 'light',
      log_bg_color: row.logBgColor,
      log_font_color: row.logFontColor,
      ...(isLanguage(row.language) ? { language: row.language } : {}),
    };
  }

  async savePreference(uid: string, preference: Preference): Promise<void> {
    const values = {
      theme: preference.theme,
      logBgColor: preference.log_bg_color,
      logFontColor: preference.log_font_color,
      language: preference.language ?? null,
      updatedAt: new Date(),
    };
    await this.db
      .insert(userSettings)
      .values({ uid, ...values })
      .onConflictDoUpdate({ target: userSettings.uid, set: values });
  }
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_PATTERN.test(value);
