import {
  customDeploySpecSchema,
  jobSchema,
  k8sPatchSpecSchema,
  zadigDeploySpecSchema,
} from '@slipway/contracts';
import { describe, expect, it } from 'vitest';
import type { PreparedJob } from '../src/engine/executors/job-executor.js';
import { customDeployJob } from '../src/engine/job-types/custom-deploy.js';
import { HELM_MISSING } from '../src/engine/job-types/helm-deploy.js';
import type { JobContext } from '../src/engine/job-types/job-type.js';
import { k8sPatchJob } from '../src/engine/job-types/k8s-patch.js';
import { DEPLOYS_UNAVAILABLE, zadigDeployJob } from '../src/engine/job-types/zadig-deploy.js';
import {
  type DeployEnvironment,
  type DeployTargets,
  setServiceImage,
} from '../src/engine/job-types/zadig-deploy-targets.js';
import { memoryLog } from './memory-log.js';
import { MemoryWorkloads } from './zadig-deploy-workloads.js';

/**
 * The deploy job types' rules against an in-memory stand-in of a cluster's workload driver (the
 * real drivers are exercised by the local cluster end-to-end test): which images are set where,
 * rollouts waited for, and the reasons failures carry.
 */
const NS = 'shop-dev';

function setup() {
  const memory = new MemoryWorkloads();
  memory.addWorkload(
    NS,
    'web',
    { kind: 'Deployment', name: 'web' },
    { web: 'reg/web:1', sidecar: 'reg/proxy:1' },
  );
  memory.addWorkload(NS, 'db', { kind: 'StatefulSet', name: 'db' }, { db: 'reg/db:1' });
  memory.addWorkload('other', 'web', { kind: 'Deployment', name: 'web' }, { web: 'reg/web:1' });
  const driver = memory.asDriver();
  const environment: DeployEnvironment = {
    project: 'shop',
    name: 'dev',
    namespace: NS,
    clusterId: 'local',
    driver,
    services: [
      {
        name: 'web',
        type: 'k8s',
        containers: [
          { name: 'web', image: 'reg/web:1' },
          { name: 'sidecar', image: 'reg/proxy:1' },
        ],
      },
      { name: 'db', type: 'k8s', containers: [{ name: 'db', image: 'reg/db:1' }] },
      { name: 'chart', type: 'helm', containers: [{ name: 'api', image: 'reg/api:1' }] },
      { name: 'vm', type: 'pm', containers: [] },
    ],
  };
  const recorded: string[] = [];
  const targets: DeployTargets = {
    environment: async (project, env) => {
      if (project !== 'shop' || env !== 'dev') throw new Error(`environment ${env} not found in ${project}`);
      return environment;
    },
    cluster: async (id) => {
      if (id !== 'local') throw new Error(`cluster ${id} not found`);
      return driver;
    },
    deployImage: async (env, service, container, image) => {
      recorded.push(`${service}/${container}=${image}`);
      return setServiceImage(env.driver, env.namespace, service, container, image);
    },
    deployHelm: async () => {
      throw new Error(HELM_MISSING);
    },
  };
  return { memory, targets, recorded };
}

function context(outputs: Record<string, Record<string, string>> = {}, timeoutMs = 5_000) {
  const { log, text } = memoryLog();
  const ctx: JobContext = {
    job: {} as PreparedJob,
    env: {},
    templates: {
      project: 'shop',
      workflow: 'release',
      taskId: 7,
      creator: 'admin',
      params: { TAG: '9' },
      outputs,
    },
    jobName: 'deploy',
    log,
    signal: new AbortController().signal,
    timeoutMs,
    minuteMs: 60_000,
  };
  return { ctx, text };
}

const deploySpec = (input: unknown) => zadigDeploySpecSchema.parse(input);

