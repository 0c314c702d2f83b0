import { resourcePresets } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorkflow, createBuild, runBuild } from './build-fixture.js';
import { addKubeconfigCluster } from './kubeconfig-fixture.js';
import { type FakeCluster, type RunControl, startFakeCluster } from './kubernetes-api.js';
import { createProject } from './projects.fixture.js';
import { createTestApp, type TestApp } from './test-app.js';
import { runWorkflow, waitForTask } from './workflow-fixture.js';

/**
 * Build jobs whose build names a cluster run through the Kubernetes executor, end to end from the
 * API: against a stand-in Kubernetes API server (test/kubernetes-api.ts; no cluster runs here).
 */
const P = 'kube-shop';
const IMAGE = 'registry.example.com/build-base:focal';
const NPM_TOKEN = 'npm-Secret-value-on-cluster';
let t: TestApp;
let kube: FakeCluster;
/** What the stand-in cluster does with the next Job. */
let scenario: (run: RunControl) => void = () => {};

beforeAll(async () => {
  t = await createTestApp();
  kube = await startFakeCluster((run) => scenario(run));
  await createProject(t, { product_name: P, public: false });
  const clusterId = await addKubeconfigCluster(t, kube);
  await createBuild(t, {
    project: P,
    name: 'on-cluster',
    module: 'web',
    codehostId: 0,
    image: IMAGE,
    scripts: 'echo "building $SERVICE with $NPM_TOKEN"',
    envs: [{ key: 'NPM_TOKEN', value: NPM_TOKEN, type: 'string', is_credential: true }],
    preBuild: { cluster_id: clusterId, res_req: 'high' },
  });
  await buildWorkflow(t, { project: P, name: 'kube-build', build: 'on-cluster', module: 'web' });
});
afterAll(async () => {
  await kube?.stop();
  await t?.close();
});

interface JobBody {
  metadata: { name: string };
  spec: { template: { spec: { containers: Array<{ image: string; resources: unknown; env: unknown[] }> } } };
}
const createdJobs = () =>
  kube.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/jobs')).map((r) => r.body as JobBody);

describe('a build on a cluster', () => {
  it('creates a batch/v1 Job with the build image and preset resources, follows its log, passes', async () => {
    scenario = (run) => {
      run.startPod();
      run.log('compiled inside the pod\n');
      run.finishPod(0);
      run.setJobCondition('Complete');
    };
    const before = createdJobs().length;
    const { task, log } = await runBuild(t, 'kube-build', 'web');
    expect(task.status, log).toBe('passed');
    expect(log).toContain(
      `the job runs in its build image ${IMAGE} on the cluster builds (Kubernetes executor)`,
    );
    expect(log).toContain('compiled inside the pod');
    const [job] = createdJobs().slice(before);
    const container = job?.spec.template.spec.containers[0];
    expect(container?.image).toBe(IMAGE);
    const { request, limit } = resourcePresets.high;
    expect(container?.resources).toEqual({
      requests: { cpu: `${request.cpu_limit}m`, memory: `${request.memory_limit}Mi` },
      limits: { cpu: `${limit.cpu_limit}m`, memory: `${limit.memory_limit}Mi` },
    });
    // the credential variable goes through the run's Secret, never into the Job
    expect(JSON.stringify(job)).not.toContain(NPM_TOKEN);
    expect(kube.requests.filter((r) => r.path.includes('/namespaces/ci/')).length).toBeGreaterThan(0);
  });

  it('cancel deletes the Job', async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    scenario = (run) => {
      run.startPod();
      run.log('long build\n');
      started();
    };
    const id = await runWorkflow(t, 'kube-build');
    await running;
    const cancel = await t.request({
      method: 'DELETE',
      url: `/api/aslan/workflow/v4/workflowtask/workflow/kube-build/task/${id}`,
      token: t.admin.token,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const task = await waitForTask(t, 'kube-build', id, undefined, 60_000);
    expect(task.status).toBe('cancelled');
    const name = createdJobs().at(-1)?.metadata.name;
    expect(
      kube.requests.some(
        (r) => r.method === 'DELETE' && r.path.startsWith(`/apis/batch/v1/namespaces/ci/jobs/${name}`),
      ),
    ).toBe(true);
    expect(kube.jobs.has(name ?? '')).toBe(false);
  });
});
