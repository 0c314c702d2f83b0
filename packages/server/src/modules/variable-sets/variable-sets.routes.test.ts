import { type LoginResponse, type VariableSet, variableSetSchema } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindProjectRoles, createProject } from '../../../test/projects.fixture.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let owner: LoginResponse;
let reader: LoginResponse;
let stranger: LoginResponse;

const en = { cookie: 'language=en' };
const base = '/api/aslan/project/variablesets';
const PROJECT = 'vars';
const OTHER = 'other-vars';

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser('owner');
  reader = await t.createUser('reader');
  stranger = await t.createUser('stranger');
  await createProject(t, { product_name: PROJECT, admins: [owner.uid] });
  await createProject(t, { product_name: OTHER });
  await bindProjectRoles(t, PROJECT, [reader.uid], ['read-only']);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
  t.request({
    method,
    url,
    token,
    headers: en,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const body = (name: string, variable_yaml = 'key: value\n', project_name = PROJECT) => ({
  name,
  description: `${name} variables`,
  project_name,
  variable_yaml,
});
const create = async (name: string, project = PROJECT): Promise<VariableSet> => {
  const res = await call('POST', base, t.admin.token, body(name, 'a: 1', project));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const one = (set: VariableSet, project = PROJECT) => `${base}/${set.id}?projectName=${project}`;
const listAll = async (project = PROJECT) =>
  (await call('GET', `${base}?projectName=${project}&perPage=200`, t.admin.token)).json();

describe('variable groups', () => {
  it('creates, reads, lists newest first, edits and deletes, as the project administrator', async () => {
    const created = await call('POST', base, owner.token, body('first', 'image: nginx\nreplicas: 2\n'));
    expect(created.statusCode).toBe(200);
    const first: VariableSet = created.json();
    expect(variableSetSchema.strict().parse(first)).toEqual(first);
    expect(first).toMatchObject({
      name: 'first',
      description: 'first variables',
      project_name: PROJECT,
      variable_yaml: 'image: nginx\nreplicas: 2\n',
      created_by: 'owner',
      updated_by: 'owner',
    });
    const second: VariableSet = (await call('POST', base, owner.token, body('second'))).json();

    const list = await call('GET', `${base}?projectName=${PROJECT}`, owner.token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ variable_set_list: [second, first], total: 2 });
    const page = await call('GET', `${base}?projectName=${PROJECT}&page=2&perPage=1`, owner.token);
    expect(page.json()).toEqual({ variable_set_list: [first], total: 2 });

    expect((await call('GET', one(first), owner.token)).json()).toEqual(first);

    const edited = await call('PUT', one(first), owner.token, {
      ...body('renamed', 'x: 1'),
      description: '',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: first.id,
      name: 'renamed',
      description: '',
      variable_yaml: 'x: 1',
      created_by: 'owner',
      created_at: first.created_at,
    });
    expect((await call('GET', one(first), owner.token)).json()).toEqual(edited.json());

    const removed = await call('DELETE', one(first), owner.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'success' });
    expect((await call('GET', one(first), owner.token)).statusCode).toBe(404);
    expect((await call('DELETE', one(first), owner.token)).statusCode).toBe(404);
    expect((await listAll()).total).toBe(1);
  });

  it('lets a read-only member read but not change, and keeps strangers out of a private project', async () => {
    const set = await create('readable');
    expect((await call('GET', `${base}?projectName=${PROJECT}`, reader.token)).statusCode).toBe(200);
    expect((await call('GET', one(set), reader.token)).json()).toEqual(set);
    for (const token of [reader.token, stranger.token]) {
      expect((await call('POST', base, token, body('sneaky'))).statusCode).toBe(403);
      expect((await call('PUT', one(set), token, body('sneaky'))).statusCode).toBe(403);
      expect((await call('DELETE', one(set), token)).statusCode).toBe(403);
    }
    expect((await call('GET', `${base}?projectName=${PROJECT}`, stranger.token)).statusCode).toBe(403);
    expect((await call('GET', one(set), stranger.token)).statusCode).toBe(403);
    expect((await call('GET', one(set), t.admin.token)).json()).toEqual(set);
    expect((await listAll()).variable_set_list.map((s: VariableSet) => s.name)).not.toContain('sneaky');
  });

  it('keeps names unique per project, not across projects', async () => {
    const taken = await create('shared-name');
    const res = await call('POST', base, t.admin.token, body('shared-name'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A variable group with this name already exists');
    await create('shared-name', OTHER);
    const other = await create('other-name');
    const rename = await call('PUT', one(other), t.admin.token, body('shared-name'));
    expect(rename.statusCode).toBe(409);
    // keeping its own name is no clash
    expect((await call('PUT', one(taken), t.admin.token, body('shared-name', 'b: 2'))).statusCode).toBe(200);
    expect((await call('GET', one(other), t.admin.token)).json().name).toBe('other-name');
  });

  it('treats a group of another project as unknown', async () => {
    const foreign = await create('foreign', OTHER);
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await call(method, one(foreign, PROJECT), t.admin.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Variable group not found');
    }
    expect((await call('PUT', one(foreign, PROJECT), t.admin.token, body('moved'))).statusCode).toBe(404);
    // the owner of PROJECT may not reach it through their own project
    expect((await call('DELETE', one(foreign, PROJECT), owner.token)).statusCode).toBe(404);
    expect((await call('GET', one(foreign, OTHER), t.admin.token)).json()).toEqual(foreign);
  });
});

describe('variable group YAML', () => {
  it('accepts a mapping, an empty text and comments only', async () => {
    for (const [name, yaml] of [
      ['mapping', 'a: 1\nnested:\n  b: [1, 2]\n'],
      ['empty', ''],
      ['comments', '# nothing yet\n'],
      ['tilde', '~'],
    ]) {
      const res = await call('POST', base, owner.token, body(name as string, yaml));
      expect(res.statusCode, name).toBe(200);
    }
  });

  it('refuses what is not a YAML mapping, saying where', async () => {
    const before = await listAll();
    const cases: Array<[string, string]> = [
      ['a: [1,', 'line 1, column'],
      ['a: 1\nb:\n  c: 1\n d: 2', 'line 4, column 1: All mapping items must start at the same column'],
      ['a: 1\nb: "open', 'line 2, column'],
      ['a: 1\na: 2', 'line 2, column 1'],
      ['a: 1\n---\nb: 2', 'line'],
      ['a: *missing', 'line 1, column 1'],
      ['- one\n- two', 'line 1, column 1'],
      ['# header\njust text', 'line 2, column 1'],
    ];
    for (const [yaml, where] of cases) {
      const res = await call('POST', base, owner.token, body('broken', yaml));
      expect(res.statusCode, yaml).toBe(400);
      expect(res.json().message).toBe('Invalid YAML');
      expect(res.json().description, yaml).toContain(where);
    }
    const set = await create('valid-yaml');
    const res = await call('PUT', one(set), owner.token, body('valid-yaml', 'a: [1,'));
    expect(res.statusCode).toBe(400);
    expect((await call('GET', one(set), owner.token)).json()).toEqual(set);
    expect((await listAll()).total).toBe(before.total + 1);
  });
});

describe('bad input', () => {
  it('refuses bad bodies with a 4xx and stores nothing', async () => {
    const before = await listAll();
    const cases: unknown[] = [
      {},
      { ...body('x'), name: '' },
      { ...body('x'), name: 'has space' },
      { ...body('x'), name: 'x'.repeat(65) },
      { ...body('x'), name: 5 },
      { ...body('x'), description: 'd'.repeat(1025) },
      { ...body('x'), variable_yaml: undefined },
      { ...body('x'), variable_yaml: 12 },
      { ...body('x'), variable_yaml: `a: "${'x'.repeat(256 * 1024)}"` },
      { ...body('x'), project_name: '' },
      { ...body('x'), project_name: undefined },
      { ...body('x'), project_name: 7 },
    ];
    for (const payload of cases) {
      const res = await call('POST', base, owner.token, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().type).toBe('error');
    }
    expect((await call('POST', base, owner.token, body('x')).then((r) => r.json())).name).toBe('x');
    expect((await listAll()).total).toBe(before.total + 1);
  });

  it('answers 404 for an unknown project to the system administrator, 403 to others', async () => {
    const res = await call('POST', base, t.admin.token, body('x', 'a: 1', 'nowhere'));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Project not found');
    expect((await call('POST', base, owner.token, body('x', 'a: 1', 'nowhere'))).statusCode).toBe(403);
    expect((await call('GET', `${base}?projectName=nowhere`, t.admin.token)).statusCode).toBe(404);
    expect((await call('GET', `${base}/1?projectName=nowhere`, t.admin.token)).statusCode).toBe(404);
    expect((await call('DELETE', `${base}/1?projectName=nowhere`, t.admin.token)).statusCode).toBe(404);
    expect((await call('GET', `${base}?projectName=nowhere`, owner.token)).statusCode).toBe(403);
  });

  it('refuses bad ids, paging and project names in the query', async () => {
    const set = await create('query-checks');
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await call('GET', `${base}/${id}?projectName=${PROJECT}`, owner.token);
      expect(res.statusCode, id).toBe(400);
      expect((await call('DELETE', `${base}/${id}?projectName=${PROJECT}`, owner.token)).statusCode).toBe(
        400,
      );
    }
    for (const query of ['page=0', 'page=x', 'perPage=0', 'perPage=201']) {
      expect(
        (await call('GET', `${base}?projectName=${PROJECT}&${query}`, owner.token)).statusCode,
        query,
      ).toBe(400);
    }
    for (const url of [base, `${base}?projectName=`, `${base}/${set.id}`]) {
      const res = await call('GET', url, owner.token);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe('Please name the project');
    }
    expect((await call('DELETE', `${base}/${set.id}`, t.admin.token)).statusCode).toBe(400);
    expect((await call('GET', one(set), owner.token)).json()).toEqual(set);
  });

  it('refuses an edit whose body names another project than the query', async () => {
    const set = await create('stays-here');
    const res = await call('PUT', one(set), t.admin.token, body('moved', 'a: 1', OTHER));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('project name mismatch');
    for (const payload of [
      {},
      { ...body('stays-here'), name: '' },
      { ...body('stays-here'), variable_yaml: 3 },
    ]) {
      expect((await call('PUT', one(set), owner.token, payload)).statusCode).toBe(400);
    }
    expect((await call('GET', one(set), owner.token)).json()).toEqual(set);
  });
});