describe('zadig-deploy', () => {
  it('sets the given images, waits for each changed workload and logs each step', async () => {
    const { memory, targets, recorded } = setup();
    const { ctx, text } = context();
    const spec = deploySpec({
      env: 'dev',
      service_and_images: [
        { service_name: 'web', service_module: 'web', image: 'reg/web:{{.workflow.params.TAG}}' },
        { service_name: 'db', image: 'reg/db:2' },
      ],
    });
    const result = await zadigDeployJob(targets).run(spec, ctx);
    expect(result).toEqual({ status: 'passed', outputs: {}, error: '' });
    expect(recorded).toEqual([
      'web/web=reg/web:{{.workflow.params.TAG}}'.replace('{{.workflow.params.TAG}}', '9'),
      'db/db=reg/db:2',
    ]);
    expect(memory.image(NS, 'web', 'web')).toBe('reg/web:9');
    expect(memory.image(NS, 'web', 'sidecar')).toBe('reg/proxy:1');
    expect(memory.image('other', 'web', 'web')).toBe('reg/web:1');
    expect(memory.calls.filter((c) => c.startsWith('waitRollout'))).toEqual([
      `waitRollout ${NS} Deployment/web`,
      `waitRollout ${NS} StatefulSet/db`,
    ]);
    expect(text()).toContain('web/web: setting the image reg/web:9');
    expect(text()).toContain('StatefulSet/db is ready');
  });

  it('takes images from the build job outputs, module by module', async () => {
    const { memory, targets } = setup();
    const { ctx } = context({
      'build-web-web': { IMAGE: 'reg/web:20261123-7', PKG_FILE: 'x' },
      'build-db-db': { IMAGE: 'reg/db:20261123-7' },
    });
    const onlyListed = deploySpec({
      env: 'dev',
      source: 'fromjob',
      job_name: 'build',
      service_and_images: [{ service_name: 'web', service_module: 'web' }],
    });
    expect((await zadigDeployJob(targets).run(onlyListed, ctx)).status).toBe('passed');
    expect(memory.image(NS, 'web', 'web')).toBe('reg/web:20261123-7');
    expect(memory.image(NS, 'db', 'db')).toBe('reg/db:1');
    // no services listed: every module the build made
    const everything = deploySpec({ env: 'dev', source: 'fromjob', job_name: 'build' });
    expect((await zadigDeployJob(targets).run(everything, ctx)).status).toBe('passed');
    expect(memory.image(NS, 'db', 'db')).toBe('reg/db:20261123-7');
  });

  it('fails with the reason: image pull error, crash loop, timeout', async () => {
    const cases = [
      [
        'reg/web:missing',
        'failed',
        /image pull error: web-abc12\/web \(reg\/web:missing\): waiting ImagePullBackOff/,
      ],
      ['reg/web:crash', 'failed', /crash loop: web-abc12\/web .* after 4 restarts/],
      ['reg/web:slow', 'timeout', /Deployment\/web: timed out waiting for the rollout/],
    ] as const;
    for (const [image, status, error] of cases) {
      const { targets } = setup();
      const { ctx, text } = context({}, 100);
      const spec = deploySpec({
        env: 'dev',
        service_and_images: [{ service_name: 'web', service_module: 'web', image }],
      });
      const result = await zadigDeployJob(targets).run(spec, ctx);
      expect(result.status).toBe(status);
      expect(result.error).toMatch(error);
      expect(text()).toMatch(error);
    }
  });

  it('skips the rollout check when asked', async () => {
    const { memory, targets } = setup();
    const { ctx, text } = context();
    const spec = deploySpec({
      env: 'dev',
      skip_check_run_status: true,
      service_and_images: [{ service_name: 'web', service_module: 'web', image: 'reg/web:slow' }],
    });
    expect((await zadigDeployJob(targets).run(spec, ctx)).status).toBe('passed');
    expect(memory.calls.some((c) => c.startsWith('waitRollout'))).toBe(false);
    expect(text()).toContain('skip_check_run_status');
  });

  it('refuses what it cannot deploy, with the reason and nothing changed', async () => {
    const { memory, targets } = setup();
    const refusals = [
      [
        { env: 'prod', service_and_images: [{ service_name: 'web', image: 'reg/web:2' }] },
        /environment prod not found/,
      ],
      [{ env: 'dev', service_and_images: [{ service_name: 'nope', image: 'x:1' }] }, /has no service nope/],
      [
        { env: 'dev', service_and_images: [{ service_name: 'web', service_module: 'web' }] },
        /no image for web\/web/,
      ],
      [
        { env: 'dev', service_and_images: [{ service_name: 'web', image: 'other/thing:2' }] },
        /which container of web/,
      ],
      [{ env: 'dev', source: 'fromjob', job_name: 'build' }, /built no image/],
      [
        { env: 'dev', service_and_images: [{ service_name: 'vm', image: 'x:1' }] },
        /cannot tell which container|host service/,
      ],
      [
        { env: 'dev', service_and_images: [{ service_name: 'web', service_module: 'nope', image: 'x:1' }] },
        /no workload of the service web runs a container nope/,
      ],
    ] as const;
    for (const [input, error] of refusals) {
      const { ctx } = context();
      const result = await zadigDeployJob(targets).run(deploySpec(input), ctx);
      expect(result.status).toBe('failed');
      expect(result.error).toMatch(error);
    }
    expect(memory.calls).toEqual([]);
    const { ctx } = context();
    const spec = deploySpec({ env: 'dev', service_and_images: [{ service_name: 'web', image: 'x:1' }] });
    expect((await zadigDeployJob(undefined).run(spec, ctx)).error).toBe(DEPLOYS_UNAVAILABLE);
  });

  it('upgrades Helm services through helm, failing clearly when helm is missing', async () => {
    const { targets } = setup();
    const { ctx, text } = context();
    const spec = deploySpec({
      env: 'dev',
      service_and_images: [{ service_name: 'chart', service_module: 'api', image: 'reg/api:2' }],
    });
    const result = await zadigDeployJob(targets).run(spec, ctx);
    expect(result.status).toBe('failed');
    expect(result.error).toBe(`chart: ${HELM_MISSING}`);
    expect(text()).toContain('chart: helm upgrade --install with api=reg/api:2');
  });
});

