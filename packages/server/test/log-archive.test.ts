// Job logs kept in object storage (LOG_ARCHIVE=move): a workflow job runs on the real engine, its
// masked log is uploaded to the default store, the local file goes, and every way of reading a
// finished log still answers with the whole of it. Both stores are real: the built-in local disk
// store, and s3rver, an S3 implementation started in this process (no stand-in).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocalDiskStore } from '../src/lib/object-store/local-disk-store.js';
import type { ObjectStore } from '../src/lib/object-store/object-store.js';
import { S3Store } from '../src/lib/object-store/s3-store.js';
import { S3_ACCESS_KEY, S3_SECRET_KEY, startS3Server, type TestS3Server } from './s3-server.js';
import { seedProject } from './seed.js';
import { createTestApp, type TestApp } from './test-app.js';
import {
  insertWorkflow,
  jobLog,
  runWorkflow,
  sharing,
  shellJob,
  stage,
  waitForTask,
} from './workflow-fixture.js';

const PROJECT = 'archive-tests';
const SECRET = 'arch1ved-s3cret';
const MASK = '********';

/** The events of a finished SSE stream: the text of its `message` events, and whether it ended. */
function sseEvents(body: string) {
  const frames = body.split('\n\n').filter((frame) => frame.trim() !== '');
  const messages = frames
    .filter(
      (frame) => !frame.split('\n').some((line) => line.startsWith('event:') && line !== 'event: message'),
    )
    .map((frame) =>
      frame
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n'),
    );
  return { text: messages.map((data) => `${data}\n`).join(''), ended: body.includes('event: end') };
}

interface ArchiveSetup {
  t: TestApp;
  /** the default store as the test reads it, apart from the app */
  store: ObjectStore;
}

