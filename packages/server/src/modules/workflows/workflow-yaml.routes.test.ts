import type { Workflow } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createProject } from '../../../test/projects.fixture.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  workflowsBase as base,
  createWorkflow,
  en,
  FORM_TYPE,
  fullWorkflow,
  minimalWorkflow,
  readWorkflow,
  shown,
  withoutCredentialValues,
  workflowNames,
} from './workflows.fixture.js';

let t: TestApp;
const PROJECT = 'yaml-flows';

beforeAll(async () => {
  t = await createTestApp();
  await createProject(t, { product_name: PROJECT });
  await createWorkflow(t, fullWorkflow('full', PROJECT));
});
afterAll(() => t.close());

const sendYaml = (app: TestApp, method: 'POST' | 'PUT', url: string, yaml: string, type = FORM_TYPE) =>
  app.request({
    method,
    url,
    token: app.admin.token,
    headers: { ...en, 'content-type': type },
    payload: yaml,
  });
const getJson = (app: TestApp, name: string): Promise<Workflow> => readWorkflow(app, name);
const exportYaml = async (app: TestApp, name: string) => {
  const res = await app.request({ method: 'GET', url: `${base}/name/${name}`, token: app.admin.token });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/x-yaml; charset=utf-8');
  return res.body;
};
/** The model without who made it and when. */
const model = ({ created_by, create_time, updated_by, update_time, ...rest }: Workflow) => rest;

describe('workflow YAML', () => {
  it('answers the workflow as YAML text, whatever the caller accepts, with who made it and when', async () => {
    const yaml = await exportYaml(t, 'full');
    expect(yaml.startsWith('name: full\n')).toBe(true);
    // scripts stay readable blocks
    expect(yaml).toContain('script: |');
    expect(yaml).toMatch(/^created_by: admin\ncreate_time: \d+\nupdated_by: admin\nupdate_time: \d+\n/m);
    const { created_by, create_time, updated_by, update_time, ...definition } = parse(yaml) as Workflow;
    expect(definition).toEqual(shown(fullWorkflow('full', PROJECT)));
    expect({ created_by, updated_by }).toEqual({ created_by: 'admin', updated_by: 'admin' });
    expect(Math.abs(create_time - Date.now() / 1000)).toBeLessThan(120);
    expect(update_time).toBeGreaterThanOrEqual(create_time);
    const asJson = await t.request({
      method: 'GET',
      url: `${base}/name/full?projectName=${PROJECT}&encryptedKey=abc`,
      token: t.admin.token,
      headers: { accept: 'application/json' },
    });
    expect(asJson.headers['content-type']).toBe('application/x-yaml; charset=utf-8');
    expect(asJson.body).toBe(yaml);
  });

  it('imports an exported workflow under a new name exactly but for credential values, with each YAML media type', async () => {
    const original = await getJson(t, 'full');
    expect(model(original)).toEqual(shown(fullWorkflow('full', PROJECT)));
    const yaml = await exportYaml(t, 'full');
    const types = [FORM_TYPE, 'application/yaml', 'text/yaml', 'application/x-yaml'];
    for (const [i, type] of types.entries()) {
      const name = `full-copy-${i}`;
      const res = await sendYaml(t, 'POST', base, yaml.replace('name: full\n', `name: ${name}\n`), type);
      expect(res.statusCode, res.body).toBe(200);
      // credential values never leave the server: the copy has none
      expect(model(await getJson(t, name))).toEqual(withoutCredentialValues({ ...model(original), name }));
    }
  });

  it('imports an exported workflow into a fresh database exactly but for credential values', async () => {
    const original = await getJson(t, 'full');
    const yaml = await exportYaml(t, 'full');
    const fresh = await createTestApp();
    try {
      await createProject(fresh, { product_name: PROJECT });
      const res = await sendYaml(fresh, 'POST', base, yaml);
      expect(res.statusCode, res.body).toBe(200);
      expect(model(await getJson(fresh, 'full'))).toEqual(withoutCredentialValues(model(original)));
      const withoutTimes = (text: string) => text.replace(/^(create|update)_time: \d+\n/gm, '');
      const reexported = withoutTimes(await exportYaml(fresh, 'full'));
      expect(parse(reexported)).toEqual(withoutCredentialValues(parse(withoutTimes(yaml))));
    } finally {
      await fresh.close();
    }
  });

  it('updates from YAML', async () => {
    await createWorkflow(t, minimalWorkflow('yaml-edit', PROJECT));
    const yaml = (await exportYaml(t, 'yaml-edit')).replace(/^description: .*$/m, 'description: from yaml');
    const res = await sendYaml(t, 'PUT', `${base}/yaml-edit`, yaml);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'success' });
    expect((await getJson(t, 'yaml-edit')).description).toBe('from yaml');
  });

  it('takes form bodies on the workflow routes only', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': FORM_TYPE },
      payload: 'account=admin&password=x',
    });
    expect(res.statusCode).toBe(415);
  });

  it('rejects YAML that does not parse, saying where, and stores nothing', async () => {
    const before = await workflowNames(t, PROJECT);
    const broken: Array<[string, RegExp]> = [
      ['name: [unclosed\nproject: x\n', /^line \d+, column \d+: /],
      ['name: a\n  project: b\n bad: indent\n', /^line 1, column 7: Nested mappings/],
      ['name: a\nname: b\n', /^line 2, column 1: .*unique/i],
      ['name: *nowhere\n', /^line 1, column \d+: /],
      ['name: a\n---\nname: b\n', /^line 2, column \d+: /],
      ['\tname: tab\n', /^line 1, column 1: /],
    ];
    for (const [yaml, where] of broken) {
      const res = await sendYaml(t, 'POST', base, yaml);
      expect(res.statusCode, yaml).toBe(400);
      expect(res.json().message).toBe('Invalid YAML');
      expect(res.json().description, yaml).toMatch(where);
    }
    const bomb = `a: &a [x, x, x, x, x, x, x, x, x, x]\n${Array.from({ length: 120 }, (_, i) => `k${i}: *a`).join('\n')}\n`;
    const bombed = await sendYaml(t, 'POST', base, bomb);
    expect(bombed.statusCode).toBe(400);
    expect(bombed.json().message).toBe('Invalid YAML');
    expect(await workflowNames(t, PROJECT)).toEqual(before);
  });

  it('validates a YAML document like a JSON body', async () => {
    const before = await workflowNames(t, PROJECT);
    for (const yaml of ['', '- a list\n', 'just text\n', `name: no-project\nstages: []\n`]) {
      const res = await sendYaml(t, 'POST', base, yaml);
      expect(res.statusCode, yaml).toBe(400);
    }
    const res = await sendYaml(t, 'POST', base, `name: bad name\nproject: ${PROJECT}\nstages: []\n`);
    expect(res.json().description).toContain('body.name: Workflow identifier supports only letters');
    expect(res.json().description).toContain('body.stages: A workflow needs at least one stage');
    expect(await workflowNames(t, PROJECT)).toEqual(before);
  });
});

