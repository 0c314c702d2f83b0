import { randomBytes } from 'node:crypto';
import type { LoginResponse } from '@slipway/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SecretBox } from '../../src/lib/crypto/aes.js';
import { loadServerKeys } from '../../src/lib/keys.js';
import { BuildsRepository } from '../../src/modules/builds/builds.repository.js';
import { seedProject } from '../seed.js';
import { queryRows } from '../sql.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { buildFormShape, preBuildShape } from './build-shapes.js';
import { expectShape, portalCaller } from './portal-contract.js';

/**
 * The portal's build-template calls (模板库 › 构建, and "use a template" in the project build form):
 * each sent as the portal sends it, each answer read as the portal reads it.
 */
const base = '/api/aslan/template/build';
const SECRET = `tpl-${randomBytes(6).toString('hex')}`;
let t: TestApp;
let member: LoginResponse;

beforeAll(async () => {
  t = await createTestApp();
  member = await t.createUser('template-reader');
  await seedProject(t, 'tpl-project');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`DELETE FROM builds`);
  await t.database.db.execute(sql`DELETE FROM build_templates`);
});

const call = portalCaller(() => t);

/** What the template library's build form sends: the build object, no project, no targets. */
const template = (overrides: Record<string, unknown> = {}) => ({
  name: 'node-service',
  desc: 'npm ci, build, image',
  timeout: 30,
  repos: [],
  targets: [],
  cache_enable: true,
  cache_dir_type: 'workspace',
  cache_user_dir: '',
  advanced_setting_modified: false,
  pre_build: {
    res_req: 'medium',
    res_req_spec: { cpu_limit: 1000, memory_limit: 512 },
    build_os: 'focal',
    image_id: 'img-focal',
    image_from: '',
    installs: [],
    envs: [{ key: 'REGISTRY_TOKEN', value: SECRET, type: 'string', is_credential: true }],
    enable_proxy: false,
    enable_gocov: false,
    parameters: [],
  },
  scripts: '#!/bin/bash\nset -e\nnpm ci && npm run build',
  post_build: {
    docker_build: {
      work_dir: '.',
      docker_file: 'Dockerfile',
      build_args: '',
      source: 'local',
      template_id: '',
    },
  },
  ...overrides,
});

const list = async (token?: string) =>
  (await call('GET', `${base}?page_num=1&page_size=9999&projectName=`, undefined, token, 200)).json();

