import type { LoginResponse, ProjectTemplate } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { picket, products, projectCalls } from './project-calls.fixture.js';

let t: TestApp;
let owner: LoginResponse;
let reader: LoginResponse;
let stranger: LoginResponse;
let calls: ReturnType<typeof projectCalls>;

const feature = {
  k8s: { basic_facility: 'kubernetes', deploy_type: 'k8s', create_env_type: 'system' },
  helm: { basic_facility: 'kubernetes', deploy_type: 'helm', create_env_type: 'system' },
  external: { basic_facility: 'kubernetes', deploy_type: 'k8s', create_env_type: 'external' },
} as const;

beforeAll(async () => {
  t = await createTestApp();
  calls = projectCalls(t);
  owner = await t.createUser('owner');
  reader = await t.createUser('reader');
  stranger = await t.createUser('stranger');
});
afterAll(() => t.close());

const ownedProject = (body: Parameters<typeof calls.ownedProject>[2] = {}) =>
  calls.ownedProject(owner, reader, body);
/** Sends the template back as the portal does: everything it read, some of it changed. */
const put = (url: string, project: ProjectTemplate, changes: object, token = owner.token) =>
  calls.send('PUT', url, token, { ...project, ...changes });
const both = (name: string) => [picket(name), products(name)];
/** What may change between two reads of an unchanged project. */
const stamped = ({ update_time, update_by, ...rest }: ProjectTemplate) => rest;

