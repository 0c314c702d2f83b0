import { jobVariables, type Workflow } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { createProject } from '../projects.fixture.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { waitForTask } from '../workflow-fixture.js';
import { expectPortalAnswer, expectShape, portalCall } from './portal-contract.js';
import {
  editorPayload,
  recentTaskShape,
  taskDetailShape,
  taskRowShape,
  workflowShape,
} from './workflow-shapes.js';

/**
 * The portal's custom workflow (v4) calls (src/api/index.js and the pages calling them): the editor
 * (workflowEditor/customWorkflow/index.vue: YAML text bodies, YAML answers parsed with js-yaml), the
 * list (workflow/list.vue, list/virtualListItem.vue, detail_ope/detail.vue), the run dialog
 * (common/runCustomWorkflow.vue, customWorkflowCommonRows.vue), the history (productCustomDetail.vue,
 * common/taskList.vue) and the task page (productCustomTaskDetail.vue with its approval and logs).
 */
let t: TestApp;
const P = 'portal-flows';
const W = 'portal-build';
const GATED = 'portal-gated';
const base = '/api/aslan/workflow/v4';

const yamlBody = (workflow: object) => stringify(workflow);
const runTask = async (workflow: string) => {
  const preset = await portalCall(t, { method: 'GET', url: `${base}/preset/${workflow}?projectName=${P}` });
  const res = await portalCall(t, {
    method: 'POST',
    url: `${base}/workflowtask?projectName=${P}`,
    body: preset.json(),
  });
  expectPortalAnswer(res);
  return res.json().task_id as number;
};

beforeAll(async () => {
  t = await createTestApp();
  await createProject(t, { product_name: P });
  const created = await portalCall(t, {
    method: 'POST',
    url: `${base}?projectName=${P} `,
    body: yamlBody(editorPayload(P, W, 'echo "building $BRANCH in $MODE"; test "$API_KEY" = "$WANT_KEY"')),
  });
  expectPortalAnswer(created);
  const gated = {
    ...editorPayload(P, GATED, 'echo gated'),
    stages: [
      {
        name: 'release',
        approval: {
          enabled: true,
          type: 'native',
          native_approval: { timeout: 10, needed_approvers: 1, approve_users: [{ user_id: t.admin.uid }] },
        },
        jobs: editorPayload(P, GATED, 'echo released').stages[0]!.jobs,
      },
    ],
  };
  expectPortalAnswer(
    await portalCall(t, { method: 'POST', url: `${base}?projectName=${P}`, body: yamlBody(gated) }),
  );
});
afterAll(() => t.close());