describe('build templates (模板库 › 构建)', () => {
  it('POST, then GET the list as {build_templates:[{id, name}]} and the detail as a build object', async () => {
    await call('POST', base, template());
    await call('POST', base, template({ name: 'go-service' }));
    const body = await list(member.token);
    expectShape(body, {
      build_templates: [{ id: 'string', name: 'string', update_time: 'seconds' }],
      total: 'integer',
    });
    expect(body.build_templates.map((x: { name: string }) => x.name)).toEqual(['node-service', 'go-service']);
    expect(body.total).toBe(2);
    const page = (await call('GET', `${base}?page_num=2&page_size=1`)).json();
    expect(page).toMatchObject({ build_templates: [{ name: 'go-service' }], total: 2 });

    const id = body.build_templates[0].id;
    const detail = (await call('GET', `${base}/${id}`, undefined, member.token, 200)).json();
    expectShape(detail, {
      ...buildFormShape,
      targets: 'array',
      repos: 'array',
      pre_build: {
        ...preBuildShape,
        installs: 'array',
        envs: [{ key: 'string', value: 'string', is_credential: 'boolean' }],
      },
      post_build: { docker_build: { docker_file: 'string' } },
    });
    expect(detail).toMatchObject({ name: 'node-service', timeout: 30, pre_build: { res_req: 'medium' } });
    expect(detail.pre_build.envs[0].value).toBe('********');
    expect(JSON.stringify(detail)).not.toContain(SECRET);
  });

  it('PUT edits (a masked credential keeps its value), names stay unique', async () => {
    await call('POST', base, template());
    await call('POST', base, template({ name: 'go-service' }));
    const [first] = (await list()).build_templates;
    const detail = (await call('GET', `${base}/${first.id}`)).json();
    await call('PUT', `${base}/${first.id}`, { ...detail, desc: 'edited', timeout: 45 });
    expect((await call('GET', `${base}/${first.id}`)).json()).toMatchObject({ desc: 'edited', timeout: 45 });
    const dump = await queryRows<{ definition: string }>(
      t.database.db,
      sql`SELECT definition::text AS definition FROM build_templates WHERE name = 'node-service'`,
    );
    expect(dump[0]?.definition).not.toContain(SECRET);
    expect(dump[0]?.definition).not.toContain('********');

    const taken = await call('PUT', `${base}/${first.id}`, { ...detail, name: 'go-service' }, undefined, 409);
    expect(taken.json().message).toBe('构建模板名称已存在');
    expect((await call('POST', base, template(), undefined, 409)).json().message).toBe('构建模板名称已存在');
  });

  it('refuses to delete a template a build was made from, naming the build', async () => {
    await call('POST', base, template());
    const [first] = (await list()).build_templates;
    await call('POST', '/api/aslan/build/build?projectName=tpl-project', {
      name: 'from-template',
      source: 'zadig',
      product_name: 'tpl-project',
      template_id: first.id,
      target_repos: [{ service: { service_name: 'web', service_module: 'web' }, repos: [], envs: [] }],
    });
    const refused = await call('DELETE', `${base}/${first.id}`, undefined, undefined, 400);
    expect(refused.json()).toMatchObject({
      message: '构建模板正在被构建使用，不能删除',
      description: 'tpl-project/from-template',
    });
    await call('DELETE', '/api/aslan/build/build?name=from-template&projectName=tpl-project');
    await call('DELETE', `${base}/${first.id}`);
    expect((await list()).build_templates).toEqual([]);
    await call('DELETE', `${base}/${first.id}`, undefined, undefined, 404);
  });

  it('a build made from a template runs with the template’s image, script and steps, its own repos kept', async () => {
    await call('POST', base, template());
    const [first] = (await list()).build_templates;
    const repo = { codehost_id: 1, repo_owner: 'acme', repo_name: 'web', branch: 'main', source: 'gitlab' };
    await call('POST', '/api/aslan/build/build?projectName=tpl-project', {
      name: 'web-from-template',
      source: 'zadig',
      product_name: 'tpl-project',
      template_id: first.id,
      target_repos: [{ service: { service_name: 'web', service_module: 'web' }, repos: [repo], envs: [] }],
    });
    // the detail shows the build as saved: the form edits the build, not the template
    const detail = (
      await call('GET', '/api/aslan/build/build/web-from-template?projectName=tpl-project')
    ).json();
    expect(detail).toMatchObject({ template_id: first.id, scripts: '#!/bin/bash\nset -e' });

    const builds = new BuildsRepository(
      t.database.db,
      new SecretBox(loadServerKeys(t.dataDir, undefined).masterKey),
    );
    const resolved = await builds.find('tpl-project', 'web-from-template');
    expect(resolved).toMatchObject({
      template_id: first.id,
      timeout: 30,
      scripts: template().scripts,
      pre_build: { res_req: 'medium', image_id: 'img-focal' },
      post_build: { docker_build: { docker_file: 'Dockerfile' } },
      target_repos: [{ service: { key: 'web/web' }, repos: [{ repo_name: 'web' }] }],
    });
    // the engine reads secrets in plain text
    expect(resolved?.pre_build.envs[0]?.value).toBe(SECRET);
  });

  it('refuses bad input with 400 in both languages; only administrators write', async () => {
    const en = await t.request({
      method: 'POST',
      url: base,
      token: t.admin.token,
      headers: { 'accept-language': 'en' },
      payload: template({ name: '' }),
    });
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toBe('Please enter the template name');
    const noImage = template({ pre_build: { ...template().pre_build, build_os: '', image_id: '' } });
    expect((await call('POST', base, noImage, undefined, 400)).json().message).toBe(
      '构建名称、服务组件和镜像不能为空',
    );
    await call('POST', base, template(), member.token, 403);
    await call('GET', `${base}/not-a-number`, undefined, undefined, 400);
    await call('GET', `${base}?page_num=0`, undefined, undefined, 400);
    expect((await list()).build_templates).toEqual([]);
  });
});
