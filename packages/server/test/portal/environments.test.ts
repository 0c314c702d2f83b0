import type { LoginResponse } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryWorkloadDriver } from '../environment-memory-driver.js';
import { bindProjectRoles, createProject } from '../projects.fixture.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectShape, portalCaller } from './portal-contract.js';

/**
 * The portal's environment calls of a K8s YAML project (env/k8sPmEnv/createK8sEnv.vue,
 * env/env_detail/envDetailComp.vue, inner_env/serviceDetail.vue; portal-shapes §1–§4). The cluster
 * is an in-memory stand-in (test/environment-memory-driver.ts) so that only environment rules are
 * under test here; environment-podman.test.ts runs the same calls on the local podman cluster.
 */
let t: TestApp;
let reader: LoginResponse;
const driver = new MemoryWorkloadDriver();
const call = portalCaller(() => t);
const PROJECT = 'env-shop';
const q = `projectName=${PROJECT}`;
const envs = `/api/aslan/environment/environments?${q}`;
const env = (name: string, rest = '') => `/api/aslan/environment/environments/${name}${rest}?${q}`;

const serviceYaml = (name: string) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${name}
spec:
  replicas: {{.replicas}}
  selector:
    matchLabels: { app: ${name} }
  template:
    metadata:
      labels: { app: ${name} }
    spec:
      containers:
        - name: ${name}
          image: docker.io/library/nginx:{{.tag}}
