import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLogs } from '../../db/schema.js';
import type { AuditRow } from '../audit/audit.repository.js';

/** The path segments an environment's name follows in the calls that change it (`/environments/dev/…`). */
const ENV_COLLECTIONS = [
  'environments',
  'envcfgs',
  'kube',
  'configmaps',
  'secrets',
  'ingresses',
  'pvcs',
  'deployment',
];

/** Its text taken literally inside a LIKE pattern. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const containing = (text: string) => `%${literal(text)}%`;

export interface ChangeLogFilter {
  username?: string | undefined;
  status?: number | undefined;
  detail?: string | undefined;
}

/** Calls recorded by the audit log that acted on one environment of a project. */
function ofEnvironment(project: string, envName: string): SQL | undefined {
  const env = literal(envName);
  const paths = ENV_COLLECTIONS.flatMap((c) => [
    ilike(auditLogs.path, `/api/aslan/environment/%${c}/${env}`),
    ilike(auditLogs.path, `/api/aslan/environment/%${c}/${env}/%`),
  ]);
  return and(eq(auditLogs.projectName, project), eq(auditLogs.function, 'environment'), or(...paths));
}

export class EnvironmentChangeLogRepository {
  constructor(private readonly db: Db) {}

  /** A page of the environment's entries, newest first, and their total. */
  async list(
    project: string,
    envName: string,
    filter: ChangeLogFilter,
    page: number,
    perPage: number,
  ): Promise<{ rows: AuditRow[]; total: number }> {
    const where = and(
      ofEnvironment(project, envName),
      filter.username ? ilike(auditLogs.username, containing(filter.username)) : undefined,
      filter.detail ? ilike(auditLogs.name, containing(filter.detail)) : undefined,
      filter.status !== undefined ? eq(auditLogs.status, filter.status) : undefined,
    );
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
