import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorkflow, createBuild } from './build-fixture.js';
import { addKubeconfigCluster } from './kubeconfig-fixture.js';
import { type FakeCluster, type RunControl, startFakeCluster } from './kubernetes-api.js';
import { createProject } from './projects.fixture.js';
import { createTestApp, type TestApp } from './test-app.js';
import { getTask, jobLog, runWorkflow, waitForTask } from './workflow-fixture.js';

/**
 * A build running on a cluster outlives a server restart: the first app is closed while the pod
 * runs (the engine stops with reason 'shutdown'), a second app on the same data folder and database
 * takes the task up again and follows the Job to its end. Against a stand-in Kubernetes API server
 * (test/kubernetes-api.ts; no cluster runs here).
 */
const P = 'kube-restart';
const WORKFLOW = 'kube-restart-build';
const JOB = 'build-web-web';
let first: TestApp;
let second: TestApp | undefined;
let kube: FakeCluster;
let pod: RunControl | undefined;

beforeAll(async () => {
  first = await createTestApp();
  kube = await startFakeCluster((run) => {
    if (pod) {
      // later steps (the cache save) pass at once
      run.startPod();
      run.finishPod(0);
      run.setJobCondition('Complete');
      return;
    }
    // the build script: runs across the restart
    pod = run;
    run.startPod();
    // dated a minute back: a resumed copy starts a few seconds before the detach, not this early
    run.log('compiled before the restart\n', new Date(Date.now() - 60_000));
  });
  await createProject(first, { product_name: P, public: false });
  const clusterId = await addKubeconfigCluster(first, kube);
  await createBuild(first, {
    project: P,
    name: 'on-cluster',
    module: 'web',
    codehostId: 0,
    image: 'registry.example.com/build-base:focal',
    scripts: 'make',
    preBuild: { cluster_id: clusterId, res_req: 'low' },
  });
  await buildWorkflow(first, { project: P, name: WORKFLOW, build: 'on-cluster', module: 'web' });
});
afterAll(async () => {
  await kube?.stop();
  await (second ?? first)?.close();
});

const until = async (what: string, check: () => boolean | Promise<boolean>) => {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited in vain for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
};
const logFollows = () => kube.requests.filter((r) => r.method === 'GET' && r.path.includes('/log?'));

describe('a build on a cluster across a server restart', () => {
  it('the task stays running, the restarted server re-attaches to its Job, and it passes with the whole log', async () => {
    const id = await runWorkflow(first, WORKFLOW);
    await until('the pod log to be followed', () => logFollows().length > 0);
    await until('the first line in the job log', async () =>
      (await jobLog(first, WORKFLOW, id, JOB)).includes('compiled before the restart'),
    );

    await first.app.close();
    const jobName = [...kube.jobs.keys()][0] ?? '';
    expect(kube.jobs.has(jobName)).toBe(true);
    expect(kube.secrets.has(jobName)).toBe(true);
    pod?.log('tested while the server was down\n');

    second = await createTestApp({}, { restartOf: first });
    const taken = await getTask(second, WORKFLOW, id);
    expect(taken.status).toBe('running');
    await until('the log to be followed again', () =>
      logFollows().some((r) => r.path.includes('sinceTime=')),
    );
    pod?.log('linked after the restart\n');
    pod?.finishPod(0);
    pod?.setJobCondition('Complete');

    const task = await waitForTask(second, WORKFLOW, id, undefined, 60_000);
    const log = await jobLog(second, WORKFLOW, id, JOB);
    expect(task.status, log).toBe('passed');
    expect(log).toContain(`[kubernetes] re-attached to Job ${jobName}`);
    for (const line of [
      'compiled before the restart',
      'tested while the server was down',
      'linked after the restart',
    ])
      expect(log.split(line)).toHaveLength(2);
    // the build script's Job was created once (its second create met it), its Secret gone at the end
    expect(
      kube.requests
        .filter((r) => r.method === 'POST' && r.path.endsWith('/jobs'))
        .map((r) => (r.body as { metadata: { name: string } }).metadata.name)
        .filter((name) => name === jobName),
    ).toHaveLength(2);
    expect(kube.jobs.has(jobName)).toBe(true);
    expect(kube.secrets.size).toBe(0);
  });
});
