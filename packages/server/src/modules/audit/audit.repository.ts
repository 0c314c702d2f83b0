import { and, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLogs } from '../../db/schema.js';
import type { AuditEntry } from './audit-entry.js';

export type AuditRow = typeof auditLogs.$inferSelect;

export interface AuditFilter {
  username?: string | undefined;
  projectName?: string | undefined;
  function?: string | undefined;
  status?: number | undefined;
  /** inclusive */
  from?: Date | undefined;
  /** exclusive */
  before?: Date | undefined;
}

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(filter: AuditFilter): SQL | undefined {
  return and(
    filter.username ? ilike(auditLogs.username, containing(filter.username)) : undefined,
    filter.projectName ? eq(auditLogs.projectName, filter.projectName) : undefined,
    filter.function ? ilike(auditLogs.function, containing(filter.function)) : undefined,
    filter.status !== undefined ? eq(auditLogs.status, filter.status) : undefined,
    filter.from ? gte(auditLogs.createdAt, filter.from) : undefined,
    filter.before ? lt(auditLogs.createdAt, filter.before) : undefined,
  );
}

export class AuditRepository {
  constructor(private readonly db: Db) {}

  async insert(entry: AuditEntry): Promise<void> {
    await this.db.insert(auditLogs).values(entry);
  }

  /** A page of entries, newest first. */
  async list(
    filter: AuditFilter,
    page: number,
    perPage: number,
  ): Promise<{ rows: AuditRow[]; total: number }> {
    const where = conditions(filter);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(auditLogs)
        .where(where)
        .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db.select({ count: sql<number>`count(*)::int` }).from(auditLogs).where(where),
    ]);
    return { rows, total: total?.count ?? 0 };
  }

  async findById(id: number): Promise<AuditRow | undefined> {
    const [row] = await this.db.select().from(auditLogs).where(eq(auditLogs.id, id));
    return row;
  }
}
