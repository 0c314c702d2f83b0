import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { INTERRUPTED } from '../src/engine/running-task.js';
import { newProjectBody } from './projects.fixture.js';
import { query, replicaProcesses, replicaServerUrl } from './replica-processes.js';
import { apiClient } from './server-process.js';

/**
 * Two real server processes on one PostgreSQL database share the queue: 100 tasks spread over
 * both, one replica is SIGKILLed mid-run and the other fails its tasks as interrupted once their
 * lease runs out. Approvals and cancels sent to either replica reach the one running the task, and
 * an SSE client on one replica reads the live log of a job on the other. The embedded database
 * belongs to a single process, so without DATABASE_URL there are no replicas to test.
 */
const PASSWORD = 'replica-password-1';
const PROJECT = 'shared';
const TASKS = 100;
const LEASE_MS = 3000;
const ACTIVE = ['waiting', 'blocked', 'queued', 'prepare', 'running', 'pending-approval'];
const processes = replicaProcesses(PASSWORD);
afterAll(() => processes.stop());

const shellWorkflow = (name: string, script: string, extra: Record<string, unknown> = {}) => ({
  name,
  project: PROJECT,
  multi_run: true,
  stages: [
    {
      name: 'work',
      jobs: [
        {
          name: 'step',
          type: 'freestyle',
          spec: { steps: [{ name: 'run', type: 'shell', spec: { script } }] },
        },
      ],
      ...extra,
    },
  ],
});

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Reads a job log's SSE stream until `wanted` shows, answering what came. */
async function readLogStream(port: number, token: string, url: string, wanted: string): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 20_000);
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (!text.includes(wanted)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } catch {
    // aborted: what came so far is answered
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return text;
}

