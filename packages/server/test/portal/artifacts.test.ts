import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStore } from '../../src/lib/object-store/local-disk-store.js';
import { createProject } from '../projects.fixture.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { insertWorkflow, shellJob, stage } from '../workflow-fixture.js';
import { expectPortalAnswer, expectShape, portalCall } from './portal-contract.js';

/** The artifact download dialog (artifactDownload.vue): the list of a run's archives, then a browser link. */
const P = 'artifacts';
const W = 'packaging';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await createProject(t, { product_name: P });
  await insertWorkflow(t, { name: W, project: P, stages: [stage('build', [shellJob('build', 'true')])] });
  // what a build job's archive step leaves in the default (local) object store
  const store = new LocalDiskStore(path.join(t.dataDir, 'objects'));
  await store.putBuffer(`artifacts/${W}/7/web-20260101000000-7-main.tar.gz`, 'package bytes');
});
afterAll(() => t.close());

describe('artifacts of a run', () => {
  it('GET /api/aslan/testing/workspace/workflow/{w}/taskId/{id}?dir=&projectName=: {file_names[], not_history_file_flag}', async () => {
    const res = await portalCall(t, {
      method: 'GET',
      url: `/api/aslan/testing/workspace/workflow/${W}/taskId/7?dir=&projectName=${P}`,
    });
    expectPortalAnswer(res);
    expectShape(res.json(), { file_names: 'array', not_history_file_flag: 'boolean' });
    expect(res.json().file_names).toEqual(['web-20260101000000-7-main.tar.gz']);
    // a run that archived nothing answers an empty list, not null
    const none = await portalCall(t, {
      method: 'GET',
      url: `/api/aslan/testing/workspace/workflow/${W}/taskId/8?dir=&projectName=${P}`,
    });
    expect(none.json()).toEqual({ file_names: [], not_history_file_flag: true });
  });

  it('GET /api/aslan/workflow/v2/tasks/workflow/{w}/taskId/{id}?token=: a tar.gz, for a plain browser link', async () => {
    const link = `/api/aslan/workflow/v2/tasks/workflow/${W}/taskId/7?token=${t.admin.token}&projectName=${P}&notHistoryFileFlag=true`;
    const res = await t.app.inject({ method: 'GET', url: link });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${W}-7-artifacts.tar.gz"`);
    const tar = gunzipSync(res.rawPayload);
    expect(tar.subarray(512, 512 + 13).toString()).toBe('package bytes');
    const missing = await t.app.inject({ method: 'GET', url: link.replace('taskId/7', 'taskId/8') });
    expect(missing.statusCode).toBe(404);
    expectShape(missing.json(), { code: 'number', message: 'string', description: 'string' });
  });

  it('go with their workflow when it is deleted', async () => {
    const deleted = await portalCall(t, {
      method: 'DELETE',
      url: `/api/aslan/workflow/v4/${W}?projectName=${P}`,
    });
    expectPortalAnswer(deleted);
    const store = new LocalDiskStore(path.join(t.dataDir, 'objects'));
    expect(await store.list(`artifacts/${W}/`)).toEqual([]);
  });
});

/**
 * A test run alone (the test task page opens the same dialog): the portal names it `{test}-job`
 * with the project in the query; its exported files (the test's `artifact_paths`) are listed.
 */
describe("exported files of a test's lone run", () => {
  const Q = 'artifacts-private';
  let taskId = 0;
  const workspaceOf = (project: string, id = taskId) =>
    `/api/aslan/testing/workspace/workflow/export_me-job/taskId/${id}?dir=&projectName=${project}`;

  beforeAll(async () => {
    await createProject(t, { product_name: Q, public: false });
    await createProject(t, { product_name: 'artifacts-other', public: true });
    const test = {
      name: 'export_me',
      product_name: Q,
      test_type: 'function',
      repos: [],
      timeout: 10,
      pre_test: { build_os: 'focal', image_from: '', image_id: '', installs: [], envs: [] },
      artifact_paths: ['out/summary.txt'],
      scripts: '#!/bin/bash\nset -e\nmkdir -p out\necho "kept by the run" > out/summary.txt',
      test_result_path: '',
    };
    expectPortalAnswer(
      await portalCall(t, { method: 'POST', url: `/api/aslan/testing/test?projectName=${Q}`, body: test }),
    );
    const run = await portalCall(t, {
      method: 'POST',
      url: `/api/aslan/testing/testtask?projectName=${Q}`,
      body: { product_name: Q, test_name: 'export_me' },
    });
    expectPortalAnswer(run);
    taskId = run.json().task_id;
    const taskUrl = `/api/aslan/workflow/workflowtask/id/${taskId}/pipelines/export_me-job?projectName=${Q}&workflowType=test`;
    for (let i = 0; i < 600; i++) {
      const status = (await portalCall(t, { method: 'GET', url: taskUrl })).json().status;
      if (['passed', 'failed', 'timeout', 'cancelled'].includes(status)) break;
      await new Promise((r) => setTimeout(r, 50));
    }
  });

  it('the workspace call lists them and the download link packs them, for members of the project', async () => {
    const res = await portalCall(t, { method: 'GET', url: workspaceOf(Q) });
    expectPortalAnswer(res);
    expect(res.json()).toEqual({ file_names: ['out/summary.txt'], not_history_file_flag: true });
    const link = `/api/aslan/workflow/v2/tasks/workflow/export_me-job/taskId/${taskId}?token=${t.admin.token}&projectName=${Q}&notHistoryFileFlag=true`;
    const download = await t.app.inject({ method: 'GET', url: link });
    expect(download.statusCode).toBe(200);
    expect(gunzipSync(download.rawPayload).toString('latin1')).toContain('kept by the run');
  });

  it('refuses those outside the project, and finds no run under another project or number', async () => {
    const outsider = await t.createUser('artifacts-outsider');
    const refused = await portalCall(t, { method: 'GET', url: workspaceOf(Q), token: outsider.token });
    expect(refused.statusCode).toBe(403);
    const link = `/api/aslan/workflow/v2/tasks/workflow/export_me-job/taskId/${taskId}?token=${outsider.token}&projectName=${Q}`;
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(403);
    // a public project the outsider sees has no such test: nothing of the private one leaks
    const elsewhere = await portalCall(t, {
      method: 'GET',
      url: workspaceOf('artifacts-other'),
      token: outsider.token,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).not.toContain('summary');
    expect((await portalCall(t, { method: 'GET', url: workspaceOf(Q, taskId + 5) })).statusCode).toBe(404);
  });
});
