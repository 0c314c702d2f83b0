import { isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailHosts, mailServices } from '../../db/schema.js';

export type MailHostRow = typeof mailHosts.$inferSelect;
export type MailServiceRow = typeof mailServices.$inferSelect;
export type MailHostFields = Pick<
  typeof mailHosts.$inferInsert,
  'name' | 'port' | 'username' | 'password' | 'isTls'
>;
export type MailServiceFields = Pick<
  typeof mailServices.$inferInsert,
  'name' | 'address' | 'displayName' | 'theme'
>;

/** The one host row and the one sender row; a deleted one stays as a row with `deleted_at`. */
export class MailSettingsRepository {
  constructor(private readonly db: Db) {}

  async host(): Promise<MailHostRow | undefined> {
    const [row] = await this.db.select().from(mailHosts).where(isNull(mailHosts.deletedAt));
    return row;
  }

  async service(): Promise<MailServiceRow | undefined> {
    const [row] = await this.db.select().from(mailServices).where(isNull(mailServices.deletedAt));
    return row;
  }

  /** Writes the host; the first write since a delete counts as a new one. */
  async saveHost(fields: MailHostFields): Promise<void> {
    const now = new Date();
    await this.db
      .insert(mailHosts)
      .values(fields)
      .onConflictDoUpdate({ target: mailHosts.id, set: { ...fields, updatedAt: now, deletedAt: null } });
  }

  async saveService(fields: MailServiceFields): Promise<void> {
    const now = new Date();
    await this.db
      .insert(mailServices)
      .values(fields)
      .onConflictDoUpdate({ target: mailServices.id, set: { ...fields, updatedAt: now, deletedAt: null } });
  }

  async deleteHost(): Promise<void> {
    await this.db.update(mailHosts).set({ deletedAt: new Date() });
  }

  async deleteService(): Promise<void> {
    await this.db.update(mailServices).set({ deletedAt: new Date() });
  }

  /** Writes the first values, unless a host or sender was ever saved (and maybe deleted since). */
  async seed(host: MailHostFields | undefined, service: MailServiceFields): Promise<void> {
    if (host) await this.db.insert(mailHosts).values(host).onConflictDoNothing();
    await this.db.insert(mailServices).values(service).onConflictDoNothing();
  }
}
