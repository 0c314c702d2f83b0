// Many stored tasks written straight into a stopped server's embedded database: running them through
// the API would take hours. Each copy takes the params, definition and stages of a real task, so the
// rows are as large as real ones.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

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
 * Gives the workflow tasks 2..count as copies of its task 1 (one a minute before it, every tenth failed),
 * in transactions of 10,000, and moves its task counter on. The server on DATA_DIR must be stopped.
 * @param {string} dataDir
 * @param {string} workflow
 * @param {number} count
 */
export async function seedTasks(dataDir, workflow, count) {
  const db = await PGlite.create(path.join(dataDir, 'pgdata'));
  try {
    const template = await db.query('SELECT 1 FROM workflow_tasks WHERE workflow_name = $1 AND task_id = 1', [
      workflow,
    ]);
    if (template.rows.length !== 1) throw new Error(`${workflow} has no task 1 to copy`);
    for (let from = 2; from <= count; from += BATCH) {
      const to = Math.min(from + BATCH - 1, count);
      await db.transaction((tx) => tx.query(copyTask, [from, to, count, workflow]));
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
  } finally {
    await db.close();
  }
}
