import { randomBytes } from 'node:crypto';
import type { LoginResponse } from '@slipway/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { projects, workflows } from '../../src/db/schema.js';
import { seedProject } from '../seed.js';
import { queryRows } from '../sql.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { buildFormShape, preBuildShape } from './build-shapes.js';
import { expectShape, portalCaller, type Shape } from './portal-contract.js';
import { portalBrowserKey } from './portal-crypto.js';

/**
 * The portal's build calls (项目 › 构建, the workflow editors' build pickers and run dialogs):
 * each sent as the portal sends it, each answer read as the portal reads it.
 */
const PROJECT = 'shop';
const SECRET = `tok-${randomBytes(6).toString('hex')}-密`;
const base = '/api/aslan/build/build';

let t: TestApp;
let stranger: LoginResponse;

beforeAll(async () => {
  t = await createTestApp();
  stranger = await t.createUser('build-stranger');
  await seedProject(t, PROJECT);
  await t.database.db
    .update(projects)
    .set({ services: [['cart', 'orders'], ['gateway']] })
    .where(eq(projects.name, PROJECT));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`DELETE FROM workflows`);
  await t.database.db.execute(sql`DELETE FROM builds`);
});

const call = portalCaller(() => t);

/** The repo object the repo picker fills (portal-shapes §1). */
const repo = {
  codehost_id: 1,
  repo_owner: 'acme',
  repo_name: 'cart',
  repo_namespace: 'acme',
  branch: 'main',
  source: 'gitlab',
  remote_name: 'origin',
  checkout_path: '',
  submodules: false,
};

/** What the Zadig build form sends for a new build (portal-shapes §2 defaults). */
const zadigBuild = (overrides: Record<string, unknown> = {}) => ({
  name: 'shop-build-cart',
  desc: '',
  source: 'zadig',
  product_name: PROJECT,
  template_id: '',
  timeout: 60,
  targets: [{ service_name: 'cart', service_module: 'cart', key: 'cart/cart' }],
  repos: [repo],
  target_repos: [],
  cache_enable: true,
  cache_dir_type: 'workspace',
  cache_user_dir: '',
  advanced_setting_modified: false,
  pre_build: {
    res_req: 'low',
    res_req_spec: { cpu_limit: 1000, memory_limit: 512 },
    build_os: 'focal',
    image_id: 'img-focal',
    image_from: '',
    installs: [{ name: 'node', version: '20', id: 'node20' }],
    envs: [
      {
        key: 'MODE',
        value: 'release',
        type: 'choice',
        choice_option: ['debug', 'release'],
        is_credential: false,
      },
      { key: 'NPM_TOKEN', value: SECRET, type: 'string', is_credential: true },
    ],
    enable_proxy: false,
    enable_gocov: false,
    parameters: [],
    cluster_id: '',
  },
  scripts: '#!/bin/bash\nset -e\nnpm ci',
  post_build: {
    docker_build: {
      work_dir: '.',
      docker_file: 'Dockerfile',
      build_args: '',
      source: 'local',
      template_id: '',
    },
    object_storage_upload: {
      enabled: true,
      object_storage_id: '',
      upload_detail: [{ file_path: 'dist', dest_path: 'cart' }],
    },
  },
  ...overrides,
});

const create = (body: unknown, status = 200) =>
  call('POST', `${base}?projectName=${PROJECT}`, body, undefined, status);
const update = (body: unknown, status = 200) =>
  call('PUT', `${base}?projectName=${PROJECT}`, body, undefined, status);

/** A stored custom workflow whose build job uses the build (the shape of a `zadig-build` job spec). */
async function workflowUsing(name: string, buildName: string) {
  await t.database.db.insert(workflows).values({
    name,
    projectName: PROJECT,
    definition: {
      name,
      project: PROJECT,
      stages: [
        {
          name: 'build',
          jobs: [
            {
              name: 'build',
              type: 'zadig-build',
              spec: {
                service_and_builds: [{ service_name: 'cart', service_module: 'cart', build_name: buildName }],
              },
            },
          ],
        },
      ],
    },
  });
}

const listShape: Shape = {
  name: 'string',
  targets: [{ service_name: 'string', service_module: 'string' }],
  update_time: 'seconds',
  update_by: 'string',
  productName: 'string',
  pipelines: 'array',
  version: 'string',
};

