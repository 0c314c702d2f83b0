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
