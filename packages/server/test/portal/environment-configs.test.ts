import { CREDENTIAL_MASK } from '@slipway/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { environmentConfigVersions } from '../../src/db/schema-environment-configs.js';
import { environments } from '../../src/db/schema-environments.js';
import { Podman } from '../../src/engine/executors/container/podman.js';
import { PodmanWorkloads } from '../../src/workloads/podman-workloads.js';
import { createProject } from '../projects.fixture.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectPortalAnswer } from './portal-contract.js';

/**
 * The env config pages (portal-shapes §12) against the built-in local cluster, whose plain objects
 * are kept by the podman driver in the app's data folder: ConfigMaps, Secrets (masked, sealed in
 * history), Ingresses and PVCs, their versions, and bad input refused with nothing changed.
 */
const ID = `${process.pid}${Date.now().toString(36)}`.slice(-8);
const NS = `cfg-${ID}`;
let t: TestApp;
let project: string;
const env = 'dev';

const configMap = (value: string) =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app-config\ndata:\n  greeting: ${value}\n`;
const secret = (user: string, password: string) =>
  `apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-login\ntype: Opaque\ndata:\n  user: ${user}\n  password: ${password}\n`;
const b64 = (s: string) => Buffer.from(s).toString('base64');

/** An error answer as the portal needs it: the status and a string description. */
const expectError = (res: Parameters<typeof expectPortalAnswer>[0], status: number) =>
  expectPortalAnswer(res, status);

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  token = t.admin.token,
) => t.request({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });
const q = () => `projectName=${project}`;
const createCfg = (kind: string, yaml: string) =>
  call('POST', `/api/aslan/environment/envcfgs/${env}?${q()}`, {
    env_name: env,
    common_env_cfg_type: kind,
    yaml_data: yaml,
    git_repo_config: null,
    auto_sync: false,
  });
const updateCfg = (kind: string, name: string, yaml: string, extra: object = {}) =>
  call('PUT', `/api/aslan/environment/envcfgs/${env}?${q()}`, {
    service_name: '',
    name,
    restart_associated_svc: false,
    services: [],
    env_name: env,
    common_env_cfg_type: kind,
    yaml_data: yaml,
    git_repo_config: null,
    auto_sync: false,
    ...extra,
  });

beforeAll(async () => {
  t = await createTestApp();
  project = (await createProject(t, { product_name: `cfg-${ID}` })).product_name;
  await t.database.db
    .insert(environments)
    .values({ project, name: env, namespace: NS, clusterId: 'local', source: 'spock', status: 'success' });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('ConfigMaps', () => {
  it('are created, listed with the fields the page reads, changed and kept as versions', async () => {
    const created = await createCfg('ConfigMap', configMap('hello'));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual({ message: 'success' });

    const listed = await call('GET', `/api/aslan/environment/configmaps/${env}?${q()}&serviceName=`);
    expect(listed.statusCode).toBe(200);
    const [row] = listed.json();
    expect(row).toMatchObject({ cm_name: 'app-config', services: [], immutable: false, auto_sync: false });
    expect(row.yaml_data).toContain('greeting: hello');
    expect(row.yaml_data).not.toContain('namespace');

    expect((await updateCfg('ConfigMap', 'app-config', configMap('bonjour'))).statusCode).toBe(200);
    const history = await call(
      'GET',
      `/api/aslan/environment/envcfgs/${env}/cfg/app-config?${q()}&commonEnvCfgType=ConfigMap`,
    );
    expect(history.statusCode).toBe(200);
    const versions = history.json();
    expect(versions).toHaveLength(2);
    expect(versions[0].yaml_data).toContain('bonjour');
    expect(versions[1].yaml_data).toContain('hello');
    expect(typeof versions[0].create_time).toBe('number');
    expect(versions[0].create_time).toBeGreaterThan(1_600_000_000);
  });

  it('refuses a second object of the same name, a wrong kind and broken YAML, changing nothing', async () => {
    expectError(await createCfg('ConfigMap', configMap('again')), 409);
    expectError(await createCfg('ConfigMap', secret(b64('u'), b64('p'))), 400);
    expectError(await createCfg('ConfigMap', 'metadata: [unclosed'), 400);
    expectError(await createCfg('Deployment', configMap('x')), 400);
    expectError(await createCfg('ConfigMap', 'kind: ConfigMap\nmetadata:\n  name: Not_A_Name\n'), 400);
    expectError(await updateCfg('ConfigMap', 'other-name', configMap('x')), 400);
    expectError(
      await updateCfg('ConfigMap', 'missing', configMap('x').replace('app-config', 'missing')),
      404,
    );
    const listed = await call('GET', `/api/aslan/environment/configmaps/${env}?${q()}`);
    expect(listed.json()).toHaveLength(1);
    expect(listed.json()[0].yaml_data).toContain('bonjour');
  });

  it('are saved through the older ConfigMap call too', async () => {
    const res = await call('PUT', `/api/aslan/environment/configmaps?${q()}`, {
      env_name: env,
      product_name: project,
      service_name: '',
      yaml_data: configMap('hallo'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const listed = await call('GET', `/api/aslan/environment/configmaps/${env}?${q()}`);
    expect(listed.json()[0].yaml_data).toContain('hallo');
  });

  it('are deleted with a truthy answer, their versions with them', async () => {
    const res = await call(
      'DELETE',
      `/api/aslan/environment/envcfgs/${env}/cfg/app-config?${q()}&commonEnvCfgType=ConfigMap`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'success' });
    expect((await call('GET', `/api/aslan/environment/configmaps/${env}?${q()}`)).json()).toEqual([]);
    expectError(
      await call(
        'GET',
        `/api/aslan/environment/envcfgs/${env}/cfg/app-config?${q()}&commonEnvCfgType=ConfigMap`,
      ),
      404,
    );
  });
});

describe('Secrets', () => {
  it('are answered masked; a masked value sent back keeps the value it had', async () => {
    expect((await createCfg('Secret', secret(b64('admin'), b64('s3cret')))).statusCode).toBe(200);
    const [row] = (await call('GET', `/api/aslan/environment/secrets/${env}?${q()}`)).json();
    expect(row).toMatchObject({ secret_name: 'db-login', secret_type: 'Opaque' });
    expect(row.yaml_data).toContain(CREDENTIAL_MASK);
    expect(row.yaml_data).not.toContain(b64('s3cret'));
    expect(row.yaml_data).not.toContain(b64('admin'));

    // the page sends the YAML back as read, with only the user retyped
    const edited = row.yaml_data.replace(/user: .*/, `user: ${b64('root')}`);
    expect((await updateCfg('Secret', 'db-login', edited)).statusCode).toBe(200);

    const history = await call(
      'GET',
      `/api/aslan/environment/envcfgs/${env}/cfg/db-login?${q()}&commonEnvCfgType=Secret`,
    );
    expect(history.json()).toHaveLength(2);
    expect(JSON.stringify(history.json())).not.toContain(b64('s3cret'));

    // what the cluster holds: the retyped user and the untouched password
    const cluster = new PodmanWorkloads(
      new Podman(t.dataDir, { maxOpenFiles: 1024, maxProcesses: 1024 }),
      t.dataDir,
    );
    const [stored] = await cluster.listResources(NS, 'Secret');
    expect(stored?.data).toEqual({ user: b64('root'), password: b64('s3cret') });
    // versions keep Secrets sealed
    const rows = await t.database.db
      .select({ yaml: environmentConfigVersions.yaml })
      .from(environmentConfigVersions)
      .where(eq(environmentConfigVersions.name, 'db-login'));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.yaml).toMatch(/^sealed:v1:/);
  });

  it('refuses data values that are not base64', async () => {
    expectError(await createCfg('Secret', secret('not base64!', b64('x')).replace('db-login', 'other')), 400);
  });
});

describe('Ingresses and PVCs', () => {
  it('are listed with hosts, capacity and access modes as the pages read them', async () => {
    const ingress =
      'apiVersion: networking.k8s.io/v1\nkind: Ingress\nmetadata:\n  name: web\nspec:\n  rules:\n' +
      '    - host: web.example.test\n      http:\n        paths:\n          - path: /\n            pathType: Prefix\n' +
      '            backend:\n              service:\n                name: web\n                port:\n                  number: 80\n';
    expect((await createCfg('Ingress', ingress)).statusCode).toBe(200);
    const [ing] = (await call('GET', `/api/aslan/environment/ingresses/${env}?${q()}`)).json();
    expect(ing).toMatchObject({ ingress_name: 'web', host_info: 'web.example.test', address: '' });

    const pvc =
      'apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata:\n  name: data\nspec:\n  accessModes: [ReadWriteOnce]\n' +
      '  storageClassName: standard\n  resources:\n    requests:\n      storage: 1Gi\n';
    expect((await createCfg('PVC', pvc)).statusCode).toBe(200);
    const [claim] = (await call('GET', `/api/aslan/environment/pvcs/${env}?${q()}`)).json();
    expect(claim).toMatchObject({
      pvc_name: 'data',
      capacity: '1Gi',
      access_modes: 'ReadWriteOnce',
      storageclass: 'standard',
      services: [],
    });
  });
});

describe('who and what', () => {
  it('answers 404 for an environment the project does not have and 400 without projectName', async () => {
    expectError(await call('GET', `/api/aslan/environment/configmaps/nope?${q()}`), 404);
    const res = await call('GET', `/api/aslan/environment/configmaps/${env}`);
    expect([400, 403]).toContain(res.statusCode);
    expect(typeof res.json().description).toBe('string');
  });

  it('keeps users outside the project away', async () => {
    const outsider = await t.createUser(`cfg-out-${ID}`);
    const res = await call('GET', `/api/aslan/environment/secrets/${env}?${q()}`, undefined, outsider.token);
    expect(res.statusCode).toBe(403);
    const change = await call(
      'DELETE',
      `/api/aslan/environment/envcfgs/${env}/cfg/db-login?${q()}&commonEnvCfgType=Secret`,
      undefined,
      outsider.token,
    );
    expect(change.statusCode).toBe(403);
  });

  it('answers the debug and share checks of the local cluster', async () => {
    expect((await call('GET', '/api/aslan/cluster/local/check/ephemeralcontainers')).json()).toBe(false);
    expect((await call('GET', '/api/aslan/cluster/istio/check/local')).json()).toBe(false);
    expectError(
      await call('POST', `/api/aslan/environment/kube/${env}/pods/web-1/debugcontainer?${q()}&debugImage=`),
      400,
    );
    const check = await call(
      'GET',
      `/api/aslan/environment/environments/${env}/check/workloads/k8services?${q()}`,
    );
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toEqual([]);
  });
});
