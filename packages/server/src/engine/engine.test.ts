import path from 'node:path';
import { type LoginResponse, workflowSchema } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProject } from '../../test/seed.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  getTask,
  insertWorkflow,
  jobOf,
  presetOf,
  runWorkflow,
  sharing,
  shellJob,
  stage,
  waitForTask,
} from '../../test/workflow-fixture.js';
import { LogStore } from './logs/log-store.js';

let t: TestApp;
let reviewer: LoginResponse;
let logs: LogStore;
const P = 'engine-tests';

beforeAll(async () => {
  // one "minute" of job and approval timeouts lasts 200 ms here
  t = await createTestApp({ minuteMs: 200 });
  await seedProject(t, P);
  reviewer = await t.createUser('reviewer');
  logs = new LogStore(path.join(t.dataDir, 'logs'));
  await t.request({
    method: 'POST',
    url: '/api/aslan/system/concurrency/workflow',
    token: t.admin.token,
    payload: { workflow_concurrency: 10, build_concurrency: 5 },
  });
});
afterAll(() => t.close());

const readLog = (workflow: string, taskId: number, job: string) => logs.read({ workflow, taskId, job });

describe('stages and jobs', () => {
  it('runs stages in order and a parallel stage concurrently', async () => {
    await insertWorkflow(t, {
      name: 'order',
      project: P,
      share_storages: [{ name: 'times', path: '/times' }],
      stages: [
        stage(
          'first',
          [
            shellJob('a', 'sleep 0.3; date +%s%N > /times/a', sharing('times')),
            shellJob('b', 'sleep 0.3; date +%s%N > /times/b', sharing('times')),
          ],
          {
            parallel: true,
          },
        ),
        stage('second', [shellJob('c', 'cat /times/a /times/b; date +%s%N', sharing('times'))]),
      ],
    });
    const id = await runWorkflow(t, 'order');
    const task = await waitForTask(t, 'order', id);
    expect(task.status).toBe('passed');
    expect(task.stages.map((s) => s.status)).toEqual(['passed', 'passed']);
    const a = jobOf(task, 'a');
    const b = jobOf(task, 'b');
    const c = jobOf(task, 'c');
    // the parallel jobs overlapped, and the next stage started after both
    expect(Math.abs(a.start_time - b.start_time)).toBeLessThanOrEqual(1);
    expect(c.start_time).toBeGreaterThanOrEqual(Math.max(a.end_time, b.end_time));
    const [aNs, bNs, cNs] = (await readLog('order', id, 'c'))
      .split('\n')
      .filter((l) => /^\d+$/.test(l))
      .map(BigInt);
    expect(cNs! > aNs! && cNs! > bNs!).toBe(true);
  });

  it('stops a serial stage at the first failure and leaves later stages untouched', async () => {
    await insertWorkflow(t, {
      name: 'serial-fail',
      project: P,
      stages: [
        stage('build', [
          shellJob('one', 'echo ok'),
          shellJob('two', 'echo broken >&2; exit 3'),
          shellJob('three', 'echo never'),
        ]),
        stage('after', [shellJob('four', 'echo never')]),
      ],
    });
    const task = await waitForTask(t, 'serial-fail', await runWorkflow(t, 'serial-fail'));
    expect(task.status).toBe('failed');
    expect(task.stages.map((s) => s.status)).toEqual(['failed', '']);
    expect(task.stages[0]!.jobs.map((j) => j.status)).toEqual(['passed', 'failed', '']);
    expect(jobOf(task, 'two').error).toContain('exit code 3');
    expect(task.error).toContain('exit code 3');
  });

  it('runs every job of a parallel stage even when one fails', async () => {
    await insertWorkflow(t, {
      name: 'parallel-fail',
      project: P,
      stages: [
        stage('all', [shellJob('bad', 'exit 1'), shellJob('good', 'sleep 0.2; echo fine')], {
          parallel: true,
        }),
      ],
    });
    const task = await waitForTask(t, 'parallel-fail', await runWorkflow(t, 'parallel-fail'));
    expect(task.stages[0]!.jobs.map((j) => j.status)).toEqual(['failed', 'passed']);
    expect(task.status).toBe('failed');
  });

  it('ends a job that runs out of time as timeout, killing what it started', async () => {
    await insertWorkflow(t, {
      name: 'slow',
      project: P,
      stages: [stage('s', [shellJob('sleepy', 'sleep 30 & sleep 30', { properties: { timeout: 1 } })])],
    });
    const started = Date.now();
    const task = await waitForTask(t, 'slow', await runWorkflow(t, 'slow'));
    expect(task.status).toBe('timeout');
    expect(jobOf(task, 'sleepy').status).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('variables and outputs', () => {
  it('passes params and outputs to later jobs through the environment, never into script text', async () => {
    await insertWorkflow(t, {
      name: 'outputs',
      project: P,
      params: [{ name: 'GREETING', type: 'string', default: 'hello' }],
      stages: [
        stage('make', [
          shellJob('producer', 'VERSION="1.2.$TASK_ID"; echo "made $VERSION"', {
            outputs: [{ name: 'VERSION' }],
          }),
        ]),
        stage('use', [
          shellJob(
            'consumer',
            // the step prints its own script file, to show what was written there
            'cat "$0"; echo "param={{.workflow.params.GREETING}} version={{.job.producer.output.VERSION}} project={{.project}} wf={{.workflow.name}} id={{.workflow.task.id}} ci=$CI"',
            { properties: { envs: [{ key: 'FROM_FIELD', value: 'v-{{.job.producer.output.VERSION}}' }] } },
          ),
        ]),
      ],
    });
    const id = await runWorkflow(t, 'outputs', [{ name: 'GREETING', value: 'hello world' }]);
    const task = await waitForTask(t, 'outputs', id);
    expect(task.status).toBe('passed');
    expect(jobOf(task, 'producer').outputs).toEqual({ VERSION: `1.2.${id}` });
    const log = await readLog('outputs', id, 'consumer');
    expect(log).toContain(`param=hello world version=1.2.${id} project=${P} wf=outputs id=${id} ci=true`);
    // the script file holds references, not the values
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell variable reference, not a template
    expect(log).toContain('echo "param=${SLIPWAY_PARAM_GREETING}');
    expect(log).not.toContain('echo "param=hello world');
  });

  it('masks credential values in logs, split or encoded', async () => {
    const secret = 's3cr3t-p@ss/w0rd';
    await insertWorkflow(t, {
      name: 'secrets',
      project: P,
      params: [{ name: 'TOKEN', type: 'string', is_credential: true, default: '' }],
      stages: [
        stage('leak', [
          shellJob(
            'leaky',
            [
              'echo "plain $TOKEN"',
              // biome-ignore lint/suspicious/noTemplateCurlyInString: shell substrings, not a template
              'printf "split %s" "${TOKEN:0:5}"; sleep 0.2; printf "%s\\n" "${TOKEN:5}"',
              'echo "b64 $(printf %s "$TOKEN" | base64)"',
              'echo "url $(python3 -c "import urllib.parse,os;print(urllib.parse.quote(os.environ[\'TOKEN\'],safe=\'\'))")"',
            ].join('\n'),
          ),
        ]),
      ],
    });
    const id = await runWorkflow(t, 'secrets', [{ name: 'TOKEN', value: secret }]);
    const task = await waitForTask(t, 'secrets', id);
    expect(task.status).toBe('passed');
    expect(task.params.find((p) => p.name === 'TOKEN')?.value).toBe('********');
    const log = await readLog('secrets', id, 'leaky');
    expect(log).toContain('plain ********');
    expect(log).toContain('split ********');
    expect(log).toContain('b64 ********');
    expect(log).toContain('url ********');
    for (const form of [secret, Buffer.from(secret).toString('base64'), encodeURIComponent(secret)]) {
      expect(log).not.toContain(form);
    }
  });

  it('masks a credential a job puts into an output, while later jobs get the value', async () => {
    const secret = 'out-put-s3cret';
    await insertWorkflow(t, {
      name: 'secret-output',
      project: P,
      params: [{ name: 'TOKEN', type: 'string', is_credential: true, default: '' }],
      stages: [
        stage('one', [shellJob('give', 'LEAK="token=$TOKEN"', { outputs: [{ name: 'LEAK' }] })]),
        stage('two', [
          shellJob('take', '[ "{{.job.give.output.LEAK}}" = "token=$TOKEN" ] && echo same-value'),
        ]),
      ],
    });
    const id = await runWorkflow(t, 'secret-output', [{ name: 'TOKEN', value: secret }]);
    const task = await waitForTask(t, 'secret-output', id);
    expect(task.status).toBe('passed');
    expect(jobOf(task, 'give').outputs).toEqual({ LEAK: 'token=********' });
    expect(JSON.stringify(task)).not.toContain(secret);
    expect(await readLog('secret-output', id, 'take')).toContain('same-value');
  });
});

describe('approval', () => {
  const approvalWorkflow = async (name: string, timeout = 60) =>
    insertWorkflow(t, {
      name,
      project: P,
      stages: [
        stage('gate', [shellJob('ship', 'echo shipped')], {
          approval: {
            enabled: true,
            native_approval: {
              timeout,
              needed_approvers: 1,
              approve_users: [{ user_id: reviewer.uid, user_name: 'reviewer' }],
            },
          },
        }),
      ],
    });
  const approve = (workflow: string, taskId: number, approveIt: boolean, token = reviewer.token) =>
    t.request({
      method: 'POST',
      url: '/api/aslan/workflow/v4/workflowtask/approve',
      token,
      payload: {
        stage_name: 'gate',
        workflow_name: workflow,
        task_id: taskId,
        approve: approveIt,
        comment: 'looked at it',
      },
    });

  it('waits for the reviewer, then passes', async () => {
    await approvalWorkflow('approve-pass');
    // the reviewer must be able to see the workflow
    await t.request({
      method: 'POST',
      url: `/api/v1/rolebindings?projectName=${P}&bulk=true`,
      token: t.admin.token,
      payload: [{ uid: reviewer.uid, role: 'read-only', preset: true, type: 'custom' }],
    });
    const id = await runWorkflow(t, 'approve-pass');
    const waiting = await waitForTask(t, 'approve-pass', id, (task) => task.status === 'pending-approval');
    expect(waiting.stages[0]!.status).toBe('pending-approval');
    expect(jobOf(waiting, 'ship').status).toBe('');
    const stranger = await t.createUser('stranger');
    expect((await approve('approve-pass', id, true, stranger.token)).statusCode).toBe(403);
    expect((await approve('approve-pass', id, true, t.admin.token)).statusCode).toBe(403);
    expect((await approve('approve-pass', id, true)).statusCode).toBe(200);
    const task = await waitForTask(t, 'approve-pass', id);
    expect(task.status).toBe('passed');
    expect(task.stages[0]!.approval.approve_users[0]).toMatchObject({
      reject_or_approve: 'approve',
      comment: 'looked at it',
    });
    expect((await approve('approve-pass', id, true)).statusCode).toBe(400);
  });

  it('ends as reject when the reviewer rejects', async () => {
    await approvalWorkflow('approve-reject');
    const id = await runWorkflow(t, 'approve-reject');
    await waitForTask(t, 'approve-reject', id, (task) => task.status === 'pending-approval');
    expect((await approve('approve-reject', id, false)).statusCode).toBe(200);
    const task = await waitForTask(t, 'approve-reject', id);
    expect(task.status).toBe('reject');
    expect(jobOf(task, 'ship').status).toBe('');
  });

  it('is cancelled when nobody decides in time', async () => {
    await approvalWorkflow('approve-timeout', 1);
    const task = await waitForTask(t, 'approve-timeout', await runWorkflow(t, 'approve-timeout'));
    expect(task.status).toBe('cancelled');
    expect(task.stages[0]!.error).toBe('the approval timed out');
  });
});

describe('cancel', () => {
  const cancel = (workflow: string, id: number) =>
    t.request({
      method: 'DELETE',
      url: `/api/aslan/workflow/v4/workflowtask/workflow/${workflow}/task/${id}`,
      token: t.admin.token,
    });

  it('stops a running job and its process group within 2 s', async () => {
    await insertWorkflow(t, {
      name: 'cancel-running',
      project: P,
      stages: [stage('s', [shellJob('long', 'sleep 60 & sleep 60; echo not reached')])],
    });
    const id = await runWorkflow(t, 'cancel-running');
    await waitForTask(t, 'cancel-running', id, (task) => jobOf(task, 'long').status === 'running');
    await new Promise((r) => setTimeout(r, 200));
    const started = Date.now();
    expect((await cancel('cancel-running', id)).statusCode).toBe(200);
    const task = await waitForTask(t, 'cancel-running', id);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(task).toMatchObject({ status: 'cancelled', task_revoker: 'admin' });
    expect(jobOf(task, 'long').status).toBe('cancelled');
  });

  it('cancels a task waiting for approval, a blocked one, and refuses a finished one', async () => {
    await insertWorkflow(t, {
      name: 'cancel-states',
      project: P,
      stages: [
        stage('gate', [shellJob('x', 'echo x')], {
          approval: {
            enabled: true,
            native_approval: { approve_users: [{ user_id: reviewer.uid }], needed_approvers: 1 },
          },
        }),
      ],
    });
    const first = await runWorkflow(t, 'cancel-states');
    await waitForTask(t, 'cancel-states', first, (task) => task.status === 'pending-approval');
    const second = await runWorkflow(t, 'cancel-states');
    expect((await waitForTask(t, 'cancel-states', second, (task) => task.status === 'blocked')).status).toBe(
      'blocked',
    );
    expect((await cancel('cancel-states', second)).statusCode).toBe(200);
    expect((await getTask(t, 'cancel-states', second)).status).toBe('cancelled');
    expect((await cancel('cancel-states', first)).statusCode).toBe(200);
    expect((await waitForTask(t, 'cancel-states', first)).status).toBe('cancelled');
    expect((await cancel('cancel-states', first)).statusCode).toBe(400);
    expect((await cancel('cancel-states', 999)).statusCode).toBe(404);
  });
});

describe('queue', () => {
  it('blocks a second run of a single-run workflow and runs it after the first', async () => {
    await insertWorkflow(t, {
      name: 'single',
      project: P,
      stages: [stage('s', [shellJob('j', 'sleep 0.5')])],
    });
    const first = await runWorkflow(t, 'single');
    const second = await runWorkflow(t, 'single');
    const blocked = await waitForTask(t, 'single', second, (task) => task.status === 'blocked');
    expect(blocked.status).toBe('blocked');
    const done = await waitForTask(t, 'single', second);
    const firstTask = await getTask(t, 'single', first);
    expect(done.status).toBe('passed');
    expect(done.start_time).toBeGreaterThanOrEqual(firstTask.end_time);
  });

  it('runs multi-run workflows side by side', async () => {
    await insertWorkflow(t, {
      name: 'multi',
      project: P,
      multi_run: true,
      stages: [stage('s', [shellJob('j', 'sleep 0.5')])],
    });
    const ids = [await runWorkflow(t, 'multi'), await runWorkflow(t, 'multi')];
    const tasks = await Promise.all(
      ids.map((id) => waitForTask(t, 'multi', id, (task) => task.status === 'running')),
    );
    expect(tasks.map((task) => task.status)).toEqual(['running', 'running']);
    for (const id of ids) expect((await waitForTask(t, 'multi', id)).status).toBe('passed');
  });

  it('lists tasks newest first with filters, page_num counting the tasks skipped', async () => {
    const page = async (offset: number) =>
      (
        await t.request({
          method: 'GET',
          url: `/api/aslan/workflow/v4/workflowtask?workflow_name=single&page_num=${offset}&page_size=1`,
          token: t.admin.token,
        })
      ).json();
    expect(await page(0)).toMatchObject({ total: 2, workflow_list: [{ task_id: 2 }] });
    expect(await page(1)).toMatchObject({ total: 2, workflow_list: [{ task_id: 1 }] });
    expect(await page(2)).toMatchObject({ total: 2, workflow_list: [] });
    const failed = await t.request({
      method: 'GET',
      url: '/api/aslan/workflow/v4/workflowtask?workflow_name=serial-fail&status=failed',
      token: t.admin.token,
    });
    expect(failed.json().total).toBe(1);
  });
});

describe('retry and clone', () => {
  it('retries a failed task from its failed job, keeping passed jobs and their outputs', async () => {
    await insertWorkflow(t, {
      name: 'flaky',
      project: P,
      share_storages: [{ name: 'state', path: '/state' }],
      stages: [
        stage('one', [
          shellJob('count', 'echo run >> /state/count-runs; N=$(wc -l < /state/count-runs); echo $N', {
            outputs: [{ name: 'N' }],
            ...sharing('state'),
          }),
        ]),
        stage('two', [
          shellJob(
            'maybe',
            'test -f /state/fixed || { touch /state/fixed; exit 1; }; echo "n={{.job.count.output.N}}"',
            sharing('state'),
          ),
        ]),
      ],
    });
    const id = await runWorkflow(t, 'flaky');
    expect((await waitForTask(t, 'flaky', id)).status).toBe('failed');
    const retry = await t.request({
      method: 'POST',
      url: `/api/aslan/workflow/v4/workflowtask/retry/workflow/flaky/task/${id}`,
      token: t.admin.token,
    });
    expect(retry.statusCode).toBe(200);
    const task = await waitForTask(t, 'flaky', id, (x) => x.status === 'passed' || x.status === 'failed');
    expect(task.status).toBe('passed');
    expect(task.is_restart).toBe(true);
    expect(jobOf(task, 'count').outputs).toEqual({ N: '1' });
    expect(await readLog('flaky', id, 'maybe')).toContain('n=1');
    const again = await t.request({
      method: 'POST',
      url: `/api/aslan/workflow/v4/workflowtask/retry/workflow/flaky/task/${id}`,
      token: t.admin.token,
    });
    expect(again.statusCode).toBe(400);
  });

  it('clones the workflow of a run with its param values, a credential as the mask', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/aslan/workflow/v4/workflowtask/clone/workflow/secrets/task/1',
      token: t.admin.token,
    });
    const clone = workflowSchema.strict().parse(res.json());
    expect(clone).toMatchObject({ name: 'secrets', project: P });
    expect(clone.params).toEqual([expect.objectContaining({ name: 'TOKEN', value: '********' })]);
    expect(clone.stages.map((s) => s.name)).toEqual((await presetOf(t, 'secrets')).stages.map((s) => s.name));
  });
});

describe('bad input', () => {
  it.each([
    [{ name: 'no-such-workflow', project: P }, 404],
    [{ name: '', project: P }, 400],
    [{ name: 'bad name!', project: P }, 400],
    [{ project: P }, 400],
    [{ name: 'order', project: 'another-project' }, 400],
  ])('run %j → %i', async (payload, status) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/aslan/workflow/v4/workflowtask',
      token: t.admin.token,
      payload,
    });
    expect(res.statusCode).toBe(status);
  });

  it('refuses runs from users who may not run the workflow', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/aslan/workflow/v4/workflowtask',
      token: reviewer.token,
      payload: { name: 'order', project: P },
    });
    expect(res.statusCode).toBe(403);
  });
});