describe('custom-deploy', () => {
  it('sets images on named workloads of a namespace and waits for them', async () => {
    const { memory, targets } = setup();
    const { ctx, text } = context({ 'build-web-web': { IMAGE: 'reg/web:from-build' } });
    const spec = customDeploySpecSchema.parse({
      namespace: 'other',
      cluster_id: 'local',
      source: 'fromjob',
      job_name: 'build',
      targets: [{ target: 'deployment/web/web' }],
    });
    const result = await customDeployJob(targets).run(spec, ctx);
    expect(result).toEqual({ status: 'passed', outputs: {}, error: '' });
    expect(memory.image('other', 'web', 'web')).toBe('reg/web:from-build');
    expect(memory.image(NS, 'web', 'web')).toBe('reg/web:1');
    expect(text()).toContain('other: Deployment/web/web: setting the image reg/web:from-build');
    const missing = customDeploySpecSchema.parse({
      namespace: 'other',
      cluster_id: 'local',
      targets: [{ target: 'Deployment/web/web', image: 'reg/web:missing' }],
      timeout: 1,
    });
    const failed = await customDeployJob(targets).run(missing, context({}, 100).ctx);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/image pull error/);
    const elsewhere = { ...missing, cluster_id: 'gone' };
    expect((await customDeployJob(targets).run(elsewhere, context().ctx)).error).toBe(
      'cluster gone not found',
    );
  });
});