describe('PUT /api/v1/picket/projects/:name and /api/aslan/project/products/:name', () => {
  it('saves the display name, description, access and clusters through either path', async () => {
    const project = await ownedProject();
    for (const [i, url] of both(project.product_name).entries()) {
      const res = await put(url, project, {
        project_name: `Renamed ${i}`,
        desc: `about ${i}`,
        public: i === 0,
        cluster_ids: [`c${i}`],
        team_id: null,
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ message: 'success' });
      expect(await calls.read(project.product_name)).toMatchObject({
        project_name: `Renamed ${i}`,
        desc: `about ${i}`,
        public: i === 0,
        cluster_ids: [`c${i}`],
        update_by: 'owner',
        onboarding_status: 1,
      });
    }
  });

  it('a public project is readable by everybody, and private again by members only', async () => {
    const project = await ownedProject();
    const readAs = async (token: string) =>
      (await calls.send('GET', products(project.product_name), token)).statusCode;
    expect(await readAs(stranger.token)).toBe(403);
    await put(picket(project.product_name), project, { public: true });
    expect(await readAs(stranger.token)).toBe(200);
    await put(picket(project.product_name), project, { public: false });
    expect(await readAs(stranger.token)).toBe(403);
  });

  it('keeps the services’ start order, shared services and variables; fields left out stay', async () => {
    const project = await ownedProject({ desc: 'kept' });
    const services = [['gateway', 'cart'], ['orders']];
    const vars = [
      { key: 'replicas', value: '2', alias: '{{.replicas}}', state: 'present', services: ['cart'] },
    ];
    expect((await put(products(project.product_name), project, { services, vars })).statusCode).toBe(200);
    const saved = await calls.read(project.product_name);
    expect(saved).toMatchObject({ services, vars, desc: 'kept' });
    const partial = await calls.send('PUT', picket(project.product_name), owner.token, {
      project_name: 'Only',
    });
    expect(partial.statusCode).toBe(200);
    expect(await calls.read(project.product_name)).toMatchObject({
      project_name: 'Only',
      services,
      vars,
      desc: 'kept',
    });
  });

  it('saves the policy and delivery settings', async () => {
    const project = await ownedProject();
    const settings = {
      timeout: 30,
      auto_deploy: { enable: true },
      delivery_version_hook: { enable: true, hook_host: 'https://hooks.example.com', path: '/v' },
      custom_image_rule: {
        pr_rule: '{{.REPO_PR}}-{{.TIMESTAMP}}:{{.TASK_ID}}',
        branch_rule: '{{.SERVICE}}:{{.REPO_BRANCH}}-{{.TASK_ID}}',
        tag_rule: '',
      },
      custom_tar_rule: { pr_rule: '{{.SERVICE}}-{{.REPO_PR}}.tar.gz' },
    };
    expect((await put(picket(project.product_name), project, settings)).statusCode).toBe(200);
    expect(await calls.read(project.product_name)).toMatchObject(settings);
    expect((await put(picket(project.product_name), project, { custom_tar_rule: null })).statusCode).toBe(
      200,
    );
    expect(await calls.read(project.product_name)).not.toHaveProperty('custom_tar_rule');
  });

  it('hands administration over to the named users', async () => {
    const project = await ownedProject();
    const res = await put(picket(project.product_name), project, { admins: [stranger.uid] });
    expect(res.statusCode).toBe(200);
    expect((await calls.read(project.product_name)).admins).toEqual([stranger.uid]);
    const again = { desc: 'mine' };
    expect((await put(picket(project.product_name), project, again)).statusCode).toBe(403);
    expect((await put(picket(project.product_name), project, again, stranger.token)).statusCode).toBe(200);
  });

  it('allows only hosting → K8s YAML, irreversibly', async () => {
    const k8s = await ownedProject();
    const change = (project: ProjectTemplate, productFeature: object) =>
      put(picket(project.product_name), project, { product_feature: productFeature });
    const refused = await change(k8s, feature.helm);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Only a hosting project can be changed, and only to K8s YAML');
    expect((await change(k8s, feature.external)).statusCode).toBe(400);
    expect((await change(k8s, feature.k8s)).statusCode).toBe(200);

    const hosting = await ownedProject({ product_feature: feature.external });
    expect((await change(hosting, feature.helm)).statusCode).toBe(400);
    expect((await calls.read(hosting.product_name)).product_feature).toEqual(feature.external);
    expect((await change(hosting, feature.k8s)).statusCode).toBe(200);
    expect((await calls.read(hosting.product_name)).product_feature).toEqual(feature.k8s);
    expect((await change(hosting, feature.external)).statusCode).toBe(400);
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const project = await ownedProject({ desc: 'original' });
    const cases: object[] = [
      { product_name: 'renamed' },
      { project_name: '' },
      { project_name: '  ' },
      { project_name: 'x'.repeat(65) },
      { project_name: 7 },
      { desc: 'x'.repeat(1025) },
      { public: 'public' },
      { cluster_ids: ['c'.repeat(65)] },
      { product_feature: { basic_facility: 'docker' } },
      { admins: [] },
      { admins: 'owner' },
      { admins: ['not-a-uid'] },
      { admins: ['00000000-0000-4000-8000-000000000000'] },
      { admins: [owner.uid, '00000000-0000-4000-8000-000000000000'], project_name: 'Half' },
      { services: 'cart' },
      { services: ['cart'] },
      { services: [['cart', 'has space']] },
      { services: [['cart'], ['orders', 'cart']] },
      { shared_services: [{ name: 'db', owner: 'other' }] },
      { vars: [{ key: 'a' }, { key: 'a', value: '2' }] },
      { vars: [{ key: '' }] },
      { timeout: -1 },
      { timeout: '10' },
      { auto_deploy: true },
      { custom_image_rule: { pr_rule: 'no-tag' } },
      { custom_image_rule: { branch_rule: 'svc:bad tag' } },
      { custom_tar_rule: { pr_rule: '-starts-with-dash' } },
    ];
    for (const changes of cases) {
      for (const url of both(project.product_name)) {
        const res = await put(url, project, changes);
        expect(res.statusCode, `${url} ${JSON.stringify(changes)}`).toBe(400);
        expect(res.json()).toMatchObject({ type: 'error', description: expect.any(String) });
      }
    }
    expect(stamped(await calls.read(project.product_name))).toEqual(stamped(project));
    const messages = async (changes: object) =>
      (await put(picket(project.product_name), project, changes)).json();
    expect((await messages({ admins: [] })).message).toBe('Please choose the administrators');
    expect((await messages({ product_name: 'other' })).message).toBe(
      'The project identifier cannot be changed',
    );
    expect(await messages({ services: [['a'], ['a']] })).toMatchObject({
      message: 'Duplicated service',
      description: 'a',
    });
    expect((await messages({ vars: [{ key: 'k' }, { key: 'k' }] })).message).toBe(
      'The variable list has the same key twice',
    );
    expect((await messages({ shared_services: [{ name: 'db', owner: 'other' }] })).message).toBe(
      'The added shared service does not exist or is no longer shared',
    );
  });

  it('refuses a read-only member and a stranger, and changes nothing', async () => {
    const project = await ownedProject();
    for (const token of [reader.token, stranger.token]) {
      for (const url of both(project.product_name)) {
        expect((await put(url, project, { project_name: 'Hacked' }, token)).statusCode).toBe(403);
      }
    }
    expect(await calls.read(project.product_name)).toEqual(project);
  });

  it('answers 404 for an unknown project to the system administrator, 403 to others', async () => {
    for (const url of both('nowhere')) {
      expect((await calls.send('PUT', url, t.admin.token, { desc: 'X' })).statusCode).toBe(404);
      expect((await calls.send('PUT', url, owner.token, { desc: 'X' })).statusCode).toBe(403);
    }
  });
});