/** The behaviour of archived logs, whatever the default store is. */
function describeArchivedLogs(
  name: string,
  setUp: () => Promise<ArchiveSetup>,
  tearDown: () => Promise<void>,
) {
  describe(name, () => {
    let t: TestApp;
    let store: ObjectStore;
    beforeAll(async () => {
      ({ t, store } = await setUp());
      await seedProject(t, PROJECT);
    });
    afterAll(tearDown);

    /** Runs a one-job workflow that prints the credential and 30 lines; resolves once its log is archived. */
    async function runArchived(workflow: string) {
      await insertWorkflow(t, {
        name: workflow,
        project: PROJECT,
        params: [{ name: 'TOKEN', type: 'string', is_credential: true, default: '' }],
        stages: [stage('only', [shellJob('print', 'echo "token $TOKEN"; seq 1 30')])],
      });
      const taskId = await runWorkflow(t, workflow, [{ name: 'TOKEN', value: SECRET }]);
      expect((await waitForTask(t, workflow, taskId)).status).toBe('passed');
      const localFile = path.join(t.dataDir, 'logs', workflow, String(taskId), 'print.log');
      // moved: the local file goes once the upload has succeeded
      await vi.waitFor(() => expect(existsSync(localFile)).toBe(false), { timeout: 20_000, interval: 25 });
      const objectKey = `logs/${workflow}/${taskId}/print.log`;
      const stored = await text((await store.get(objectKey))!);
      return { taskId, objectKey, stored };
    }

    it('uploads the masked log of a finished job and removes the local file', async () => {
      const { stored } = await runArchived('archived');
      expect(stored).toContain(`token ${MASK}\n`);
      expect(stored).not.toContain(SECRET);
      expect(stored).toContain('\n30\n');
    });

    it('serves the whole log, its tail and its SSE stream of the finished job from the store', async () => {
      const { taskId, stored } = await runArchived('served');
      expect(await jobLog(t, 'served', taskId, 'print')).toBe(stored);

      const tail = await t.request({
        method: 'GET',
        url: `/api/aslan/logs/log/v4/workflow/served/${taskId}/jobs/print/3`,
        token: t.admin.token,
      });
      expect(tail.body).toBe('28\n29\n30\n');

      const whole = await t.request({
        method: 'GET',
        url: `/api/aslan/logs/sse/v4/workflow/served/${taskId}/print/99999`,
        token: t.admin.token,
      });
      expect(sseEvents(whole.body)).toEqual({ text: stored, ended: true });
      const lastLines = await t.request({
        method: 'GET',
        url: `/api/aslan/logs/sse/v4/workflow/served/${taskId}/print/2`,
        token: t.admin.token,
      });
      expect(sseEvents(lastLines.body)).toEqual({ text: '29\n30\n', ended: true });
    });

    it('continues the archived log of a retried job, whose whole log then holds both runs', async () => {
      await insertWorkflow(t, {
        name: 'retried',
        project: PROJECT,
        share_storages: [{ name: 'state', path: '/state' }],
        stages: [
          stage('only', [
            shellJob(
              'flaky',
              'test -f /state/fixed || { echo "run 1"; touch /state/fixed; exit 1; }; echo "run 2"',
              sharing('state'),
            ),
          ]),
        ],
      });
      const taskId = await runWorkflow(t, 'retried');
      expect((await waitForTask(t, 'retried', taskId)).status).toBe('failed');
      const localFile = path.join(t.dataDir, 'logs', 'retried', String(taskId), 'flaky.log');
      await vi.waitFor(() => expect(existsSync(localFile)).toBe(false), { timeout: 20_000, interval: 25 });
      const retry = await t.request({
        method: 'POST',
        url: `/api/aslan/workflow/v4/workflowtask/retry/workflow/retried/task/${taskId}`,
        token: t.admin.token,
      });
      expect(retry.statusCode, retry.body).toBe(200);
      const done = (task: { status: string }) => task.status === 'passed' || task.status === 'failed';
      expect((await waitForTask(t, 'retried', taskId, done)).status).toBe('passed');
      await vi.waitFor(() => expect(existsSync(localFile)).toBe(false), { timeout: 20_000, interval: 25 });
      const whole = await jobLog(t, 'retried', taskId, 'flaky');
      expect(whole).toMatch(/run 1\n[\s\S]*run 2\n/);
      expect(await text((await store.get(`logs/retried/${taskId}/flaky.log`))!)).toBe(whole);
    });

    it('archives the log of a test run alone (an internal _test- task) and serves it from there', async () => {
      const created = await t.request({
        method: 'POST',
        url: `/api/aslan/testing/test?projectName=${PROJECT}`,
        token: t.admin.token,
        payload: {
          name: 'api_checks',
          product_name: PROJECT,
          test_type: 'function',
          repos: [],
          timeout: 60,
          pre_test: {
            build_os: 'focal',
            installs: [],
            envs: [{ key: 'API_KEY', value: SECRET, type: 'string', is_credential: true }],
          },
          scripts: 'echo "key $API_KEY"; echo checked',
        },
      });
      expect(created.statusCode, created.body).toBe(200);
      const run = await t.request({
        method: 'POST',
        url: `/api/aslan/testing/testtask?projectName=${PROJECT}`,
        token: t.admin.token,
        payload: { product_name: PROJECT, test_name: 'api_checks' },
      });
      expect(run.statusCode, run.body).toBe(200);
      const taskId = run.json().task_id as number;
      const logUrl = `/api/aslan/logs/log/workflow/api_checks-job/tasks/${taskId}/tests/api_checks/service/api_checks?projectName=${PROJECT}&workflowType=test`;
      // logs/_test-<test id>/<task id>/<job>.log
      const archivedKey = async () =>
        (await store.list('logs/_test-')).find((o) => o.key.split('/')[2] === String(taskId))?.key;
      await vi.waitFor(async () => expect(await archivedKey()).toBeDefined(), {
        timeout: 30_000,
        interval: 50,
      });
      const stored = await text((await store.get((await archivedKey())!))!);
      expect(stored).toContain(`key ${MASK}\n`);
      expect(stored).not.toContain(SECRET);
      const localFile = path.join(t.dataDir, 'logs', ...(await archivedKey())!.split('/').slice(1));
      await vi.waitFor(() => expect(existsSync(localFile)).toBe(false), { timeout: 20_000, interval: 25 });
      const served = await t.request({ method: 'GET', url: logUrl, token: t.admin.token });
      expect(served.body).toBe(stored);
    });

    it('removes the archived logs with their workflow', async () => {
      const { objectKey } = await runArchived('doomed');
      const removed = await t.request({
        method: 'DELETE',
        url: '/api/aslan/workflow/v4/doomed',
        token: t.admin.token,
      });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(await store.stat(objectKey)).toBeUndefined();
    });
  });
}

let localApp: TestApp | undefined;
describeArchivedLogs(
  'job logs archived to the local disk store (DATA_DIR/objects)',
  async () => {
    localApp = await createTestApp({ logArchive: 'move' });
    return { t: localApp, store: new LocalDiskStore(path.join(localApp.dataDir, 'objects')) };
  },
  async () => localApp?.close(),
);

let s3: TestS3Server | undefined;
let s3App: TestApp | undefined;
describeArchivedLogs(
  'job logs archived to the default S3 storage (s3rver)',
  async () => {
    s3 = await startS3Server();
    s3App = await createTestApp({ logArchive: 'move' });
    const saved = await s3App.request({
      method: 'POST',
      url: '/api/aslan/system/s3storage',
      token: s3App.admin.token,
      payload: {
        endpoint: s3.endpoint,
        bucket: 'job-logs',
        subfolder: 'ci',
        ak: S3_ACCESS_KEY,
        sk: S3_SECRET_KEY,
        insecure: true,
        is_default: true,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const store = new S3Store({
      endpoint: s3.endpoint,
      bucket: 'job-logs',
      subfolder: 'ci',
      insecure: true,
      accessKey: S3_ACCESS_KEY,
      secretKey: S3_SECRET_KEY,
    });
    return { t: s3App, store };
  },
  async () => {
    await s3App?.close();
    await s3?.stop();
  },
);
