import { isFinished, type ScanTaskDetail } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGitDaemonCodehost } from './codehost-fixture.js';
import { type GitServer, startGitServer } from './git-daemon.js';
import { createProject } from './projects.fixture.js';
import { SONAR_SCANNER_STAND_IN, type SonarStandIn, startSonarStandIn } from './sonar-server.js';
import { createTestApp, type TestApp } from './test-app.js';
import { insertWorkflow, jobLog, jobOf, runWorkflow, waitForTask } from './workflow-fixture.js';

/**
 * The `zadig-scanning` job type with SonarQube: a real repository from a git daemon on loopback, checked
 * out in the sandbox; sonar-scanner and the Sonar server are stand-ins (see sonar-server.ts) answering
 * as the CLI and the Web API are documented. The quality gate decides the job.
 */
const P = 'sonar-demo';
let t: TestApp;
let git: GitServer;
let sonar: SonarStandIn;
let codehostId: number;
let sonarId: string;

beforeAll(async () => {
  // a minute of scanner timeouts lasts a second here
  t = await createTestApp({ minuteMs: 1000 });
  sonar = await startSonarStandIn();
  git = await startGitServer({
    'team/app': { 'src/main.js': 'console.log(1)\n', 'tools/sonar-scanner': SONAR_SCANNER_STAND_IN },
  });
  await createProject(t, { product_name: P });
  codehostId = await addGitDaemonCodehost(t, git);
  const integration = await t.request({
    method: 'POST',
    url: '/api/aslan/system/sonar/integration',
    token: t.admin.token,
    payload: { server_address: sonar.address, token: sonar.token },
  });
  expect(integration.statusCode, integration.body).toBe(200);
  const list = await t.request({
    method: 'GET',
    url: '/api/aslan/system/sonar/integration',
    token: t.admin.token,
  });
  sonarId = list.json()[0].id;
});
afterAll(async () => {
  await git.stop();
  await sonar.stop();
  await t.close();
});

/** The repository as scanners and runs name it (the code host's id is added once it exists). */
const repo = { repo_owner: 'team', repo_name: 'app', branch: 'main', source: 'other' as const };

