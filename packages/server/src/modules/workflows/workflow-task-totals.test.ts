import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../../../test/projects.fixture.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { workflowTasks } from '../../db/schema.js';
import { workflowTaskTotals } from '../../db/schema-workflow-task-totals.js';
import { workflowsBase as base, createWorkflow, minimalWorkflow } from './workflows.fixture.js';

let t: TestApp;
const PROJECT = 'totals';
const T0 = new Date('2024-03-01T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

beforeAll(async () => {
  t = await createTestApp();
  await createProject(t, { product_name: PROJECT });
});
afterAll(() => t.close());

const task = (
  workflowName: string,
  taskId: number,
  status: string,
  start: number | null,
  end: number | null,
) => ({
  workflowName,
  taskId,
  projectName: PROJECT,
  status,
  definition: {},
  startedAt: start === null ? null : at(start),
  endedAt: end === null ? null : at(end),
});

const setStatus = (workflowName: string, taskId: number, patch: Partial<typeof workflowTasks.$inferInsert>) =>
  t.database.db
    .update(workflowTasks)
    .set(patch)
    .where(and(eq(workflowTasks.workflowName, workflowName), eq(workflowTasks.taskId, taskId)));

/** The totals as the list reads them. */
async function kept(name: string) {
  const [row] = await t.database.db
    .select({
      taskCount: workflowTaskTotals.taskCount,
      finishedCount: workflowTaskTotals.finishedCount,
      passedCount: workflowTaskTotals.passedCount,
      averageSeconds: sql<
        number | null
      >`(${workflowTaskTotals.timedSeconds} / nullif(${workflowTaskTotals.timedCount}, 0))::float8`,
      recentId: workflowTaskTotals.recentId,
      passedId: workflowTaskTotals.passedId,
      failedId: workflowTaskTotals.failedId,
    })
    .from(workflowTaskTotals)
    .where(eq(workflowTaskTotals.workflowName, name));
  return row;
}

/** The same figures summed over every task, as the list computed them per request before. */
async function summed(name: string) {
  const finished = sql`${workflowTasks.status} in ('passed', 'failed', 'timeout', 'cancelled', 'skipped', 'reject')`;
  const failed = sql`${workflowTasks.status} in ('failed', 'timeout', 'reject')`;
  const [row] = await t.database.db
    .select({
      taskCount: sql<number>`count(*)::int`,
      finishedCount: sql<number>`(count(*) filter (where ${finished}))::int`,
      passedCount: sql<number>`(count(*) filter (where ${workflowTasks.status} = 'passed'))::int`,
      averageSeconds: sql<
        number | null
      >`(avg(extract(epoch from ${workflowTasks.endedAt} - ${workflowTasks.startedAt}))
        filter (where ${finished}))::float8`,
      recentId: sql<number>`max(${workflowTasks.taskId})`,
      passedId: sql<
        number | null
      >`max(${workflowTasks.taskId}) filter (where ${workflowTasks.status} = 'passed')`,
      failedId: sql<number | null>`max(${workflowTasks.taskId}) filter (where ${failed})`,
    })
    .from(workflowTasks)
    .where(eq(workflowTasks.workflowName, name))
    .groupBy(workflowTasks.workflowName);
  return row;
}

async function expectTotalsRight(name: string) {
  const [totals, sums] = [await kept(name), await summed(name)];
  expect(totals && { ...totals, averageSeconds: undefined }).toEqual(
    sums && { ...sums, averageSeconds: undefined },
  );
  if (sums?.averageSeconds == null) expect(totals?.averageSeconds ?? null).toBeNull();
  else expect(totals?.averageSeconds).toBeCloseTo(sums.averageSeconds, 9);
}

describe('running task totals of a workflow', () => {
  it('follow tasks that are added, end, are retried and end again', async () => {
    await createWorkflow(t, minimalWorkflow('counted', PROJECT));
    await t.database.db
      .insert(workflowTasks)
      .values([
        task('counted', 1, 'passed', 0, 10),
        task('counted', 2, 'failed', 20, 27.5),
        task('counted', 3, 'cancelled', 30, null),
        task('counted', 4, 'timeout', 40, 100),
      ]);
    await expectTotalsRight('counted');
    expect(await kept('counted')).toMatchObject({ taskCount: 4, passedId: 1, failedId: 4 });

    await t.database.db.insert(workflowTasks).values(task('counted', 5, 'running', 200, null));
    await expectTotalsRight('counted');
    await setStatus('counted', 5, { status: 'passed', endedAt: at(212) });
    await expectTotalsRight('counted');
    expect(await kept('counted')).toMatchObject({ finishedCount: 5, passedCount: 2, passedId: 5 });

    // the latest failed task is retried: it runs again, so it counts as neither finished nor failed
    await setStatus('counted', 4, { status: 'running', endedAt: null, isRestart: true });
    await expectTotalsRight('counted');
    expect(await kept('counted')).toMatchObject({ finishedCount: 4, failedId: 2 });
    // and ends passed: it is the latest passed task no longer, task 5 is
    await setStatus('counted', 4, { status: 'passed', endedAt: at(130) });
    await expectTotalsRight('counted');
    expect(await kept('counted')).toMatchObject({
      finishedCount: 5,
      passedCount: 3,
      passedId: 5,
      failedId: 2,
    });
    // the latest passed task is retried and fails
    await setStatus('counted', 5, { status: 'running', startedAt: at(300), endedAt: null });
    await expectTotalsRight('counted');
    expect(await kept('counted')).toMatchObject({ passedId: 4 });
    await setStatus('counted', 5, { status: 'failed', endedAt: at(301) });
    await expectTotalsRight('counted');
    expect(await kept('counted')).toMatchObject({ passedId: 4, failedId: 5 });
    // a write that changes neither status nor times (the stages of a running task) leaves them
    await setStatus('counted', 5, { error: 'exit 1' });
    await expectTotalsRight('counted');
  });

  it('leave with the tasks of a deleted workflow; one made again under the name starts from nothing', async () => {
    await createWorkflow(t, minimalWorkflow('removed', PROJECT));
    await t.database.db
      .insert(workflowTasks)
      .values(
        Array.from({ length: 30 }, (_, i) => task('removed', i + 1, i % 3 ? 'passed' : 'failed', i, i + 2)),
      );
    await expectTotalsRight('removed');
    const deleted = await t.request({ method: 'DELETE', url: `${base}/removed`, token: t.admin.token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await kept('removed')).toBeUndefined();

    await createWorkflow(t, minimalWorkflow('removed', PROJECT));
    await t.database.db.insert(workflowTasks).values(task('removed', 1, 'failed', 0, 1));
    await expectTotalsRight('removed');
    expect(await kept('removed')).toMatchObject({ taskCount: 1, passedId: null, failedId: 1 });
  });

  it('are what the workflow list shows', async () => {
    await createWorkflow(t, minimalWorkflow('listed', PROJECT));
    await t.database.db
      .insert(workflowTasks)
      .values([task('listed', 1, 'passed', 0, 4), task('listed', 2, 'failed', 10, 12)]);
    await setStatus('listed', 2, { status: 'passed', endedAt: at(20) });
    const res = await t.request({ method: 'GET', url: `${base}?project=${PROJECT}`, token: t.admin.token });
    expect(res.statusCode, res.body).toBe(200);
    const listed = res.json().workflow_list.find((w: { name: string }) => w.name === 'listed');
    expect(listed).toMatchObject({
      recentTask: { taskID: 2, status: 'passed' },
      recentSuccessfulTask: { taskID: 2 },
      recentFailedTask: null,
      averageExecutionTime: 7,
      successRate: 1,
      never_run: false,
    });
  });
});
