import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryWorkloadDriver } from '../environment-memory-driver.js';
import { createProject } from '../projects.fixture.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { portalCaller } from './portal-contract.js';

/**
 * Self-test sub-environments and the registry switch as the environment detail page uses them
 * (portal-shapes §1.3, §1.7, §1.8, §2.3, §3.14). The cluster is the in-memory stand-in
 * (test/environment-memory-driver.ts): only the share rules are under test here.
 */
let t: TestApp;
const driver = new MemoryWorkloadDriver();
const call = portalCaller(() => t);
const PROJECT = 'share-shop';
const q = `projectName=${PROJECT}`;
const envs = `/api/aslan/environment/environments?${q}`;
const env = (name: string, rest = '') => `/api/aslan/environment/environments/${name}${rest}?${q}`;

const serviceYaml = (name: string) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${name}
spec:
  selector:
    matchLabels: { app: ${name} }
  template:
    metadata:
      labels: { app: ${name} }
    spec:
      containers:
        - name: ${name}
          image: docker.io/library/nginx:1.25
`;

/** What the sub-environment dialog sends: the chosen services of the base, linked by `share_env`. */
const createBody = (name: string, services: string[], shareEnv?: Record<string, unknown>) => ({
  product_name: PROJECT,
  cluster_id: '',
  env_name: name,
  source: 'spock',
  namespace: `${PROJECT}-env-${name}`,
  vars: [],
  registry_id: '',
  is_existed: false,
  services: [
    services.map((s) => ({
      service_name: s,
      type: 'k8s',
      picked: true,
      containers: [{ name: s, image: '', image_name: 'nginx' }],
    })),
  ],
  ...(shareEnv ? { share_env: shareEnv } : {}),
});

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
      variable_yaml: '',
    });
  await call('POST', envs, createBody('base', ['web', 'api']));
  await t.app.environments.settled();
});
afterAll(() => t.close());

describe('sub-environments of a shared base', () => {
  it('refuses a sub-environment while the base does not share, and makes nothing', async () => {
    const res = await call(
      'POST',
      envs,
      createBody('feat-a', ['web'], { enable: true, isBase: false, base_env: 'base' }),
      undefined,
      400,
    );
    expect(res.json().description).toBe('base');
    await call('GET', env('feat-a'), undefined, undefined, 404);
  });

  it('links a sub-environment running only the chosen services to its base', async () => {
    await call('POST', env('base', '/share/enable'));
    const base = (await call('GET', env('base'))).json();
    expect([base.share_env_enable, base.share_env_is_base]).toEqual([true, true]);

    await call(
      'POST',
      envs,
      createBody('feat-a', ['web'], { enable: true, isBase: false, base_env: 'base' }),
    );
    await t.app.environments.settled();
    const sub = (await call('GET', env('feat-a'))).json();
    expect({
      enable: sub.share_env_enable,
      isBase: sub.share_env_is_base,
      base: sub.share_env_base_env,
      cluster: sub.cluster_id,
      services: sub.services.flat(),
    }).toEqual({ enable: true, isBase: false, base: 'base', cluster: base.cluster_id, services: ['web'] });
    const listed = (await call('GET', envs)).json().find((e: { name: string }) => e.name === 'feat-a');
    expect([listed.share_env_is_base, listed.share_env_base_env]).toEqual([false, 'base']);
  });

  it('refuses a sub-environment in another cluster than its base', async () => {
    const body = {
      ...createBody('feat-b', ['api'], { enable: true, base_env: 'base' }),
      cluster_id: 'elsewhere',
    };
    await call('POST', envs, body, undefined, 400);
  });

  it('keeps an ordinary environment out of share mode', async () => {
    await call('POST', envs, createBody('plain', ['api'], { enable: false, isBase: false, base_env: '' }));
    const plain = (await call('GET', env('plain'))).json();
    expect([plain.share_env_enable, plain.share_env_base_env]).toEqual([false, '']);
    await t.app.environments.settled();
  });
});

describe('the registry switch', () => {
  it('saves the registry the detail then answers', async () => {
    await call('PUT', env('base', '/registry'), { registry_id: 'reg-2' });
    expect((await call('GET', env('base'))).json().registry_id).toBe('reg-2');
  });
});
