import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../projects.fixture.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { insertWorkflow, runWorkflow, shellJob, stage, waitForTask } from '../workflow-fixture.js';

/**
 * The portal's older log calls, served from the finished job logs of a real run:
 * `logs/log/v3/workflow/{name}/tasks/{id}` (the task's whole log) and
 * `logs/log/workflow/{name}/tasks/{id}/service/{service}` (the jobs of one service).
 */
let t: TestApp;
const project = 'oldlogs';

beforeAll(async () => {
  t = await createTestApp();
  await createProject(t, { product_name: project });
  await insertWorkflow(t, {
    name: 'two-jobs',
    project,
    stages: [
      stage('first', [shellJob('api', 'echo built-api')]),
      stage('second', [shellJob('web', 'echo built-web')]),
    ],
  });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.request({ method: 'GET', url, token: t.admin.token });

describe('legacy log calls', () => {
  it('answer the finished log of the task, or of the jobs of one service, as plain text', async () => {
    const taskId = await runWorkflow(t, 'two-jobs');
    await waitForTask(t, 'two-jobs', taskId);

    const whole = await get(`/api/aslan/logs/log/v3/workflow/two-jobs/tasks/${taskId}?type=buildv3`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toContain('text/plain');
    expect(whole.body.indexOf('built-api')).toBeGreaterThanOrEqual(0);
    expect(whole.body.indexOf('built-web')).toBeGreaterThan(whole.body.indexOf('built-api'));

    const api = await get(`/api/aslan/logs/log/workflow/two-jobs/tasks/${taskId}/service/api?type=build`);
    expect(api.statusCode).toBe(200);
    expect(api.body).toContain('built-api');
    expect(api.body).not.toContain('built-web');
  });

  it('answer 404 for an unknown task or service and 400 for a bad task id', async () => {
    const missing = await get('/api/aslan/logs/log/v3/workflow/two-jobs/tasks/999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ type: 'error', description: expect.any(String) });
    expect((await get('/api/aslan/logs/log/workflow/two-jobs/tasks/1/service/nobody')).statusCode).toBe(404);
    expect((await get('/api/aslan/logs/log/v3/workflow/two-jobs/tasks/-1')).statusCode).toBe(400);
    const anonymous = await t.request({
      method: 'GET',
      url: '/api/aslan/logs/log/v3/workflow/two-jobs/tasks/1',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
