import { type WorkflowListItem, workflowListSchema } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../../../test/projects.fixture.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { workflowTasks } from '../../db/schema.js';
import {
  workflowsBase as base,
  createWorkflow,
  en,
  fullWorkflow,
  minimalWorkflow,
} from './workflows.fixture.js';

let t: TestApp;
const PROJECT = 'stats';
const PAGED = 'paged';
const T0 = new Date('2024-03-01T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const unix = (seconds: number) => Math.floor(at(seconds).getTime() / 1000);

beforeAll(async () => {
  t = await createTestApp();
  await createProject(t, { product_name: PROJECT });
  await createProject(t, { product_name: PAGED });
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.request({ method: 'GET', url: `${base}?${query}`, token: t.admin.token, headers: en });
  expect(res.statusCode, res.body).toBe(200);
  return workflowListSchema.strict().parse(res.json());
};

/** A task row as the engine writes it: `start`/`end` in seconds after T0, null when not reached. */
const task = (
  workflowName: string,
  taskId: number,
  status: string,
  start: number | null,
  end: number | null,
  creator = 'admin',
) => ({
  workflowName,
  taskId,
  projectName: PROJECT,
  status,
  creator,
  definition: {},
  createdAt: at(start ?? 0),
  startedAt: start === null ? null : at(start),
  endedAt: end === null ? null : at(end),
});

describe('workflow list', () => {
  it('shows each workflow with figures of its tasks', async () => {
    await createWorkflow(t, fullWorkflow('busy', PROJECT));
    await createWorkflow(t, minimalWorkflow('idle', PROJECT));
    await createWorkflow(t, minimalWorkflow('running', PROJECT));
    await createWorkflow(t, minimalWorkflow('unlucky', PROJECT));
    await t.database.db
      .insert(workflowTasks)
      .values([
        task('busy', 1, 'passed', 0, 10, 'alice'),
        task('busy', 2, 'failed', 100, 120, 'bob'),
        task('busy', 3, 'passed', 200, 230, 'carol'),
        task('busy', 4, 'cancelled', 300, 305),
        task('busy', 5, 'running', 400, null, 'dave'),
        task('running', 1, 'waiting', null, null),
        task('unlucky', 1, 'failed', 0, 4),
        task('unlucky', 2, 'timeout', 10, 20),
        task('unlucky', 3, 'reject', 30, 32, 'erin'),
        task('unlucky', 4, 'cancelled', 40, 48),
      ]);

    const { workflow_list, total } = await list(`project=${PROJECT}`);
    expect(total).toBe(4);
    const byName = new Map(workflow_list.map((w) => [w.name, w]));
    const busy = byName.get('busy') as WorkflowListItem;
    expect(busy).toMatchObject({
      display_name: 'Full 全部 workflow',
      projectName: PROJECT,
      description: 'Every field.\nSecond line: with a colon # and a hash',
      updated_by: 'admin',
      multi_run: true,
      workflow_type: 'common_workflow',
      enabledStages: ['build', 'release'],
      recentTask: { taskID: 5, status: 'running', task_creator: 'dave', create_time: unix(400) },
      recentSuccessfulTask: { taskID: 3, status: 'passed', task_creator: 'carol', create_time: unix(200) },
      recentFailedTask: { taskID: 2, status: 'failed', task_creator: 'bob', create_time: unix(100) },
      // finished: passed 10 s, failed 20 s, passed 30 s, cancelled 5 s
      averageExecutionTime: 16.25,
      successRate: 0.5,
      never_run: false,
    });
    expect(Math.abs(busy.create_time - Date.now() / 1000)).toBeLessThan(60);
    expect(busy.update_time).toBeGreaterThanOrEqual(busy.create_time);

    expect(byName.get('idle')).toMatchObject({
      multi_run: false,
      enabledStages: ['build'],
      recentTask: null,
      recentSuccessfulTask: null,
      recentFailedTask: null,
      averageExecutionTime: 0,
      successRate: 0,
      never_run: true,
    });
    expect(byName.get('running')).toMatchObject({
      recentTask: { taskID: 1, status: 'waiting' },
      recentSuccessfulTask: null,
      recentFailedTask: null,
      averageExecutionTime: 0,
      successRate: 0,
      never_run: false,
    });
    // a timeout and a reject are failures too; a cancel is not
    expect(byName.get('unlucky')).toMatchObject({
      recentTask: { taskID: 4, status: 'cancelled' },
      recentSuccessfulTask: null,
      recentFailedTask: { taskID: 3, status: 'reject', task_creator: 'erin' },
      averageExecutionTime: 6,
      successRate: 0,
    });
  });

  it('pages the project workflows, last changed first', async () => {
    for (const name of ['page-a', 'page-b', 'page-c']) await createWorkflow(t, minimalWorkflow(name, PAGED));
    expect((await list(`project=${PAGED}`)).workflow_list.map((w) => w.name)).toEqual([
      'page-c',
      'page-b',
      'page-a',
    ]);
    const edited = await t.request({
      method: 'PUT',
      url: `${base}/page-a`,
      token: t.admin.token,
      payload: { ...minimalWorkflow('page-a', PAGED), display_name: 'A' },
    });
    expect(edited.statusCode).toBe(200);
    const first = await list(`project=${PAGED}&page_num=1&page_size=2`);
    expect(first.total).toBe(3);
    expect(first.workflow_list.map((w) => [w.name, w.display_name])).toEqual([
      ['page-a', 'A'],
      ['page-c', ''],
    ]);
    const second = await list(`project=${PAGED}&page_num=2&page_size=2`);
    expect(second).toMatchObject({ total: 3 });
    expect(second.workflow_list.map((w) => w.name)).toEqual(['page-b']);
    expect(await list(`project=${PAGED}&page_num=3&page_size=2`)).toEqual({ workflow_list: [], total: 3 });
    // the portal writes paging it does not have as "undefined": that, like none at all, is every workflow
    for (const query of ['page_num=undefined&page_size=undefined', 'page_num=&page_size=', 'page_num=2']) {
      const all = await list(`project=${PAGED}&${query}&projectName=${PAGED}`);
      expect(
        all.workflow_list.map((w) => w.name),
        query,
      ).toEqual(['page-a', 'page-c', 'page-b']);
    }
    // another project's workflows stay out
    expect((await list(`project=${PAGED}`)).workflow_list.map((w) => w.name)).not.toContain('busy');
  });

  it('rejects bad paging and a missing or unknown project', async () => {
    for (const query of [
      '',
      'project=',
      `project=${PAGED}&page_num=0`,
      `project=${PAGED}&page_num=x`,
      `project=${PAGED}&page_size=0`,
      `project=${PAGED}&page_size=1001`,
      `project=${'p'.repeat(65)}`,
    ]) {
      const res = await t.request({
        method: 'GET',
        url: `${base}?${query}`,
        token: t.admin.token,
        headers: en,
      });
      expect(res.statusCode, query).toBe(400);
    }
    const unknown = await t.request({
      method: 'GET',
      url: `${base}?project=nowhere`,
      token: t.admin.token,
      headers: en,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Project not found');
  });
});
