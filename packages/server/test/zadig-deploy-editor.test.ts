import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { expectPortalAnswer, portalCall } from './portal/portal-contract.js';
import { createProject } from './projects.fixture.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The custom workflow editor's YAML bodies with deploy jobs (zadig-reference §2: zadig-deploy,
 * custom-deploy, k8s-resource-patch): saved and read back with their defaults; a job whose settings
 * are wrong is a 400 with a description, and nothing is saved.
 */
let t: TestApp;
const P = 'deploy-editor';
const base = '/api/aslan/workflow/v4';

const workflow = (name: string, jobs: object[]) => ({
  name,
  project: P,
  stages: [{ name: 'release', parallel: false, jobs }],
});
const deployJobs = [
  {
    name: 'deploy',
    type: 'zadig-deploy',
    spec: { env: 'dev', source: 'fromjob', job_name: 'build', service_and_images: [{ service_name: 'web' }] },
  },
  {
    name: 'set-image',
    type: 'custom-deploy',
    spec: {
      cluster_id: 'local',
      namespace: 'shop-dev',
      targets: [{ target: 'Deployment/web/http', image: 'reg/web:1' }],
    },
  },
  {
    name: 'patch',
    type: 'k8s-resource-patch',
    spec: {
      cluster_id: 'local',
      namespace: 'shop-dev',
      patch_items: [
        { resource_name: 'settings', resource_kind: 'ConfigMap', patch_content: '{"data": {"a": "1"}}' },
      ],
    },
  },
];
const save = (body: object) =>
  portalCall(t, { method: 'POST', url: `${base}?projectName=${P}`, body: stringify(body) });

beforeAll(async () => {
  t = await createTestApp();
  await createProject(t, { product_name: P });
});
afterAll(() => t?.close());

describe('deploy jobs in the workflow editor', () => {
  it('are saved and read back with their defaults', async () => {
    expectPortalAnswer(await save(workflow('release', deployJobs)));
    const read = await portalCall(t, { method: 'GET', url: `${base}/name/release?projectName=${P}` });
    expect(read.statusCode).toBe(200);
    const jobs = parse(read.body).stages[0].jobs;
    expect(jobs[0].spec).toMatchObject({
      env: 'dev',
      skip_check_run_status: false,
      source: 'fromjob',
      job_name: 'build',
      service_and_images: [{ service_name: 'web', service_module: '', image: '' }],
    });
    expect(jobs[1].spec).toMatchObject({ timeout: 600, source: 'runtime', docker_registry_id: '' });
    expect(jobs[2].spec.patch_items[0]).toMatchObject({ patch_strategy: 'merge', params: [] });
  });

  it('refuse wrong settings with a description, saving nothing', async () => {
    const wrong = [
      { ...deployJobs[0], spec: { env: 'dev', source: 'fromjob' } },
      {
        ...deployJobs[1],
        spec: { cluster_id: 'local', namespace: 'Shop_Dev', targets: [{ target: 'pod/web' }] },
      },
      {
        ...deployJobs[2],
        spec: {
          cluster_id: 'local',
          namespace: 'shop-dev',
          patch_items: [{ resource_name: 'x', resource_kind: 'Deployment', patch_content: '{}' }],
        },
      },
    ];
    const fields = ['job_name', 'namespace', 'patch_items.0.resource_kind'];
    for (const [index, job] of wrong.entries()) {
      const res = await save(workflow(`wrong-${index}`, [job]));
      expectPortalAnswer(res, 400);
      expect(res.json().description).toContain(`spec.${fields[index]}`);
      const read = await portalCall(t, {
        method: 'GET',
        url: `${base}/name/wrong-${index}?projectName=${P}`,
      });
      expect(read.statusCode).not.toBe(200);
    }
  });
});
