import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLogs } from '../../db/schema.js';
import type { AuditEntry } from './audit-entry.js';

export type AuditRow = typeof auditLogs.$inferSelect;

export interface AuditFilter {
  username?: string | undefined;
  projectName?: string | undefined;
  /** the text searched for, and the areas whose label holds it */
  function?: { text: string; keys: string[] } | undefined;
  status?: number | undefined;
}

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(filter: AuditFilter): SQL | undefined {
  return and(
    filter.username ? ilike(auditLogs.username, containing(filter.username)) : undefined,
    filter.projectName ? ilike(auditLogs.projectName, containing(filter.projectName)) : undefined,
    filter.function
      ? or(
          filter.function.keys.length > 0 ? inArray(auditLogs.function, filter.function.keys) : undefined,
          ilike(auditLogs.function, containing(filter.function.text)),
        )
      : undefined,
    filter.status !== undefined ? eq(auditLogs.status, filter.status) : undefined,
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
}
