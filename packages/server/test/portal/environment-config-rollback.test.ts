import { CREDENTIAL_MASK } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { environments } from '../../src/db/schema-environments.js';
import { Podman } from '../../src/engine/executors/container/podman.js';
import { PodmanWorkloads } from '../../src/workloads/podman-workloads.js';
import { createProject } from '../projects.fixture.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectPortalAnswer } from './portal-contract.js';

/**
 * The version history of a config object (portal-shapes §12, versionHistory): who saved each version
 * and when, and restoring one with `rollback=true` — against the built-in local cluster (podman).
 * A Secret's history is masked, yet restoring it puts back the values that version really had.
 */
const ID = `${process.pid}${Date.now().toString(36)}`.slice(-8);
const NS = `cfgrb-${ID}`;
const env = 'dev';
let t: TestApp;
let project: string;

const configMap = (value: string) =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app-config\ndata:\n  greeting: ${value}\n`;
const secret = (password: string) =>
  `apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-login\ntype: Opaque\ndata:\n  password: ${password}\n`;
const b64 = (s: string) => Buffer.from(s).toString('base64');

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.request({ method, url, token: t.admin.token, ...(payload ? { payload } : {}) });
const q = () => `projectName=${project}`;
const body = (kind: string, name: string, yaml: string) => ({
  service_name: '',
  name,
  restart_associated_svc: false,
  services: [],
  env_name: env,
  common_env_cfg_type: kind,
  yaml_data: yaml,
  git_repo_config: null,
  auto_sync: false,
});
const create = (kind: string, yaml: string) =>
  call('POST', `/api/aslan/environment/envcfgs/${env}?${q()}`, {
    env_name: env,
    common_env_cfg_type: kind,
    yaml_data: yaml,
    git_repo_config: null,
    auto_sync: false,
  });
const save = (kind: string, name: string, yaml: string, query = '') =>
  call('PUT', `/api/aslan/environment/envcfgs/${env}?${q()}${query}`, body(kind, name, yaml));
const history = async (kind: string, name: string) => {
  const res = await call(
    'GET',
    `/api/aslan/environment/envcfgs/${env}/cfg/${name}?${q()}&commonEnvCfgType=${kind}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Array<{ create_time: number; yaml_data: string; version: number; created_by: string }>;
};
const cluster = () =>
  new PodmanWorkloads(new Podman(t.dataDir, { maxOpenFiles: 1024, maxProcesses: 1024 }), t.dataDir);

beforeAll(async () => {
  t = await createTestApp();
  project = (await createProject(t, { product_name: `cfgrb-${ID}` })).product_name;
  await t.database.db
    .insert(environments)
    .values({ project, name: env, namespace: NS, clusterId: 'local', source: 'spock', status: 'success' });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('config object history', () => {
  it('names who saved each version and when, newest first', async () => {
    expect((await create('ConfigMap', configMap('one'))).statusCode).toBe(200);
    expect((await save('ConfigMap', 'app-config', configMap('two'))).statusCode).toBe(200);
    const versions = await history('ConfigMap', 'app-config');
    expect(versions).toHaveLength(2);
    expect(versions[0]?.yaml_data).toContain('greeting: two');
    expect(versions[1]?.yaml_data).toContain('greeting: one');
    for (const v of versions) {
      expect(v.created_by).toBe(t.admin.account);
      expect(v.create_time).toBeGreaterThan(1_600_000_000);
      expect(Number.isInteger(v.version)).toBe(true);
    }
    expect(versions[0]!.version).toBeGreaterThan(versions[1]!.version);
  });

  it('restores a ConfigMap version, kept as a new version', async () => {
    const [, first] = await history('ConfigMap', 'app-config');
    const res = await save(
      'ConfigMap',
      'app-config',
      first!.yaml_data,
      `&rollback=true&version=${first!.version}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = await cluster().listResources(NS, 'ConfigMap');
    expect(stored?.data).toEqual({ greeting: 'one' });
    const versions = await history('ConfigMap', 'app-config');
    expect(versions).toHaveLength(3);
    expect(versions[0]?.yaml_data).toContain('greeting: one');
  });

  it('restores the real values of a masked Secret version', async () => {
    expect((await create('Secret', secret(b64('first')))).statusCode).toBe(200);
    expect((await save('Secret', 'db-login', secret(b64('second')))).statusCode).toBe(200);
    const versions = await history('Secret', 'db-login');
    expect(JSON.stringify(versions)).not.toContain(b64('first'));
    expect(versions[1]?.yaml_data).toContain(CREDENTIAL_MASK);

    const older = versions[1]!;
    const res = await save('Secret', 'db-login', older.yaml_data, `&rollback=true&version=${older.version}`);
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = await cluster().listResources(NS, 'Secret');
    expect(stored?.data).toEqual({ password: b64('first') });
  });

  it('refuses a version of another object and changes nothing', async () => {
    const [secretVersion] = await history('Secret', 'db-login');
    const res = await save(
      'ConfigMap',
      'app-config',
      configMap('x'),
      `&rollback=true&version=${secretVersion!.version}`,
    );
    expectPortalAnswer(res, 404);
    const [stored] = await cluster().listResources(NS, 'ConfigMap');
    expect(stored?.data).toEqual({ greeting: 'one' });
  });
});