describe('k8s-resource-patch', () => {
  it('patches objects with merge, strategic-merge and json patches, params filled in', async () => {
    const { memory, targets } = setup();
    memory.addResource(NS, 'ConfigMap', { metadata: { name: 'settings' }, data: { a: '1', b: '2' } });
    memory.addResource(NS, 'Service', {
      metadata: { name: 'web' },
      spec: {
        ports: [
          { name: 'http', port: 80 },
          { name: 'debug', port: 9000 },
        ],
      },
    });
    const spec = k8sPatchSpecSchema.parse({
      cluster_id: 'local',
      namespace: NS,
      patch_items: [
        {
          resource_name: 'settings',
          resource_kind: 'ConfigMap',
          patch_content: '{"data": {"a": "{{.level}}", "b": null}}',
          params: [{ name: 'level', value: 'debug' }],
        },
        {
          resource_name: 'web',
          resource_kind: 'Service',
          patch_strategy: 'strategic-merge',
          patch_content:
            'spec:\n  ports:\n  - name: http\n    port: 8080\n  - name: debug\n    $patch: delete\n',
        },
        {
          resource_name: 'settings',
          resource_kind: 'ConfigMap',
          patch_strategy: 'json',
          patch_content:
            '[{"op": "add", "path": "/data/c", "value": "3"}, {"op": "test", "path": "/data/a", "value": "debug"}]',
        },
      ],
    });
    const { ctx, text } = context();
    expect(await k8sPatchJob(targets).run(spec, ctx)).toEqual({ status: 'passed', outputs: {}, error: '' });
    expect(await memory.listResources(NS, 'ConfigMap')).toEqual([
      { metadata: { name: 'settings' }, data: { a: 'debug', c: '3' } },
    ]);
    expect(await memory.listResources(NS, 'Service')).toEqual([
      { metadata: { name: 'web' }, spec: { ports: [{ name: 'http', port: 8080 }] } },
    ]);
    expect(text()).toContain('Service/web: patched (strategic-merge)');
  });

  it('stops at the first item that cannot be patched, with the reason', async () => {
    const { memory, targets } = setup();
    memory.addResource(NS, 'ConfigMap', { metadata: { name: 'settings' }, data: { a: '1' } });
    const item = (patch_content: string, patch_strategy = 'merge', resource_name = 'settings') => ({
      cluster_id: 'local',
      namespace: NS,
      patch_items: [{ resource_name, resource_kind: 'ConfigMap', patch_content, patch_strategy }],
    });
    const cases = [
      [
        item('{"data": {"a": "2"}}', 'merge', 'absent'),
        /ConfigMap\/absent: not found in the namespace shop-dev/,
      ],
      [item('{"data": [unclosed'), /neither JSON nor YAML/],
      [item('[{"op": "remove", "path": "/data/zz"}]', 'json'), /nothing at \/data\/zz/],
      [item('{"metadata": {"name": "renamed"}}'), /cannot change the name/],
      [item('"just text"'), /a merge patch is a map/],
    ] as const;
    for (const [input, error] of cases) {
      const result = await k8sPatchJob(targets).run(k8sPatchSpecSchema.parse(input), context().ctx);
      expect(result.status).toBe('failed');
      expect(result.error).toMatch(error);
    }
    expect(await memory.listResources(NS, 'ConfigMap')).toEqual([
      { metadata: { name: 'settings' }, data: { a: '1' } },
    ]);
  });
});

describe('deploy job settings', () => {
  it('are refused with the message keys of the settings at fault', () => {
    const issues = (
      schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
      value: unknown,
    ) => schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];
    expect(issues(zadigDeploySpecSchema, { env: '' })).toContain('validation.deploy.envRequired');
    expect(issues(zadigDeploySpecSchema, { env: 'dev', source: 'fromjob' })).toContain(
      'validation.deploy.jobNameRequired',
    );
    expect(issues(customDeploySpecSchema, { namespace: 'Bad_NS', cluster_id: 'c', targets: [] })).toEqual(
      expect.arrayContaining(['validation.deploy.namespaceFormat', 'validation.deploy.targetsRequired']),
    );
    expect(
      issues(customDeploySpecSchema, { namespace: 'ns', cluster_id: 'c', targets: [{ target: 'pod/x/y' }] }),
    ).toContain('validation.deploy.targetFormat');
    expect(
      issues(k8sPatchSpecSchema, {
        cluster_id: 'c',
        namespace: 'ns',
        patch_items: [{ resource_name: 'x', resource_kind: 'Deployment', patch_content: '{}' }],
      }),
    ).toContain('validation.patch.kindUnsupported');
    const job = jobSchema.parse({ name: 'deploy', type: 'zadig-deploy', spec: { env: 'dev' } });
    expect(job.spec).toMatchObject({
      source: 'runtime',
      service_and_images: [],
      skip_check_run_status: false,
    });
  });
});