`;

/** What createK8sEnv.vue sends: the services of init_info with the images chosen. */
const createBody = (name: string, images: Record<string, string> = {}) => ({
  product_name: PROJECT,
  cluster_id: '',
  env_name: name,
  source: 'spock',
  namespace: `${PROJECT}-env-${name}`,
  defaultNamespace: `${PROJECT}-env-${name}`,
  vars: [{ key: 'tag', value: '1.25', services: ['web'] }],
  revision: 1,
  isPublic: true,
  roleIds: [],
  registry_id: '',
  is_existed: false,
  env_configs: [],
  services: [
    ['web', 'api'].map((s) => ({
      service_name: s,
      type: 'k8s',
      picked: true,
      containers: [{ name: s, image: images[s] ?? '', image_name: 'nginx' }],
    })),
  ],
});

const settled = () => t.app.environments.settled();

beforeAll(async () => {
  t = await createTestApp();
  t.app.environments.useDrivers({ driverFor: () => driver });
  await createProject(t, { product_name: PROJECT });
  for (const name of ['web', 'api'])
    await call('POST', `/api/aslan/service/services?${q}&force=false`, {
      product_name: PROJECT,
      service_name: name,
      visibility: 'private',
      type: 'k8s',
      yaml: serviceYaml(name),
      source: 'spock',
      variable_yaml: 'replicas: 1\ntag: latest\n',
    });
  reader = await t.createUser('env-reader');
  await bindProjectRoles(t, PROJECT, [reader.uid], ['read-only']);
});
afterAll(() => t.close());

describe('creating a K8s YAML environment', () => {
  it('offers the project services in init_info', async () => {
    const info = (
      await call(
        'GET',
        `/api/aslan/environment/init_info/${PROJECT}?envType=general&isBaseEnv=true&baseEnv=&${q}`,
      )
    ).json();
    expectShape(info, { revision: 'integer', source: 'string', services: 'array' });
    expect(
      info.services
        .flat()
        .map((s: { service_name: string }) => s.service_name)
        .sort(),
    ).toEqual(['api', 'web']);
    expectShape(info.services[0][0], {
      service_name: 'string',
      type: 'string',
      containers: [{ name: 'string', image: 'string', image_name: 'string' }],
    });
  });

  it('makes the namespace, applies each service rendered with the env variables and ends in success', async () => {
    await call('POST', envs, createBody('dev', { api: 'docker.io/library/nginx:1.27' }));
    await settled();
    expect(driver.namespaceSet.has(`${PROJECT}-env-dev`)).toBe(true);
    const web = driver.applied.find((a) => a.service === 'web');
    expect(web?.manifests).toContain('image: docker.io/library/nginx:1.25');
    expect(web?.manifests).toContain('replicas: 1');
    expect(driver.applied.find((a) => a.service === 'api')?.manifests).toContain('nginx:1.27');

    const list = (await call('GET', envs)).json();
    expectShape(list, [
      {
        name: 'string',
        projectName: 'string',
        production: 'boolean',
        is_prod: 'boolean',
        source: 'string',
        clusterName: 'string',
        updateTime: 'seconds',
        status: 'string',
      },
    ] as never);
    expect(list.map((e: { name: string; status: string }) => [e.name, e.status])).toEqual([
      ['dev', 'success'],
    ]);

    const detail = (await call('GET', env('dev'))).json();
    expectShape(detail, {
      product_name: 'string',
      env_name: 'string',
      namespace: 'string',
      cluster_id: 'string',
      is_local: 'boolean',
      status: 'string',
      update_time: 'seconds',
      services: 'array',
      vars: [{ key: 'string', value: 'string', services: 'array' }],
    });
    expect(detail).toMatchObject({
      env_name: 'dev',
      namespace: `${PROJECT}-env-dev`,
      cluster_id: 'local',
      is_local: true,
      status: 'Running',
      error: '',
    });
    expect(detail.vars).toEqual([{ key: 'tag', value: '1.25', services: ['api', 'web'] }]);
  });

  it('refuses a bad name or a taken one with a 400/409 and a description, changing nothing', async () => {
    const bad = await call('POST', envs, { ...createBody('Bad_Name') }, undefined, 400);
    expect(typeof bad.json().description).toBe('string');
    await call('POST', envs, createBody('dev'), undefined, 409);
    const unknown = {
      ...createBody('ghost'),
      services: [[{ service_name: 'nope', type: 'k8s', containers: [] }]],
    };
    await call('POST', envs, unknown, undefined, 400);
    expect((await call('GET', envs)).json()).toHaveLength(1);
  });

  it('says unstable when a service does not become ready, with the message of spec §8', async () => {
    await call('POST', envs, createBody('broken', { web: 'docker.io/library/broken:1' }));
    await settled();
    const detail = (
      await t.request({
        method: 'GET',
        url: env('broken'),
        token: t.admin.token,
        headers: { 'accept-language': 'en' },
      })
    ).json();
    expect(detail.status).toBe('Unstable');
    expect(detail.error).toBe('environment created but unstable');
    await call('DELETE', `${env('broken')}&is_delete=true`);
  });
});

describe('the environment detail page', () => {
  it('lists service rows with their status, images and the x-total header', async () => {
    const res = await call('GET', `${env('dev', '/groups')}&serviceName=&perPage=1&page=1`);
    expect(res.headers['x-total']).toBe('2');
    expectShape(res.json(), [
      { service_name: 'string', type: 'string', status: 'string', images: 'array', product_name: 'string' },
    ] as never);
    expect(res.json()).toMatchObject([
      { service_name: 'api', type: 'k8s', status: 'Running', images: ['docker.io/library/nginx:1.27'] },
    ]);
    const second = await call('GET', `${env('dev', '/groups')}&serviceName=&perPage=1&page=2`);
    expect(second.json().map((r: { service_name: string }) => r.service_name)).toEqual(['web']);
  });

  it('shows a service with its workloads and pods, and acts on them', async () => {
    const detail = (
      await call('GET', `${env('dev', '/services/web')}&envType=&workLoadType=Deployment`)
    ).json();
    expectShape(detail, {
      scales: [
        {
          name: 'string',
          type: 'string',
          replicas: 'integer',
          images: [{ name: 'string', image: 'string', image_name: 'string' }],
          pods: [
            { name: 'string', status: 'string', pod_ready: 'boolean', age: 'string', containers: 'array' },
          ],
        },
      ],
      ingress: 'array',
      service_endpoints: 'array',
    });
    await call(
      'POST',
      `${env('dev', '/services/web/scaleNew')}&number=3&envName=dev&type=Deployment&name=web&envType=`,
    );
    expect((await driver.workloads(`${PROJECT}-env-dev`)).find((w) => w.name === 'web')?.replicas).toBe(3);
    await call('POST', `${env('dev', '/services/web/restartNew')}&type=Deployment&name=web&envType=`);
    await call('POST', `${env('dev', '/services/web/restart')}&envType=`);
    await call('DELETE', `/api/aslan/environment/kube/dev/pods/web-0?${q}&envName=dev&envType=`);
    expect(driver.deletedPods).toContain('web-0');
    // what the cluster refuses is the caller's 400 with the cluster's reason
    const refused = await call(
      'POST',
      `${env('dev', '/services/web/restartNew')}&type=Deployment&name=ghost`,
      undefined,
      undefined,
      400,
    );
    expect(refused.json().description).toContain('ghost');
    await call(
      'POST',
      `${env('dev', '/services/web/scaleNew')}&number=-1&type=Deployment&name=web`,
      undefined,
      undefined,
      400,
    );
    const events = (
      await call(
        'GET',
        `/api/aslan/environment/kube/events?${q}&envName=dev&type=Deployment&name=web&envType=`,
      )
    ).json();
    expectShape(events, [
      { message: 'string', reason: 'string', count: 'integer', first_seen: 'seconds', last_seen: 'seconds' },
    ] as never);
    const exported = (
      await call('GET', `/api/aslan/environment/export/service?serviceName=web&envName=dev&${q}&envType=`)
    ).json();
    expect(exported).toHaveLength(1);
    expect(exported[0]).toContain('kind: Deployment');
  });

  it('sets an image from the dialog and records it as a revision', async () => {
    await call('POST', `/api/aslan/environment/image/deployment/dev?${q}&envType=`, {
      product_name: PROJECT,
      service_name: 'web',
      container_name: 'web',
      name: 'web',
      image: 'docker.io/library/nginx:1.26',
      env_name: 'dev',
    });
    const rows = (await call('GET', `${env('dev', '/groups')}&serviceName=web&perPage=20&page=1`)).json();
    expect(rows[0].images).toEqual(['docker.io/library/nginx:1.26']);
  });

  it('answers 6168 when updating over a deployed image, and updates with force', async () => {
    const res = await call(
      'PUT',
      `${env('dev')}&envType=&force=false`,
      { vars: [{ key: 'tag', value: '1.24', services: ['web'] }], service_names: ['web'] },
      undefined,
      409,
    );
    expect(res.json().code).toBe(6168);
    expect(res.json().description).toContain('the following services are modified since last update:');
    expect(JSON.parse(/\{[^}]*\}/.exec(res.json().description)?.[0] ?? '{}')).toEqual({ name: 'web' });
    await call('PUT', `${env('dev')}&envType=&force=true`, {
      vars: [{ key: 'tag', value: '1.24', services: ['web'] }],
      service_names: ['web'],
    });
    await settled();
    expect(driver.applied.at(-1)?.manifests).toContain('nginx:1.24');
  });

  it('keeps a revision per change: two compare, one more is refused, and rollback restores', async () => {
    const versions = (await call('GET', env('dev', '/versions'))).json();
    expect(versions.map((v: { revision: number }) => v.revision)).toEqual([3, 2, 1]);
    const diff = (await call('GET', `${env('dev', '/versions/diff')}&revisions=1,3`)).json();
    expect(diff.services.find((s: { service_name: string }) => s.service_name === 'web').changed).toBe(true);
    await call('GET', `${env('dev', '/versions/diff')}&revisions=1,2,3`, undefined, undefined, 400);
    await call('POST', env('dev', '/versions/1/rollback'));
    await settled();
    const web = driver.applied.filter((a) => a.service === 'web').at(-1);
    expect(web?.manifests).toContain('nginx:1.25');
    const template = (
      await call('GET', `/api/aslan/environment/diff/products/${PROJECT}/service/web?${q}&envName=dev`)
    ).json();
    expectShape(template, { current: { yaml: 'string' }, latest: { yaml: 'string' } });
    const revisions = (await call('GET', `/api/aslan/environment/revision/products?${q}&envName=dev`)).json();
    expect(
      revisions
        .find((r: { env_name: string }) => r.env_name === 'dev')
        .services.map((s: { service_name: string; updatable: boolean }) => [s.service_name, s.updatable]),
    ).toEqual([
      ['web', false],
      ['api', false],
    ]);
  });

  it('takes services out of the environment and removes their objects', async () => {
    await call('PUT', env('dev', '/services'), { service_names: ['api'] });
    await settled();
    expect((await driver.workloads(`${PROJECT}-env-dev`)).map((w) => w.service)).toEqual(['web']);
    await call('PUT', env('dev', '/services'), { service_names: [] }, undefined, 400);
  });

  it('changes the registry and the self-test mode, whose readiness the page polls', async () => {
    expect((await call('PUT', env('dev', '/registry'), { registry_id: 'r1' })).json()).toEqual({
      message: 'success',
    });
    expect((await call('POST', env('dev', '/share/enable'))).json()).toBeTruthy();
    expect((await call('GET', env('dev', '/check/sharenv/enable/ready'))).json()).toEqual({ is_ready: true });
    await call('DELETE', env('dev', '/share/enable'));
    expect((await call('GET', env('dev', '/check/sharenv/disable/ready'))).json()).toEqual({
      is_ready: true,
    });
  });
});

describe('permissions and the one-click environments of onboarding', () => {
  it('lets a read-only member read but not change or delete', async () => {
    await call('GET', env('dev'), undefined, reader.token);
    await call('PUT', `${env('dev')}&force=true`, { vars: [] }, reader.token, 403);
    await call('DELETE', `${env('dev')}&is_delete=true`, undefined, reader.token, 403);
    await call('POST', envs, createBody('mine'), reader.token, 403);
  });

  it('creates {project}-dev and -qa once, however often the wizard calls', async () => {
    const first = (await call('POST', `${envs}&auto=true&envType=`)).json();
    expect(first.map((e: { env_name: string }) => e.env_name)).toEqual([`${PROJECT}-dev`, `${PROJECT}-qa`]);
    await settled();
    const again = (await call('POST', `${envs}&auto=true&envType=`)).json();
    expect(again).toEqual([
      { env_name: `${PROJECT}-dev`, status: 'Running', err_message: '' },
      { env_name: `${PROJECT}-qa`, status: 'Running', err_message: '' },
    ]);
  });

  it('deletes an environment and the objects of its namespace', async () => {
    await call('DELETE', `${env('dev')}&envType=&is_delete=true`);
    expect(driver.namespaceSet.has(`${PROJECT}-env-dev`)).toBe(false);
    await call('GET', env('dev'), undefined, undefined, 404);
  });
});