describe('workflow lint', () => {
  const lint = (payload: unknown, query = '', type = 'application/json') =>
    t.request({
      method: 'POST',
      url: `${base}/lint${query}`,
      token: t.admin.token,
      headers: { ...en, 'content-type': type },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('accepts a valid workflow in JSON or YAML without saving it', async () => {
    const before = await workflowNames(t, PROJECT);
    const ok = await lint(fullWorkflow('linted', PROJECT));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ message: 'success' });
    const yaml = (await exportYaml(t, 'full')).replace('name: full\n', 'name: linted\n');
    expect((await lint(yaml, '', 'text/yaml')).statusCode).toBe(200);
    expect((await lint(yaml, '', FORM_TYPE)).statusCode).toBe(200);
    expect(await workflowNames(t, PROJECT)).toEqual(before);
  });

  it('lists every problem, the unknown project included', async () => {
    const res = await lint({
      project: 'nowhere',
      params: [{ name: 'X', type: 'choice', is_credential: true }],
    });
    expect(res.statusCode).toBe(400);
    const { message, description } = res.json();
    expect(message).toBe('please enter workflow identifier');
    for (const problem of [
      'body.name: please enter workflow identifier',
      'body.params.0.is_credential: Only non-choice variables can be credentials',
      'body.stages: Invalid input: expected array, received undefined',
      'body.project: Project not found',
    ]) {
      expect(description).toContain(problem);
    }
    const jobs = await lint({
      ...minimalWorkflow('dup-jobs', PROJECT),
      stages: [...minimalWorkflow('x', PROJECT).stages, ...minimalWorkflow('x', PROJECT).stages],
    });
    expect(jobs.json().description).toBe('body.stages.1.jobs.0.name: duplicate job name');
    expect((await lint('name: [', '', 'application/yaml')).json().message).toBe('Invalid YAML');
    expect((await lint('[1, 2]')).statusCode).toBe(400);
  });

  it('checks that the name is free only when asked', async () => {
    expect((await lint(minimalWorkflow('full', PROJECT))).statusCode).toBe(200);
    const taken = await lint(minimalWorkflow('full', PROJECT), '?check_duplicate=true');
    expect(taken.statusCode).toBe(400);
    expect(taken.json().description).toBe('body.name: workflow identifier duplicate');
    expect((await lint(minimalWorkflow('free', PROJECT), '?check_duplicate=true')).statusCode).toBe(200);
    expect((await lint(minimalWorkflow('free', PROJECT), '?check_duplicate=maybe')).statusCode).toBe(400);
  });

  it('is open to any signed-in user', async () => {
    const user = await t.createUser('linter');
    const res = await t.request({
      method: 'POST',
      url: `${base}/lint`,
      token: user.token,
      payload: minimalWorkflow('anything', PROJECT),
    });
    expect(res.statusCode).toBe(200);
  });
});