const detailShape: Shape = {
  ...buildFormShape,
  source: 'string',
  product_name: 'string',
  template_id: 'string',
  targets: [{ service_name: 'string', service_module: 'string', key: 'string' }],
  repos: [
    {
      codehost_id: 'integer',
      repo_owner: 'string',
      repo_name: 'string',
      repo_namespace: 'string',
      branch: 'string',
      source: 'string',
      remote_name: 'string',
      checkout_path: 'string',
      submodules: 'boolean',
    },
  ],
  target_repos: 'array',
  pre_build: {
    ...preBuildShape,
    image_from: 'string',
    installs: [{ name: 'string', version: 'string' }],
    envs: [
      { key: 'string', value: 'string', type: 'string', choice_option: 'array', is_credential: 'boolean' },
    ],
    cluster_id: 'string',
  },
  post_build: {
    docker_build: { work_dir: 'string', docker_file: 'string', build_args: 'string', source: 'string' },
    object_storage_upload: {
      enabled: 'boolean',
      upload_detail: [{ file_path: 'string', dest_path: 'string' }],
    },
  },
  update_time: 'seconds',
  update_by: 'string',
};

describe('project builds (项目 › 构建)', () => {
  it('POST /api/aslan/build/build?projectName= then GET list and detail as the pages read them', async () => {
    await create(zadigBuild());
    const list = (await call('GET', `${base}?projectName=${PROJECT}`)).json();
    expect(list).toHaveLength(1);
    expectShape(list[0], listShape, 'list[0]');
    expect(list[0]).toMatchObject({
      name: 'shop-build-cart',
      productName: PROJECT,
      update_by: 'admin',
      pipelines: [],
    });

    const detail = (await call('GET', `${base}/shop-build-cart?projectName=${PROJECT}`)).json();
    expectShape(detail, detailShape, 'detail');
    expect(detail.timeout).toBe(60);
    expect(detail.pre_build.envs[1]).toMatchObject({
      key: 'NPM_TOKEN',
      is_credential: true,
      value: '********',
    });
    expect(detail.pre_build.envs[0]).toMatchObject({
      key: 'MODE',
      value: 'release',
      choice_option: ['debug', 'release'],
    });
    expect(JSON.stringify(detail)).not.toContain(SECRET);
  });

  it('reads a timeout of 0 as the default 60 minutes, and fills the arrays the edit page iterates', async () => {
    const { target_repos: _repos, ...withoutTargetRepos } = zadigBuild({ timeout: 0, post_build: {} });
    await create({ ...withoutTargetRepos, pre_build: { build_os: 'focal', image_id: 'img-focal' } });
    const detail = (await call('GET', `${base}/shop-build-cart?projectName=${PROJECT}`)).json();
    expect(detail.timeout).toBe(60);
    expect(detail.target_repos).toEqual([]);
    expect(detail.pre_build.installs).toEqual([]);
    expect(detail.pre_build).toMatchObject({
      res_req: 'low',
      res_req_spec: { cpu_limit: 1000, memory_limit: 512 },
    });
  });

  it('PUT keeps a credential sent back masked, takes a new one, and the workflow editor gets it AES-encrypted', async () => {
    await create(zadigBuild());
    const detail = (await call('GET', `${base}/shop-build-cart?projectName=${PROJECT}`)).json();
    await update({ ...detail, desc: 'edited' });

    const key = await portalBrowserKey(t);
    const readModules = async () =>
      (
        await call(
          'GET',
          `${base}/serviceModule?projectName=${PROJECT}&excludeJenkins=true&encryptedKey=${key.encryptedKey}`,
        )
      ).json();
    const modules = await readModules();
    expectShape(modules, {});
    for (const [i, m] of modules.entries())
      expectShape(
        m,
        {
          service_name: 'string',
          service_module: 'string',
          module_builds: [
            {
              name: 'string',
              key_vals: [
                {
                  key: 'string',
                  value: 'string',
                  type: 'string',
                  choice_option: 'array',
                  is_credential: 'boolean',
                },
              ],
            },
          ],
        },
        `modules[${i}]`,
      );
    const cart = modules.find((m: { service_name: string }) => m.service_name === 'cart');
    const token = cart.module_builds[0].key_vals.find((kv: { key: string }) => kv.key === 'NPM_TOKEN');
    expect(token.value).not.toContain(SECRET);
    expect(key.decrypt(token.value)).toBe(SECRET);
    expect((await call('GET', `${base}/shop-build-cart?projectName=${PROJECT}`)).json().desc).toBe('edited');

    // without a key (the product-workflow editor) the value is masked
    const plain = (await call('GET', `${base}/serviceModule?projectName=${PROJECT}`)).json();
    const masked = plain.find((m: { service_name: string }) => m.service_name === 'cart').module_builds[0]
      .key_vals;
    expect(masked.find((kv: { key: string }) => kv.key === 'NPM_TOKEN').value).toBe('********');

    const renewed = structuredClone(detail);
    renewed.pre_build.envs[1].value = 'new-token';
    await update(renewed);
    const again = (await readModules()).find((m: { service_name: string }) => m.service_name === 'cart');
    const newToken = again.module_builds[0].key_vals.find((kv: { key: string }) => kv.key === 'NPM_TOKEN');
    expect(key.decrypt(newToken.value)).toBe('new-token');
  });

  it('lists every service of the project as a target, and each build with its targets for the run dialog', async () => {
    await create(zadigBuild({ targets: [{ service_name: 'cart', service_module: 'cart-api' }] }));
    const targets = (await call('GET', `/api/aslan/build/targets?projectName=${PROJECT}`)).json();
    for (const [i, target] of targets.entries())
      expectShape(target, { service_name: 'string', service_module: 'string' }, `targets[${i}]`);
    expect(targets.map((x: { service_module: string }) => x.service_module).sort()).toEqual([
      'cart',
      'cart-api',
      'gateway',
      'orders',
    ]);
    // GET /api/aslan/build/build?targets=&projectName= (exported by the portal, called by no page)
    expect((await call('GET', `${base}?targets=cart-api&projectName=${PROJECT}`)).json()).toHaveLength(1);
    expect((await call('GET', `${base}?targets=orders&projectName=${PROJECT}`)).json()).toEqual([]);
    const builds = (await call('GET', `/api/aslan/build/targets/${PROJECT}?projectName=${PROJECT}`)).json();
    expect(builds).toEqual([
      {
        name: 'shop-build-cart',
        targets: [{ service_name: 'cart', service_module: 'cart-api', key: 'cart/cart-api' }],
      },
    ]);
  });

  it('POST /api/aslan/build/build/targets points a build at other modules', async () => {
    await create(zadigBuild());
    await call('POST', `${base}/targets?projectName=${PROJECT}`, {
      name: 'shop-build-cart',
      targets: [{ service_name: 'orders', service_module: 'orders' }],
    });
    const detail = (await call('GET', `${base}/shop-build-cart?projectName=${PROJECT}`)).json();
    expect(detail.targets).toEqual([
      { service_name: 'orders', service_module: 'orders', key: 'orders/orders' },
    ]);
    expect(detail.pre_build.envs[1].value).toBe('********');
  });

  it('refuses a second build of the same name (409) and of a module another build produces (400)', async () => {
    await create(zadigBuild());
    const duplicate = await create(
      zadigBuild({ targets: [{ service_name: 'orders', service_module: 'orders' }] }),
      409,
    );
    expect(duplicate.json().message).toBe('构建名称已存在');
    const taken = await t.request({
      method: 'POST',
      url: `${base}?projectName=${PROJECT}`,
      token: t.admin.token,
      headers: { 'accept-language': 'en' },
      payload: zadigBuild({ name: 'other-build' }),
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({
      message: 'The service module is already built by another build of this project',
      description: 'cart/cart → shop-build-cart',
    });
    expect((await call('GET', `${base}?projectName=${PROJECT}`)).json()).toHaveLength(1);
  });

  it('DELETE is refused while workflows use the build, naming them; pipelines lists them', async () => {
    await create(zadigBuild());
    await workflowUsing('release', 'shop-build-cart');
    await workflowUsing('nightly', 'shop-build-cart');
    const list = (await call('GET', `${base}?projectName=${PROJECT}`)).json();
    expect(list[0].pipelines).toEqual(['nightly', 'release']);

    const refused = await call(
      'DELETE',
      `${base}?name=shop-build-cart&version=undefined&projectName=${PROJECT}`,
      undefined,
      undefined,
      400,
    );
    expect(refused.json()).toMatchObject({
      message: '构建正在被工作流使用，请先从这些工作流中移除',
      description: 'nightly, release',
    });
    expect((await call('GET', `${base}?projectName=${PROJECT}`)).json()).toHaveLength(1);

    await t.database.db.execute(sql`DELETE FROM workflows`);
    await call('DELETE', `${base}?name=shop-build-cart&version=undefined&projectName=${PROJECT}`);
    expect((await call('GET', `${base}?projectName=${PROJECT}`)).json()).toEqual([]);
    // the module is free again
    await create(zadigBuild({ name: 'cart-again' }));
  });

  it('keeps credential values sealed in the table', async () => {
    await create(zadigBuild());
    const rows = await queryRows<{ definition: string }>(
      t.database.db,
      sql`SELECT definition::text AS definition FROM builds`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.definition).not.toContain(SECRET);
    expect(rows[0]?.definition).toContain('sealed:v1:');
  });

  it('records a create in the audit log as a project build change, the credential value redacted', async () => {
    await t.database.db.execute(sql`DELETE FROM audit_logs`);
    await create(zadigBuild());
    const entries = await vi.waitFor(async () => {
      const rows = await queryRows<Record<string, string>>(
        t.database.db,
        sql`SELECT action, function, project_name, name, request_body FROM audit_logs WHERE method = 'POST'`,
      );
      expect(rows).toHaveLength(1);
      return rows;
    });
    expect(entries[0]).toMatchObject({ action: 'create', function: 'build', project_name: PROJECT });
    expect(entries[0]?.request_body).not.toContain(SECRET);
  });

  it('answers 404 for a build or project that does not exist', async () => {
    const missing = await call('GET', `${base}/nope?projectName=${PROJECT}`, undefined, undefined, 404);
    expect(missing.json().message).toBe('构建不存在');
    await call('PUT', `${base}?projectName=${PROJECT}`, zadigBuild({ name: 'nope' }), undefined, 404);
    await call('DELETE', `${base}?name=nope&projectName=${PROJECT}`, undefined, undefined, 404);
  });

  it('lets only project members read and only builders write', async () => {
    await call('GET', `${base}?projectName=${PROJECT}`, undefined, stranger.token, 403);
    await call('POST', `${base}?projectName=${PROJECT}`, zadigBuild(), stranger.token, 403);
    await call('GET', `/api/aslan/build/targets?projectName=${PROJECT}`, undefined, stranger.token, 403);
    expect((await call('GET', `${base}?projectName=${PROJECT}`)).json()).toEqual([]);
  });
});

describe('build rules (spec §5), in both languages, nothing saved', () => {
  const messageOf = async (body: unknown, language: 'en' | 'zh-CN') => {
    const res = await t.request({
      method: 'POST',
      url: `${base}?projectName=${PROJECT}`,
      token: t.admin.token,
      headers: { 'accept-language': language },
      payload: body as Record<string, unknown>,
    });
    expect(res.statusCode, res.body).toBe(400);
    return res.json().message as string;
  };
  const preBuild = zadigBuild().pre_build;

  it.each([
    [
      'an empty name',
      { name: '' },
      'Build name, Jobs and Image cannot be empty',
      '构建名称、服务组件和镜像不能为空',
    ],
    [
      'no service module',
      { targets: [] },
      'Build name, Jobs and Image cannot be empty',
      '构建名称、服务组件和镜像不能为空',
    ],
    [
      'no image',
      { pre_build: { ...preBuild, build_os: '', image_id: '' } },
      'Build name, Jobs and Image cannot be empty',
      '构建名称、服务组件和镜像不能为空',
    ],
    [
      'an upper-case name',
      { name: 'Shop_Build' },
      'Build name supports only lowercase letters, digits and hyphen',
      '构建名称只支持小写字母、数字和中划线',
    ],
    [
      'a variable key starting with a digit',
      {
        pre_build: {
          ...preBuild,
          envs: [{ key: '1TOKEN', value: '', type: 'string', is_credential: false }],
        },
      },
      'Variable names hold letters, digits and underscores and do not start with a digit',
      '变量名只支持字母、数字和下划线，且不能以数字开头',
    ],
    [
      'an upload without a file path',
      {
        post_build: {
          object_storage_upload: {
            enabled: true,
            object_storage_id: '',
            upload_detail: [{ file_path: '', dest_path: 'x' }],
          },
        },
      },
      'At least one upload file with a path is required',
      '至少需要一个填写了路径的上传文件',
    ],
    [
      'a custom CPU of 0',
      { pre_build: { ...preBuild, res_req: 'define', res_req_spec: { cpu_limit: 0, memory_limit: 512 } } },
      'CPU must be a whole number of millicores from 1 to 256000',
      'CPU 须为 1 到 256000 之间的整数（单位 m）',
    ],
    [
      'a custom memory of 1.5',
      { pre_build: { ...preBuild, res_req: 'define', res_req_spec: { cpu_limit: 500, memory_limit: 1.5 } } },
      'Memory must be a whole number of MiB from 1 to 1048576',
      '内存须为 1 到 1048576 之间的整数（单位 Mi）',
    ],
    [
      'a Jenkins build without an IMAGE parameter',
      {
        source: 'jenkins',
        pre_build: { res_req: 'low' },
        jenkins_build: {
          jenkins_id: '1',
          job_name: 'cart',
          jenkins_build_params: [{ name: 'BRANCH', value: 'main', key: 'BRANCH' }],
        },
      },
      'Jenkins build must have an IMAGE parameter',
      'Jenkins 构建必须有 IMAGE 参数',
    ],
    [
      'a repo without a code host',
      { repos: [{ ...repo, codehost_id: null }] },
      'platform cannot be empty',
      '代码源不能为空',
    ],
    [
      'a repo without an owner',
      { repos: [{ ...repo, repo_owner: '  ' }] },
      'org/user name cannot be empty',
      '组织名/用户名不能为空',
    ],
    [
      'a repo without a name',
      { repos: [{ ...repo, repo_name: '' }] },
      'name cannot be empty',
      '代码库名称不能为空',
    ],
    [
      'a repo without a branch',
      { repos: [{ ...repo, branch: '' }] },
      'branch cannot be empty',
      '分支不能为空',
    ],
  ])('%s', async (_case, change, en, zh) => {
    expect(await messageOf(zadigBuild(change), 'en')).toBe(en);
    expect(await messageOf(zadigBuild(change), 'zh-CN')).toBe(zh);
    expect((await call('GET', `${base}?projectName=${PROJECT}`)).json()).toEqual([]);
  });

  it('accepts a Jenkins build with an IMAGE parameter, and every resource preset', async () => {
    await create(
      zadigBuild({
        name: 'jenkins-cart',
        source: 'jenkins',
        pre_build: { res_req: 'low' },
        jenkins_build: {
          jenkins_id: '7',
          job_name: 'cart',
          jenkins_build_params: [{ name: 'IMAGE', value: '', key: 'IMAGE', auto_generate: true }],
        },
      }),
    );
    for (const [i, res_req] of ['high', 'medium', 'min', 'define'].entries())
      await create(
        zadigBuild({
          name: `preset-${res_req}`,
          targets: [{ service_name: 'svc', service_module: `m${i}` }],
          pre_build: { ...preBuild, res_req, res_req_spec: { cpu_limit: 2500, memory_limit: 3072 } },
        }),
      );
    expect((await call('GET', `${base}?projectName=${PROJECT}`)).json()).toHaveLength(5);
  });

  it('answers malformed input with 400, never 5xx', async () => {
    for (const body of [
      [],
      { ...zadigBuild(), timeout: '60' },
      { ...zadigBuild(), repos: {} },
      { ...zadigBuild(), pre_build: null },
    ])
      await call('POST', `${base}?projectName=${PROJECT}`, body, undefined, 400);
    await call('POST', `${base}`, zadigBuild(), undefined, 400);
    await call('GET', `${base}/x`, undefined, undefined, 400);
    await call('DELETE', `${base}?projectName=${PROJECT}`, undefined, undefined, 400);
  });
});