async function createSonarScanner(name: string, projectKey: string, checkGate = true): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: `/api/aslan/testing/scanning?projectName=${P}`,
    token: t.admin.token,
    payload: {
      name,
      project_name: P,
      scanner_type: 'sonarQube',
      sonar_id: sonarId,
      repos: [{ ...repo, codehost_id: codehostId }],
      parameter: `sonar.projectKey=${projectKey}\nsonar.sources=src\n`,
      // the stand-in CLI lives in the repository; a real pre-scan script would install sonar-scanner
      pre_script: 'chmod +x tools/sonar-scanner\nexport PATH="$PWD/tools:$PATH"',
      check_quality_gate: checkGate,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

async function scan(id: string): Promise<ScanTaskDetail & { log: string }> {
  const run = await t.request({
    method: 'POST',
    url: `/api/aslan/testing/scanning/${id}/task?projectName=${P}`,
    token: t.admin.token,
    payload: [{ ...repo, codehost_id: codehostId, repo_namespace: 'team', pr: null }],
  });
  expect(run.statusCode, run.body).toBe(200);
  const taskId = run.json().task_id;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const detail = (
      await t.request({
        method: 'GET',
        url: `/api/aslan/testing/scanning/${id}/task/${taskId}`,
        token: t.admin.token,
      })
    ).json();
    if (isFinished(detail.status)) {
      const log = await t.request({
        method: 'GET',
        url: `/api/aslan/logs/log/scanning/${id}/task/${taskId}`,
        token: t.admin.token,
      });
      return { ...detail, log: log.body };
    }
    if (Date.now() > deadline) throw new Error(`scan stuck: ${JSON.stringify(detail)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('zadig-scanning with a script', () => {
  it('stops at the scanner’s own timeout and says so', async () => {
    const res = await t.request({
      method: 'POST',
      url: `/api/aslan/testing/scanning?projectName=${P}`,
      token: t.admin.token,
      payload: {
        name: 'too-slow',
        scanner_type: 'other',
        repos: [{ ...repo, codehost_id: codehostId }],
        script: 'echo scanning; sleep 60',
        advanced_settings: { timeout: 1 },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = await scan(res.json().id);
    expect(result.status).toBe('timeout');
    expect(result.error).toContain('timeout of 1 min');
    expect(result.log).toContain('scanning');
  });
});

describe('zadig-scanning with SonarQube', () => {
  it('a quality gate of ERROR fails the scan, with the dashboard as result_link and the token masked', async () => {
    sonar.gates.set('app-bad', 'ERROR');
    const result = await scan(await createSonarScanner('sonar-bad', 'app-bad'));
    expect(result.status).toBe('failed');
    expect(result.error).toContain('quality gate');
    expect(result.result_link).toBe(`${sonar.address}/dashboard?id=app-bad`);
    expect(result.log).toContain('ANALYSIS SUCCESSFUL');
    expect(result.log).toContain('quality gate: ERROR');
    expect(result.log).toContain('Analysing with token ');
    expect(result.log).not.toContain(sonar.token);
    // the scanner's upload and the server's own calls carried the token as basic-auth user, nowhere else
    const basic = `Basic ${Buffer.from(`${sonar.token}:`).toString('base64')}`;
    const calls = sonar.requests.filter(
      (r) => r.url.startsWith('/api/ce/') || r.url.startsWith('/api/qualitygates/'),
    );
    expect(calls.length).toBeGreaterThanOrEqual(3);
    for (const call of calls) {
      expect(call.authorization).toBe(basic);
      expect(call.url).not.toContain(sonar.token);
    }
  });

  it('a quality gate of OK passes, with result_link; without the gate check an ERROR gate does not fail it', async () => {
    sonar.gates.set('app-good', 'OK');
    const good = await scan(await createSonarScanner('sonar-good', 'app-good'));
    expect(good).toMatchObject({
      status: 'passed',
      error: '',
      result_link: `${sonar.address}/dashboard?id=app-good`,
    });
    expect(good.log).toContain('quality gate: OK');

    sonar.gates.set('app-unchecked', 'ERROR');
    const unchecked = await scan(await createSonarScanner('sonar-unchecked', 'app-unchecked', false));
    expect(unchecked).toMatchObject({
      status: 'passed',
      result_link: `${sonar.address}/dashboard?id=app-unchecked`,
    });
    expect(unchecked.log).not.toContain('quality gate');
  });

  it('runs as a job of a custom workflow, naming the scanner and the branch to scan', async () => {
    sonar.gates.set('app-wf', 'OK');
    await createSonarScanner('sonar-wf', 'app-wf');
    await insertWorkflow(t, {
      name: 'scan-flow',
      project: P,
      stages: [
        {
          name: 'check',
          jobs: [
            {
              name: 'scan',
              type: 'zadig-scanning',
              spec: { scannings: [{ name: 'sonar-wf', repos: [{ ...repo, codehost_id: codehostId }] }] },
            },
          ],
        },
      ],
    });
    const taskId = await runWorkflow(t, 'scan-flow');
    const task = await waitForTask(t, 'scan-flow', taskId, undefined, 30_000);
    const job = jobOf(task, 'scan');
    expect(task.status, job.error).toBe('passed');
    expect(job.outputs.SONAR_RESULT_LINK).toBe(`${sonar.address}/dashboard?id=app-wf`);
    const log = await jobLog(t, 'scan-flow', taskId, 'scan');
    expect(log).toContain('code scan sonar-wf');
    expect(log).not.toContain(sonar.token);

    await insertWorkflow(t, {
      name: 'scan-missing',
      project: P,
      stages: [
        {
          name: 'check',
          jobs: [{ name: 'scan', type: 'zadig-scanning', spec: { scannings: [{ name: 'no-such' }] } }],
        },
      ],
    });
    const missing = await waitForTask(t, 'scan-missing', await runWorkflow(t, 'scan-missing'));
    expect(missing.status).toBe('failed');
    expect(jobOf(missing, 'scan').error).toContain('no-such');
  });
});
