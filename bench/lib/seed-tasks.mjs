// Many stored tasks written straight into a stopped server's database (the embedded one or PostgreSQL):
// running them through the API would take hours. Each copy takes the params, definition and stages of a
// real task, so the rows are as large as real ones.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const BATCH = 10_000;

const copyTask = `
  INSERT INTO workflow_tasks (workflow_name, task_id, project_name, status, creator, multi_run,
    params, definition, stages, created_at, started_at, ended_at)
  SELECT t.workflow_name, g, t.project_name,
    CASE WHEN g % 10 = 0 THEN 'failed' ELSE t.status END, t.creator, t.multi_run,
    t.params, t.definition, t.stages,
    t.created_at - make_interval(mins => $3 - g),
    t.created_at - make_interval(mins => $3 - g) + interval '1 second',
    t.created_at - make_interval(mins => $3 - g) + interval '5 seconds'
  FROM generate_series($1::int, $2::int) AS g, workflow_tasks AS t
  WHERE t.workflow_name = $4 AND t.task_id = 1`;

/**
 * @typedef {object} SeedClient
 * @property {(sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }>} query
 * @property {(sql: string, params: unknown[]) => Promise<void>} queryInTransaction
 * @property {() => Promise<void>} close
 */

/** The embedded database in DATA_DIR. @param {string} dataDir @returns {Promise<SeedClient>} */
async function openEmbedded(dataDir) {
  const db = await PGlite.create(path.join(dataDir, 'pgdata'));
  return {
    query: (sql, params) => db.query(sql, params),
    queryInTransaction: (sql, params) => db.transaction((tx) => tx.query(sql, params)).then(() => {}),
    close: () => db.close(),
  };
}

/** A PostgreSQL database. @param {string} url @returns {Promise<SeedClient>} */
async function openPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    query: (sql, params) => client.query(sql, params),
    async queryInTransaction(sql, params) {
      await client.query('BEGIN');
      try {
        await client.query(sql, params);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    },
    close: () => client.end(),
  };
}

/**
 * Gives the workflow tasks 2..count as copies of its task 1 (one a minute before it, every tenth failed),
 * in transactions of 10,000, and moves its task counter on. The server must be stopped.
 * @param {{ dataDir: string, databaseUrl: string | undefined }} target the server's DATA_DIR and its
 *   PostgreSQL database, if it uses one
 * @param {string} workflow
 * @param {number} count
 */
export async function seedTasks({ dataDir, databaseUrl }, workflow, count) {
  const db = databaseUrl ? await openPostgres(databaseUrl) : await openEmbedded(dataDir);
  try {
    const template = await db.query('SELECT 1 FROM workflow_tasks WHERE workflow_name = $1 AND task_id = 1', [
      workflow,
    ]);
    if (template.rows.length !== 1) throw new Error(`${workflow} has no task 1 to copy`);
    for (let from = 2; from <= count; from += BATCH) {
      const to = Math.min(from + BATCH - 1, count);
      await db.queryInTransaction(copyTask, [from, to, count, workflow]);
    }
    await db.query('UPDATE workflow_counters SET last_task_id = $1 WHERE workflow_name = $2', [
      count,
      workflow,
    ]);
    const stored = await db.query('SELECT count(*)::int AS n FROM workflow_tasks WHERE workflow_name = $1', [
      workflow,
    ]);
    const n = /** @type {{ n: number } | undefined} */ (stored.rows[0])?.n;
    if (n !== count) throw new Error(`${n} tasks stored for ${workflow}, not ${count}`);
    // PostgreSQL's autovacuum would analyze the new rows within a minute or so; the benchmark does not
    // wait for it (the server analyzes the embedded database at start)
    if (databaseUrl) await db.query('ANALYZE workflow_tasks');
  } finally {
    await db.close();
  }
}
