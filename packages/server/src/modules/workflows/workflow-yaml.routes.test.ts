import type { Workflow } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createProject } from '../../../test/projects.fixture.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  workflowsBase as base,
  createWorkflow,
  en,
  fullWorkflow,
  minimalWorkflow,
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

const sendYaml = (
  app: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  yaml: string,
  type = 'application/yaml',
) =>
  app.request({
    method,
    url,
    token: app.admin.token,
    headers: { ...en, 'content-type': type },
    payload: yaml,
  });
const getJson = async (app: TestApp, name: string): Promise<Workflow> =>
  (await app.request({ method: 'GET', url: `${base}/name/${name}`, token: app.admin.token })).json();
const exportYaml = async (app: TestApp, name: string) => {
  const res = await app.request({
    method: 'GET',
    url: `${base}/name/${name}?format=yaml`,
    token: app.admin.token,
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/yaml');
  return res.body;
};
/** The model without who made it and when. */
const model = ({ created_by, create_time, updated_by, update_time, ...rest }: Workflow) => rest;

describe('workflow YAML', () => {
  it('exports the same model as the JSON, by query or by Accept header', async () => {
    const json = await getJson(t, 'full');
    const yaml = await exportYaml(t, 'full');
    expect(yaml.startsWith('name: full\n')).toBe(true);
    // scripts stay readable blocks
    expect(yaml).toContain('script: |');
    expect(parse(yaml)).toEqual(json);
    const accepted = await t.request({
      method: 'GET',
      url: `${base}/name/full`,
      token: t.admin.token,
      headers: { accept: 'application/x-yaml;q=0.9, text/plain' },
    });
    expect(accepted.headers['content-type']).toContain('application/yaml');
    expect(accepted.body).toBe(yaml);
    const forcedJson = await t.request({
      method: 'GET',
      url: `${base}/name/full?format=json`,
      token: t.admin.token,
      headers: { accept: 'application/yaml' },
    });
    expect(forcedJson.json()).toEqual(json);
    const badFormat = await t.request({
      method: 'GET',
      url: `${base}/name/full?format=xml`,
      token: t.admin.token,
    });
    expect(badFormat.statusCode).toBe(400);
  });

  it('imports an exported workflow under a new name exactly but for credential values, with each YAML media type', async () => {
    const original = await getJson(t, 'full');
    expect(model(original)).toEqual(shown(fullWorkflow('full', PROJECT)));
    const yaml = await exportYaml(t, 'full');
    for (const [i, type] of ['application/yaml', 'text/yaml', 'application/x-yaml'].entries()) {
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
    expect((await getJson(t, 'yaml-edit')).description).toBe('from yaml');
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
