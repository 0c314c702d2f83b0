import { workflowListSchema, workflowViewSchema } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../../../test/projects.fixture.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createWorkflow, en, minimalWorkflow } from '../workflows/workflows.fixture.js';

let t: TestApp;
const P = 'viewed';
const OTHER = 'viewed-other';
const base = '/api/aslan/workflow/view';

beforeAll(async () => {
  t = await createTestApp();
  await createProject(t, { product_name: P });
  await createProject(t, { product_name: OTHER });
  for (const name of ['alpha', 'beta', 'gamma']) await createWorkflow(t, minimalWorkflow(name, P));
  await createWorkflow(t, { ...minimalWorkflow('ship', P), category: 'release' });
  await createWorkflow(t, minimalWorkflow('elsewhere', OTHER));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, token: t.admin.token, headers: en, payload });
const member = (workflow_name: string, enabled = true) => ({
  workflow_name,
  workflow_type: 'common_workflow',
  enabled,
});
const viewBody = (name: string, workflows: ReturnType<typeof member>[], project_name = P) => ({
  name,
  project_name,
  workflows,
});
const listNames = async (query: string) => {
  const res = await call('GET', `/api/aslan/workflow/v4?project=${P}&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return workflowListSchema
    .parse(res.json())
    .workflow_list.map((w) => `${w.name}:${w.workflow_type}`)
    .sort();
};
const preset = async (viewName: string) => {
  const res = await call('GET', `${base}/preset?projectName=${P}&viewName=${viewName}`);
  expect(res.statusCode, res.body).toBe(200);
  return workflowViewSchema.strict().parse(res.json());
};

describe('workflow views', () => {
  it('creates a view, lists its name and filters the workflow list to it', async () => {
    const created = await call(
      'POST',
      `${base}?projectName=${P}`,
      viewBody('frontend', [member('alpha'), member('beta'), member('gamma', false)]),
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual({ message: 'success' });

    const names = await call('GET', `${base}?projectName=${P}`);
    expect(names.json()).toEqual(['frontend']);
    expect(await listNames('viewName=frontend')).toEqual(['alpha:common_workflow', 'beta:common_workflow']);

    const view = await preset('frontend');
    expect(view.name).toBe('frontend');
    expect(view.workflows.map((w) => [w.workflow_name, w.enabled]).sort()).toEqual([
      ['alpha', true],
      ['beta', true],
      ['gamma', false],
      ['ship', false],
    ]);
  });

  it('without a view name the preset lists every workflow, none enabled', async () => {
    const view = await preset('');
    expect(view.workflows.map((w) => w.workflow_name).sort()).toEqual(['alpha', 'beta', 'gamma', 'ship']);
    expect(view.workflows.every((w) => !w.enabled)).toBe(true);
  });

  it('changes a view with PUT', async () => {
    const res = await call('PUT', `${base}?projectName=${P}`, viewBody('frontend', [member('gamma')]));
    expect(res.statusCode, res.body).toBe(200);
    expect(await listNames('viewName=frontend')).toEqual(['gamma:common_workflow']);
  });

  it('refuses bad views with clear messages and changes nothing', async () => {
    const cases: Array<[object, number, string]> = [
      [viewBody('', [member('alpha')]), 400, 'Please enter the view name'],
      [viewBody('x'.repeat(33), [member('alpha')]), 400, 'The view name is at most 32 characters'],
      [viewBody('frontend', [member('alpha')]), 409, 'A view of this name already exists in the project'],
      [viewBody('stray', [member('elsewhere')]), 400, 'A workflow of the view is not in this project'],
      [viewBody('mismatch', [member('alpha')], OTHER), 400, ''],
    ];
    for (const [body, status, message] of cases) {
      const res = await call('POST', `${base}?projectName=${P}`, body);
      expect(res.statusCode, res.body).toBe(status);
      if (message) expect(res.json().message).toBe(message);
    }
    const missing = await call('PUT', `${base}?projectName=${P}`, viewBody('nope', [member('alpha')]));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('View not found');
    expect((await call('GET', `${base}?projectName=${P}`)).json()).toEqual(['frontend']);
    expect((await call('GET', `/api/aslan/workflow/v4?project=${P}&viewName=nope`)).statusCode).toBe(404);
  });

  it('drops a deleted workflow out of its views', async () => {
    await createWorkflow(t, minimalWorkflow('brief', P));
    await call('PUT', `${base}?projectName=${P}`, viewBody('frontend', [member('gamma'), member('brief')]));
    expect(await listNames('viewName=frontend')).toEqual(['brief:common_workflow', 'gamma:common_workflow']);
    const removed = await call('DELETE', `/api/aslan/workflow/v4/brief`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await listNames('viewName=frontend')).toEqual(['gamma:common_workflow']);
    expect((await preset('frontend')).workflows.some((w) => w.workflow_name === 'brief')).toBe(false);
  });

  it('deletes a view by name, and by project and name as Zadig does', async () => {
    await call('POST', `${base}?projectName=${P}`, viewBody('backend', [member('alpha')]));
    expect((await call('DELETE', `${base}/frontend?projectName=${P}`)).statusCode).toBe(200);
    expect((await call('DELETE', `${base}/${P}/backend`)).statusCode).toBe(200);
    expect((await call('GET', `${base}?projectName=${P}`)).json()).toEqual([]);
    const again = await call('DELETE', `${base}/frontend?projectName=${P}`);
    expect(again.statusCode).toBe(404);
  });
});

describe('release workflows', () => {
  it('are answered as workflow_type release and listed apart with category', async () => {
    expect(await listNames('')).toEqual([
      'alpha:common_workflow',
      'beta:common_workflow',
      'gamma:common_workflow',
      'ship:release',
    ]);
    expect(await listNames('category=release')).toEqual(['ship:release']);
    expect(await listNames('category=common')).toEqual([
      'alpha:common_workflow',
      'beta:common_workflow',
      'gamma:common_workflow',
    ]);
  });

  it('keep their category in the stored definition', async () => {
    const res = await call('GET', `/api/aslan/workflow/v4/preset/ship`);
    expect(res.json().category).toBe('release');
    const common = await call('GET', `/api/aslan/workflow/v4/preset/alpha`);
    expect(common.json().category).toBe('');
  });
});
