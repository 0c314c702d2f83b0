import { randomUUID } from 'node:crypto';
import { and, asc, eq, ilike, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hosts } from '../../db/schema-hosts.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { ConflictError } from '../../lib/errors.js';

export type HostRow = typeof hosts.$inferSelect;
export type HostFields = Omit<typeof hosts.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'status'>;

/** `%`, `_` and `\` of a search text match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Host rows of one scope: system hosts have the project '', a project's hosts its name. */
export class HostsRepository {
  constructor(private readonly db: Db) {}

  /** The hosts of the scope whose name, IP or label holds the keyword. */
  list(projectName: string, keyword = ''): Promise<HostRow[]> {
    const inScope = eq(hosts.projectName, projectName);
    const pattern = likePattern(keyword.trim());
    return this.db
      .select()
      .from(hosts)
      .where(
        keyword.trim()
          ? and(
              inScope,
              or(ilike(hosts.name, pattern), ilike(hosts.ip, pattern), ilike(hosts.label, pattern)),
            )
          : inScope,
      )
      .orderBy(asc(hosts.createdAt), asc(hosts.id));
  }

  /** Every host of every scope, for the health probe. */
  all(): Promise<HostRow[]> {
    return this.db.select().from(hosts);
  }

  async labels(): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ label: hosts.label })
      .from(hosts)
      .where(ne(hosts.label, ''))
      .orderBy(asc(hosts.label));
    return rows.map((row) => row.label);
  }

  async findByName(projectName: string, name: string): Promise<HostRow | undefined> {
    const [row] = await this.db
      .select()
      .from(hosts)
      .where(and(eq(hosts.projectName, projectName), eq(hosts.name, name)));
    return row;
  }

  async create(fields: HostFields): Promise<string> {
    const id = randomUUID();
    await this.named(() => this.db.insert(hosts).values({ ...fields, id }));
    return id;
  }

  /** False when the scope has no host of this id. */
  async update(projectName: string, id: string, fields: HostFields): Promise<boolean> {
    const updated = await this.named(() =>
      this.db
        .update(hosts)
        .set({ ...fields, updatedAt: new Date() })
        .where(and(eq(hosts.id, id), eq(hosts.projectName, projectName)))
        .returning({ id: hosts.id }),
    );
    return updated.length > 0;
  }

  async delete(projectName: string, id: string): Promise<boolean> {
    const deleted = await this.db
      .delete(hosts)
      .where(and(eq(hosts.id, id), eq(hosts.projectName, projectName)))
      .returning({ id: hosts.id });
    return deleted.length > 0;
  }

  async setStatus(id: string, status: string): Promise<void> {
    await this.db.update(hosts).set({ status }).where(eq(hosts.id, id));
  }

  /** A second host of the same name in a scope is refused. */
  private async named<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError('error.hostExists');
      throw error;
    }
  }
}
