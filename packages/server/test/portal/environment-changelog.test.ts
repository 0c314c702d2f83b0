import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { environments } from '../../src/db/schema-environments.js';
import { bindProjectRoles, createProject } from '../projects.fixture.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectPortalAnswer } from './portal-contract.js';

/**
 * The environment change log page (envs/{env}/log): the audit log's entries for the calls that acted on
 * one environment, filtered and paged as the page asks. The calls are real ones on the built-in local
 * cluster (podman), recorded by the audit hook as they happen.
 */
const ID = `${process.pid}${Date.now().toString(36)}`.slice(-8);
let t: TestApp;
let project: string;

type Page = { logs: Array<Record<string, unknown>>; count: number };

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  token = t.admin.token,
) => t.request({ method, url, token, ...(payload ? { payload } : {}) });
const configMap = (value: string) =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app-config\ndata:\n  greeting: ${value}\n`;
const createIn = (env: string, yaml: string) =>
  call('POST', `/api/aslan/environment/envcfgs/${env}?projectName=${project}`, {
    env_name: env,
    common_env_cfg_type: 'ConfigMap',
    yaml_data: yaml,
    git_repo_config: null,
    auto_sync: false,
  });
const logOf = (env: string, query = '', token = t.admin.token) =>
  call(
    'GET',
    `/api/aslan/system/operation/env?projectName=${project}&envName=${env}${query}`,
    undefined,
    token,
  );
const page = async (env: string, query = ''): Promise<Page> => {
  const res = await logOf(env, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp();
  project = (await createProject(t, { product_name: `chlog-${ID}` })).product_name;
  for (const name of ['dev', 'qa'])
    await t.database.db.insert(environments).values({
      project,
      name,
      namespace: `chlog-${name}-${ID}`,
      clusterId: 'local',
      source: 'spock',
      status: 'success',
    });
  expect((await createIn('dev', configMap('one'))).statusCode).toBe(200);
  const update = await call('PUT', `/api/aslan/environment/envcfgs/dev?projectName=${project}`, {
    service_name: '',
    name: 'app-config',
    restart_associated_svc: false,
    services: [],
    env_name: 'dev',
    common_env_cfg_type: 'ConfigMap',
    yaml_data: configMap('two'),
    git_repo_config: null,
    auto_sync: false,
  });
  expect(update.statusCode).toBe(200);
  expect((await createIn('dev', 'not: [yaml')).statusCode).toBe(400);
  expect((await createIn('qa', configMap('qa'))).statusCode).toBe(200);
  // the audit hook writes after each answer: wait until the four calls are in
  for (let i = 0; i < 50; i++) {
    const [dev, qa] = await Promise.all([page('dev'), page('qa')]);
    if (dev.count >= 3 && qa.count >= 1) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/aslan/system/operation/env', () => {
  it('lists the calls on this environment only, newest first, with the fields the page reads', async () => {
    const dev = await page('dev');
    expect(dev.count).toBe(3);
    expect(dev.logs).toHaveLength(3);
    for (const row of dev.logs) {
      expect(row.path).toMatch(/\/envcfgs\/dev$/);
      expect(row.username).toBe(t.admin.account);
      expect(typeof row.created_at).toBe('number');
      expect(typeof row.method).toBe('string');
      expect(typeof row.function).toBe('string');
      expect(typeof row.request_body).toBe('string');
    }
    expect(dev.logs.map((row) => row.status)).toEqual([400, 200, 200]);
    expect((await page('qa')).count).toBe(1);
  });

  it('filters by user, status, detail and function, and pages', async () => {
    expect((await page('dev', '&username=nobody')).count).toBe(0);
    expect((await page('dev', `&username=${t.admin.account}`)).count).toBe(3);
    expect((await page('dev', '&status=400')).logs.map((row) => row.status)).toEqual([400]);
    expect((await page('dev', '&status=0')).count).toBe(3);
    const detail = await page('dev', '&detail=app-config');
    expect(detail.count).toBe(1);
    expect(detail.logs[0]?.name).toBe('app-config');
    expect((await page('dev', '&function=environ')).count).toBe(3);
    expect((await page('dev', '&function=workflow')).count).toBe(0);
    const first = await page('dev', '&pageSize=2&page=1');
    const second = await page('dev', '&pageSize=2&page=2');
    expect([first.logs.length, second.logs.length, first.count]).toEqual([2, 1, 3]);
    expect(second.logs[0]?.id).not.toBe(first.logs[0]?.id);
  });

  it('answers 404 for an environment the project does not have and 400 without the environment', async () => {
    expectPortalAnswer(await logOf('nope'), 404);
    expectPortalAnswer(await call('GET', `/api/aslan/system/operation/env?projectName=${project}`), 400);
  });

  it('lets project members read it and keeps others away', async () => {
    const member = await t.createUser(`chlog-m-${ID}`);
    const outsider = await t.createUser(`chlog-o-${ID}`);
    await bindProjectRoles(t, project, [member.uid], ['read-only']);
    const read = await logOf('dev', '', member.token);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().count).toBe(3);
    expect((await logOf('dev', '', outsider.token)).statusCode).toBe(403);
  });
});
