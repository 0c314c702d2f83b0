import { and, desc, eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { workflowTasks } from '../db/schema.js';
import { readTaskPage, type TaskPageQuery, taskRowsWithDisplayName, wholeTaskRows } from './task-pages.js';

let t: TestApp;
const definition = { display_name: 'Paged 分页', stages: [{ name: 'build', jobs: [] }] };

const task = (workflowName: string, taskId: number) => ({
  workflowName,
  taskId,
  projectName: 'pages',
  status: taskId % 4 === 0 ? 'failed' : 'passed',
  creator: taskId % 3 === 0 ? 'bob' : 'alice',
  definition,
});

beforeAll(async () => {
  t = await createTestApp();
  const numbers = Array.from({ length: 47 }, (_, i) => i + 1);
  await t.database.db.insert(workflowTasks).values(numbers.map((n) => task('dense', n)));
  // a task number taken by an insert that failed leaves a gap
  await t.database.db
    .insert(workflowTasks)
    .values(numbers.filter((n) => n !== 30).map((n) => task('gapped', n)));
});
afterAll(() => t.close());

/** The task numbers of a page as a plain offset query over every task finds them. */
async function expectedNumbers(query: TaskPageQuery) {
  const where: SQL | undefined = and(
    eq(workflowTasks.workflowName, query.workflowName),
    query.status ? eq(workflowTasks.status, query.status) : undefined,
    query.creator ? eq(workflowTasks.creator, query.creator) : undefined,
  );
  const rows = await t.database.db
    .select({ taskId: workflowTasks.taskId })
    .from(workflowTasks)
    .where(where)
    .orderBy(desc(workflowTasks.taskId))
    .limit(query.limit)
    .offset(query.offset);
  const all = await t.database.db.select({ taskId: workflowTasks.taskId }).from(workflowTasks).where(where);
  return { numbers: rows.map((row) => row.taskId), total: all.length };
}

describe('a page of tasks', () => {
  const pages = (workflowName: string, filter: Partial<TaskPageQuery> = {}) =>
    [0, 1, 10, 20, 27, 40, 45, 46, 47, 60].map((offset) => ({ workflowName, offset, limit: 10, ...filter }));

  it.each([
    ['numbers without a gap', 'dense', {}],
    ['numbers with a gap', 'gapped', {}],
    ['a status filter', 'dense', { status: 'failed' }],
    ['a creator filter', 'gapped', { creator: 'bob' }],
  ])('holds the tasks an offset over every task finds, with %s', async (_, workflowName, filter) => {
    for (const query of pages(workflowName, filter)) {
      const { rows, total } = await readTaskPage(t.database.db, query, wholeTaskRows);
      expect({ numbers: rows.map((row) => row.taskId), total }, JSON.stringify(query)).toEqual(
        await expectedNumbers(query),
      );
    }
  });

  it('is empty, with no total, for a workflow without tasks', async () => {
    expect(
      await readTaskPage(t.database.db, { workflowName: 'none', offset: 0, limit: 20 }, wholeTaskRows),
    ).toEqual({
      rows: [],
      total: 0,
    });
  });

  it('reads whole rows, or rows whose definition holds only the display name', async () => {
    const query = { workflowName: 'dense', offset: 5, limit: 2 };
    const whole = await readTaskPage(t.database.db, query, wholeTaskRows);
    const named = await readTaskPage(t.database.db, query, taskRowsWithDisplayName);
    expect(whole.rows.map((row) => row.definition)).toEqual([definition, definition]);
    expect(named.rows.map((row) => row.definition)).toEqual([
      { display_name: 'Paged 分页' },
      { display_name: 'Paged 分页' },
    ]);
    expect(named.rows.map(({ definition: _, ...rest }) => rest)).toEqual(
      whole.rows.map(({ definition: _, ...rest }) => rest),
    );
  });
});