describe('PATCH /api/aslan/project/products/:name', () => {
  it('stores a new start order of the project’s services, each once', async () => {
    const project = await ownedProject();
    const name = project.product_name;
    await put(products(name), project, { services: [['a', 'b'], ['c']] });
    const reorder = (services: unknown, token = owner.token) =>
      calls.send('PATCH', products(name), token, { services });
    const res = await reorder([['c'], ['b', 'a']]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'success' });
    expect(await calls.read(name)).toMatchObject({ services: [['c'], ['b', 'a']], update_by: 'owner' });

    const refusals: Array<[unknown, string]> = [
      [[['c'], ['b', 'a', 'd']], 'The service is not in the project’s service list'],
      [[['c'], ['b']], 'The order leaves out services of the project'],
      [
        [
          ['c', 'c'],
          ['b', 'a'],
        ],
        'Duplicated service',
      ],
      [undefined, 'The service order is a list of groups of service names'],
      [['a', 'b', 'c'], 'The service order is a list of groups of service names'],
    ];
    for (const [services, message] of refusals) {
      const refused = await reorder(services);
      expect(refused.statusCode, JSON.stringify(services)).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect((await calls.read(name)).services).toEqual([['c'], ['b', 'a']]);
    // a read-only member may not reorder
    expect((await reorder([['a', 'b', 'c']], reader.token)).statusCode).toBe(403);
    expect((await reorder([['a', 'b', 'c']], stranger.token)).statusCode).toBe(403);
  });

  it('accepts the empty order of a project without services', async () => {
    const name = (await ownedProject()).product_name;
    expect((await calls.send('PATCH', products(name), owner.token, { services: [] })).statusCode).toBe(200);
    expect((await calls.send('PATCH', products(name), owner.token, { services: [['x']] })).statusCode).toBe(
      400,
    );
  });
});

describe('GET and PUT /api/aslan/project/products/:name/searching-rules', () => {
  const rules = (name: string) => `${products(name)}/searching-rules`;

  it('starts with the preset rules and keeps the ones sent, leaving out empty ones', async () => {
    const name = (await ownedProject({ product_feature: feature.helm })).product_name;
    const preset = await calls.send('GET', rules(name), reader.token);
    expect(preset.statusCode).toBe(200);
    expect(preset.json()).toEqual([
      { repo: '', image: 'image.repository', tag: 'image.tag', inUse: true, presetId: 1 },
      { repo: '', image: 'image', tag: '', inUse: true, presetId: 2 },
    ]);
    const sent = [
      { repo: '', image: 'image.repository', tag: 'image.tag', inUse: false, presetId: 1 },
      { repo: 'global.hub', image: 'app.name', tag: 'app.version', inUse: true },
      { repo: '', image: '', tag: '', inUse: true, showWarningText: true },
    ];
    const res = await calls.send('PUT', rules(name), owner.token, { rules: sent });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'success' });
    expect((await calls.send('GET', rules(name), owner.token)).json()).toEqual([
      sent[0],
      { repo: 'global.hub', image: 'app.name', tag: 'app.version', inUse: true },
    ]);
  });

  it('refuses an empty list, no rule in use, members without service editing and strangers', async () => {
    const name = (await ownedProject({ product_feature: feature.helm })).product_name;
    const send = (body: object, token = owner.token) => calls.send('PUT', rules(name), token, body);
    expect((await send({ rules: [] })).json().message).toBe("Match rules can't be empty");
    expect((await send({})).statusCode).toBe(400);
    const idle = await send({ rules: [{ image: 'image', inUse: false }] });
    expect(idle.statusCode).toBe(400);
    expect(idle.json().message).toBe('No rule is selected to be used');
    expect((await send({ rules: [{ image: 'x'.repeat(257), inUse: true }] })).statusCode).toBe(400);
    const valid = { rules: [{ image: 'image', inUse: true }] };
    expect((await send(valid, reader.token)).statusCode).toBe(403);
    expect((await send(valid, stranger.token)).statusCode).toBe(403);
    expect((await calls.send('GET', rules(name), stranger.token)).statusCode).toBe(403);
    expect((await calls.send('GET', rules('nowhere'), t.admin.token)).statusCode).toBe(404);
    expect((await calls.send('GET', rules(name), owner.token)).json()).toHaveLength(2);
  });
});