describe.skipIf(!replicaServerUrl)(
  'replicas on one PostgreSQL (skipped without DATABASE_URL: the embedded database has one process)',
  () => {
    it('share 100 tasks; a killed replica’s tasks end interrupted and retryable; approvals, cancels and live logs cross replicas', async () => {
      const dbUrl = await processes.start({ TASK_LEASE_MS: String(LEASE_MS) });
      // the first migrates the database; the second finds it ready
      const a = await processes.replica();
      const b = await processes.replica();
      const apiA = apiClient(a.port());
      const apiB = apiClient(b.port());
      const login = await apiA.call('POST', '/api/v1/login', { account: 'admin', password: PASSWORD });
      await apiA.signIn(PASSWORD);
      await apiB.signIn(PASSWORD);
      const owners = async (workflow: string) =>
        query<{ task_id: number; owner: string; status: string; error: string }>(
          dbUrl,
          'select task_id, owner, status, error from workflow_tasks where workflow_name = $1 order by task_id',
          [workflow],
        );
      const ownerOf = async (workflow: string, taskId: number) =>
        until(`${workflow}#${taskId} claimed`, async () => {
          const row = (await owners(workflow)).find((r) => r.task_id === taskId);
          return row?.owner ? row : undefined;
        });
      const replicaIds = () =>
        [a, b].map((r) => readFileSync(path.join(r.dataDir, 'replica-id'), 'utf8').trim());
      const [idA, idB] = replicaIds() as [string, string];
      const byId = { [idA]: { api: apiA, server: a }, [idB]: { api: apiB, server: b } };

      await apiA.call('POST', '/api/v1/picket/projects', newProjectBody(PROJECT, 'Shared'));
      await apiA.call('POST', '/api/aslan/system/concurrency/workflow', {
        workflow_concurrency: 12,
        build_concurrency: 5,
      });
      await apiA.call(
        'POST',
        '/api/aslan/workflow/v4',
        shellWorkflow('talk', 'for i in $(seq 1 60); do echo "line-$i"; sleep 0.1; done'),
      );
      await apiA.call(
        'POST',
        '/api/aslan/workflow/v4',
        shellWorkflow('gate', 'echo opened', {
          approval: {
            enabled: true,
            type: 'native',
            native_approval: { timeout: 10, needed_approvers: 1, approve_users: [{ user_id: login.uid }] },
          },
        }),
      );
      await apiA.call(
        'POST',
        '/api/aslan/workflow/v4',
        shellWorkflow('work', 'echo "began $TASK_ID"; sleep 1; echo "done $TASK_ID"'),
      );

      // a live log of a job on one replica, read on the other
      const talkId = await apiA.run('talk');
      const talk = await ownerOf('talk', talkId);
      const otherThanTalk = talk.owner === idA ? b : a;
      const text = await readLogStream(
        otherThanTalk.port(),
        login.token,
        `/api/aslan/logs/sse/v4/workflow/talk/${talkId}/step/500?projectName=${PROJECT}`,
        'line-20',
      );
      expect(text).toContain('line-1\n');
      expect(text).toContain('line-20');

      // an approval sent to the replica that does not run the task
      const gateId = await apiB.run('gate');
      const gate = await until('gate waiting for approval', async () => {
        const row = (await owners('gate')).find((r) => r.task_id === gateId);
        return row?.status === 'pending-approval' ? row : undefined;
      });
      const notGateOwner = gate.owner === idA ? apiB : apiA;
      await notGateOwner.call('POST', '/api/aslan/workflow/v4/workflowtask/approve', {
        workflow_name: 'gate',
        task_id: gateId,
        stage_name: 'work',
        approve: true,
        comment: 'from the other replica',
      });
      await until('gate passed', async () =>
        (await owners('gate')).find((r) => r.task_id === gateId && r.status === 'passed'),
      );

      // a cancel sent to the replica that does not run the task
      const cancelId = await apiA.run('talk');
      const toCancel = await until('talk running', async () => {
        const row = (await owners('talk')).find((r) => r.task_id === cancelId);
        return row?.status === 'running' ? row : undefined;
      });
      await (toCancel.owner === idA ? apiB : apiA).call(
        'DELETE',
        `/api/aslan/workflow/v4/workflowtask/workflow/talk/task/${cancelId}?projectName=${PROJECT}`,
      );
      await until('talk cancelled', async () =>
        (await owners('talk')).find((r) => r.task_id === cancelId && r.status === 'cancelled'),
      );

      // 100 tasks, asked of both replicas in turn
      for (let i = 0; i < TASKS; i++) await (i % 2 ? apiB : apiA).run('work');
      // both run some; B dies while some of its tasks run
      await until('both replicas running work', async () => {
        const running = (await owners('work')).filter((r) => r.status === 'running');
        return running.some((r) => r.owner === idB) && running.some((r) => r.owner === idA)
          ? true
          : undefined;
      });
      const runningOnB = (await owners('work')).filter((r) => r.status === 'running' && r.owner === idB);
      b.child.kill('SIGKILL');
      const killedAt = Date.now();

      const ended = await until(
        'every task ended',
        async () => {
          const rows = await owners('work');
          return rows.every((r) => !ACTIVE.includes(r.status)) ? rows : undefined;
        },
        180_000,
      );
      expect(ended).toHaveLength(TASKS);
      // nothing stays running; the killed replica's running tasks failed as interrupted, the rest passed
      const interrupted = ended.filter((r) => r.status === 'failed');
      expect(interrupted.length).toBeGreaterThan(0);
      for (const row of interrupted) {
        expect(row.owner).toBe(idB);
        expect(row.error).toBe(INTERRUPTED);
      }
      for (const row of runningOnB) expect(interrupted.map((r) => r.task_id)).toContain(row.task_id);
      expect(ended.filter((r) => r.status === 'passed')).toHaveLength(TASKS - interrupted.length);
      expect(Date.now() - killedAt).toBeLessThan(120_000);

      // none ran twice: each passed task's job log began once, on one replica; a task killed with its
      // replica began at most once (its last output may not have reached the file)
      for (const row of ended) {
        const logs = [a, b]
          .map((r) => path.join(r.dataDir, 'logs', 'work', String(row.task_id), 'step.log'))
          .filter((file) => existsSync(file))
          .map((file) => readFileSync(file, 'utf8'));
        const began = logs.join('').split(`began ${row.task_id}\n`).length - 1;
        if (row.status === 'passed') expect(began, `work#${row.task_id}`).toBe(1);
        else expect(began, `work#${row.task_id}`).toBeLessThanOrEqual(1);
      }

      // an interrupted task is retried on the surviving replica and passes
      const retried = interrupted[0]!.task_id;
      await apiA.call(
        'POST',
        `/api/aslan/workflow/v4/workflowtask/retry/workflow/work/task/${retried}?projectName=${PROJECT}`,
      );
      const again = await until('retried task passed', async () =>
        (await owners('work')).find((r) => r.task_id === retried && r.status === 'passed'),
      );
      expect(again.owner).toBe(idA);

      // an approval sent to the surviving replica for a task it runs
      const lastGate = await apiA.run('gate');
      await until('gate waiting again', async () =>
        (await owners('gate')).find((r) => r.task_id === lastGate && r.status === 'pending-approval'),
      );
      await byId[idA]!.api.call('POST', '/api/aslan/workflow/v4/workflowtask/approve', {
        workflow_name: 'gate',
        task_id: lastGate,
        stage_name: 'work',
        approve: true,
        comment: 'survivor',
      });
      await until('last gate passed', async () =>
        (await owners('gate')).find((r) => r.task_id === lastGate && r.status === 'passed'),
      );
    }, 420_000);
  },
);
