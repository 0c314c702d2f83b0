import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProject } from './seed.js';
import { createTestApp, type TestApp } from './test-app.js';
import { insertWorkflow, jobLog, runWorkflow, shellJob, stage, waitForTask } from './workflow-fixture.js';

/** A machine without bubblewrap, as the server sees it: the sandbox program is not there. */
let t: TestApp;
const P = 'no-sandbox';
const en = { cookie: 'language=en' };

beforeAll(async () => {
  t = await createTestApp({ bwrapPath: '/nonexistent/bwrap' });
  await seedProject(t, P);
  await insertWorkflow(t, {
    name: 'plain',
    project: P,
    stages: [stage('s', [shellJob('hello', 'echo hello from the host')])],
  });
});
afterAll(() => t.close());

const settings = (method: 'GET' | 'PUT', payload?: unknown, token = t.admin.token) =>
  t.request({
    method,
    url: '/api/aslan/system/jobExecutor',
    token,
    headers: en,
    ...(payload ? { payload } : {}),
  });
const helloLog = (id: number) => jobLog(t, 'plain', id, 'hello');

describe('a server without a job sandbox', () => {
  it('says so in system settings', async () => {
    const res = await settings('GET');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      allow_unsandboxed: false,
      sandbox: {
        available: false,
        tool: 'bubblewrap',
        reason: expect.stringContaining('/nonexistent/bwrap'),
      },
      limits: { max_processes: 1024, max_open_files: 4096, log_limit_bytes: 100 * 1024 * 1024 },
    });
  });

  it('refuses local jobs, with the reason in the log, until an administrator allows them', async () => {
    const refused = await runWorkflow(t, 'plain');
    const task = await waitForTask(t, 'plain', refused);
    expect(task.status).toBe('failed');
    expect(task.error).toContain('jobs are refused: this server has no job sandbox');
    const log = await helloLog(refused);
    expect(log).toContain('jobs are refused: this server has no job sandbox');
    expect(log).not.toContain('hello from the host');

    const user = await t.createUser('someone');
    expect((await settings('PUT', { allow_unsandboxed: true }, user.token)).statusCode).toBe(403);
    expect((await settings('PUT', { allow_unsandboxed: 'yes' })).statusCode).toBe(400);
    const allowed = await settings('PUT', { allow_unsandboxed: true });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().allow_unsandboxed).toBe(true);

    const ran = await runWorkflow(t, 'plain');
    expect((await waitForTask(t, 'plain', ran)).status).toBe('passed');
    const text = await helloLog(ran);
    expect(text).toContain('this job runs on the host without a sandbox');
    expect(text).toContain('hello from the host');
  });
});