describe('the portal’s custom workflow calls', () => {
  it('POST /api/aslan/workflow/v4 (addCustomWorkflowAPI): the YAML text as a form body', async () => {
    const res = await portalCall(t, {
      method: 'POST',
      url: `${base}?projectName=${P} `,
      body: yamlBody(editorPayload(P, 'portal-new', 'true')),
    });
    expectPortalAnswer(res);
    expect(res.json()).toEqual({ message: 'success' });
    const taken = await portalCall(t, {
      method: 'POST',
      url: `${base}?projectName=${P}`,
      body: yamlBody(editorPayload(P, 'portal-new', 'true')),
    });
    expectPortalAnswer(taken, 409);
  });

  it('POST /api/aslan/workflow/v4/lint (checkCustomWorkflowYaml): the YAML text; a problem in `description`', async () => {
    expectPortalAnswer(
      await portalCall(t, {
        method: 'POST',
        url: `${base}/lint`,
        body: yamlBody(editorPayload(P, 'portal-linted', 'true')),
      }),
    );
    const broken = await portalCall(t, { method: 'POST', url: `${base}/lint`, body: 'name: [unclosed\n' });
    expectPortalAnswer(broken, 400);
    expect(broken.json().description).toMatch(/^line \d+, column \d+: /);
  });

  it('GET /api/aslan/workflow/v4/name/{name} (getCustomWorkflowDetailAPI): YAML text, as js-yaml loads it', async () => {
    const res = await portalCall(t, {
      method: 'GET',
      url: `${base}/name/${W}?projectName=${P}&encryptedKey=`,
    });
    expectPortalAnswer(res);
    expect(res.headers['content-type']).toBe('application/x-yaml; charset=utf-8');
    const loaded = parse(res.body) as Workflow;
    expectShape(loaded, workflowShape);
    expect(loaded).toMatchObject({ name: W, project: P, multi_run: true, updated_by: 'admin' });
    // a credential never leaves the server
    expect(res.body).not.toContain('stored-secret');
    expect(jobVariables(loaded.stages[0]!.jobs[0]!)[1]).toMatchObject({ value: '********' });
  });

  it('PUT /api/aslan/workflow/v4/{name} (updateCustomWorkflowAPI): the loaded YAML, edited and dumped again', async () => {
    const read = await portalCall(t, { method: 'GET', url: `${base}/name/${W}?projectName=${P}` });
    const payload = { ...parse(read.body), description: 'edited in the editor', project: P };
    const res = await portalCall(t, {
      method: 'PUT',
      url: `${base}/${W}?projectName=${P}`,
      body: yamlBody(payload),
    });
    expectPortalAnswer(res);
    expect(res.json()).toEqual({ message: 'success' });
    const after = parse((await portalCall(t, { method: 'GET', url: `${base}/name/${W}` })).body) as Workflow;
    expect(after.description).toBe('edited in the editor');
  });

  it('GET /api/aslan/workflow/v4 (getCustomWorkflowListAPI): `workflow_list` with the fields of the list row', async () => {
    const finished = await waitForTask(t, W, await runTask(W));
    expect(finished.status).toBe('failed');
    for (const paging of ['page_num=undefined&page_size=undefined', 'page_num=1&page_size=20']) {
      const res = await portalCall(t, {
        method: 'GET',
        url: `${base}?project=${P}&${paging}&projectName=${P}`,
      });
      expectPortalAnswer(res);
      const list = res.json();
      expectShape(list, {
        total: 'integer',
        workflow_list: [
          {
            name: 'string',
            projectName: 'string',
            workflow_type: 'string',
            enabledStages: 'array',
            averageExecutionTime: 'number',
            successRate: 'number',
            description: 'string',
            update_time: 'seconds',
            updated_by: 'string',
          },
        ],
      });
      const row = list.workflow_list.find((w: { name: string }) => w.name === W);
      expect(row).toMatchObject({ workflow_type: 'common_workflow', enabledStages: ['build'] });
      expectShape(row, { recentTask: recentTaskShape, recentFailedTask: recentTaskShape });
      expect(row.recentSuccessfulTask).toBeNull();
    }
  });

  it('GET /api/aslan/workflow/v4/preset/{name} (getCustomWorkfloweTaskPresetAPI): the whole workflow', async () => {
    const res = await portalCall(t, {
      method: 'GET',
      url: `${base}/preset/${W}?projectName=${P}&encryptedKey=`,
    });
    expectPortalAnswer(res);
    expectShape(res.json(), workflowShape);
    expect(res.json().stages[0].jobs[0].spec.properties.envs[1]).toMatchObject({ value: '********' });
  });

  it('POST /api/aslan/workflow/v4/workflowtask (runCustomWorkflowTaskAPI): the edited preset; `task_id`', async () => {
    const preset = (
      await portalCall(t, { method: 'GET', url: `${base}/preset/${W}?projectName=${P}` })
    ).json();
    // customWorkflowCommonRows.vue edits the env values of freestyle jobs; the credential stays the mask
    const envs = preset.stages[0].jobs[0].spec.properties.envs;
    envs[0].value = 'safe';
    preset.params[1].value = 'stored-secret';
    const res = await portalCall(t, {
      method: 'POST',
      url: `${base}/workflowtask?projectName=${P}`,
      body: preset,
    });
    expectPortalAnswer(res);
    expectShape(res.json(), { task_id: 'integer', workflow_name: 'string', project_name: 'string' });
    const task = await waitForTask(t, W, res.json().task_id);
    // the job got the edited value, and the stored credential for the mask
    expect(task.status).toBe('passed');
    const log = await portalCall(t, {
      method: 'GET',
      url: `/api/aslan/logs/log/v4/workflow/${W}/tasks/${task.task_id}/jobs/compile?projectName=${P}`,
    });
    expect(log.body).toContain('building main in safe');
  });

  it('GET /api/aslan/workflow/v4/workflowtask (getCustomWorkflowTaskListAPI): `page_num` is the offset', async () => {
    const tasks = await (async () => {
      const ids: number[] = [];
      for (let i = 0; i < 3; i++) ids.push(await runTask(W));
      for (const id of ids) await waitForTask(t, W, id);
      return ids;
    })();
    const page = async (offset: number, size: number) => {
      const res = await portalCall(t, {
        method: 'GET',
        url: `${base}/workflowtask?workflow_name=${W}&page_num=${offset}&page_size=${size}&projectName=${P}`,
      });
      expectPortalAnswer(res);
      expectShape(res.json(), { total: 'integer', workflow_list: [taskRowShape] });
      return res.json();
    };
    const first = await page(0, 2);
    expect(first.workflow_list.map((task: { task_id: number }) => task.task_id)).toEqual([
      tasks[2],
      tasks[1],
    ]);
    const second = await page(2, 2);
    expect(second.workflow_list[0].task_id).toBe(tasks[0]);
    expect(second.total).toBe(first.total);
  });

  it('GET /api/aslan/workflow/v4/workflowtask/workflow/{w}/task/{id} (getCustomWorkflowTaskDetailAPI)', async () => {
    const id = await runTask(W);
    await waitForTask(t, W, id);
    const res = await portalCall(t, {
      method: 'GET',
      url: `${base}/workflowtask/workflow/${W}/task/${id}?projectName=${P}`,
    });
    expectPortalAnswer(res);
    expectShape(res.json(), taskDetailShape);
    expectShape(res.json(), { end_time: 'seconds', start_time: 'seconds' });
  });

  it('GET /api/aslan/workflow/v4/workflowtask/clone/workflow/{w}/task/{id} (getCustomCloneDetailAPI): the run’s workflow', async () => {
    const preset = (await portalCall(t, { method: 'GET', url: `${base}/preset/${W}` })).json();
    preset.params[0].value = 'release-1';
    const ran = (
      await portalCall(t, { method: 'POST', url: `${base}/workflowtask?projectName=${P}`, body: preset })
    ).json().task_id;
    await waitForTask(t, W, ran);
    const res = await portalCall(t, {
      method: 'GET',
      url: `${base}/workflowtask/clone/workflow/${W}/task/${ran}`,
    });
    expectPortalAnswer(res);
    expectShape(res.json(), workflowShape);
    expect(res.json().params[0]).toMatchObject({ name: 'BRANCH', value: 'release-1' });
    // the run dialog posts the clone back as it is
    const again = await portalCall(t, {
      method: 'POST',
      url: `${base}/workflowtask?projectName=${P}`,
      body: res.json(),
    });
    expectPortalAnswer(again);
  });

  it('POST /api/aslan/workflow/v4/workflowtask/approve (approvalCustomWorkflowTaskAPI)', async () => {
    const id = await runTask(GATED);
    await waitForTask(t, GATED, id, (task) => task.status === 'pending-approval');
    const res = await portalCall(t, {
      method: 'POST',
      url: `${base}/workflowtask/approve?projectName=${P}`,
      body: { workflow_name: GATED, stage_name: 'release', task_id: id, approve: true, comment: 'ok' },
    });
    expectPortalAnswer(res);
    expect((await waitForTask(t, GATED, id)).status).toBe('passed');
  });

  it('DELETE /api/aslan/workflow/v4/workflowtask/workflow/{w}/task/{id} (deleteWorkflowTaskAPI): cancel', async () => {
    const id = await runTask(GATED);
    await waitForTask(t, GATED, id, (task) => task.status === 'pending-approval');
    const res = await portalCall(t, {
      method: 'DELETE',
      url: `${base}/workflowtask/workflow/${GATED}/task/${id}?projectName=${P}`,
    });
    expectPortalAnswer(res);
    expect((await waitForTask(t, GATED, id)).status).toBe('cancelled');
    const again = await portalCall(t, {
      method: 'DELETE',
      url: `${base}/workflowtask/workflow/${GATED}/task/${id}?projectName=${P}`,
    });
    expectPortalAnswer(again, 400);
  });

  it('GET /api/aslan/logs/log/v4/workflow/{w}/tasks/{id}/jobs/{job} (getHistoryLogsAPI): plain text', async () => {
    const id = await runTask(W);
    await waitForTask(t, W, id);
    const res = await portalCall(t, {
      method: 'GET',
      url: `/api/aslan/logs/log/v4/workflow/${W}/tasks/${id}/jobs/compile?projectName=${P}`,
    });
    expectPortalAnswer(res);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('building main in fast');
  });

  it('GET /api/aslan/logs/log/v4/workflow/{w}/{id}/jobs/{job}/{lines} (getRunningLogAPI): the last lines', async () => {
    const id = await runTask(W);
    await waitForTask(t, W, id);
    const whole = await portalCall(t, {
      method: 'GET',
      url: `/api/aslan/logs/log/v4/workflow/${W}/tasks/${id}/jobs/compile`,
    });
    const res = await portalCall(t, {
      method: 'GET',
      url: `/api/aslan/logs/log/v4/workflow/${W}/${id}/jobs/compile/1?projectName=${P}`,
    });
    expectPortalAnswer(res);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.trimEnd().split('\n')).toHaveLength(1);
    expect(whole.body.endsWith(res.body)).toBe(true);
  });

  it('GET /api/aslan/logs/sse/v4/workflow/{w}/{id}/{job}/{lines} (getWorkflowLogSSE): unnamed `data` events', async () => {
    const id = await runTask(W);
    await waitForTask(t, W, id);
    const res = await portalCall(t, {
      method: 'GET',
      url: `/api/aslan/logs/sse/v4/workflow/${W}/${id}/compile/500?projectName=${P}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const events = res.body.split('\n\n').filter((block) => block.trim() !== '');
    const unnamed = events.filter((block) => !block.split('\n').some((line) => line.startsWith('event:')));
    expect(unnamed.join('\n')).toContain('data: building main in fast');
  });

  it('DELETE /api/aslan/workflow/v4/{name} (deleteWorkflowAPI)', async () => {
    const res = await portalCall(t, { method: 'DELETE', url: `${base}/portal-new?projectName=${P}` });
    expectPortalAnswer(res);
    expect(res.json()).toEqual({ message: 'success' });
    expectPortalAnswer(await portalCall(t, { method: 'GET', url: `${base}/name/portal-new` }), 404);
  });
});
