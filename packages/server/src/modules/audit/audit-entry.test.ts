import { describe, expect, it } from 'vitest';
import { describeCall, type FinishedCall, isAudited } from './audit-entry.js';

const call = (overrides: Partial<FinishedCall>): FinishedCall => ({
  method: 'PUT',
  url: '/api/v1/somewhere',
  ip: '10.0.0.1',
  routeUrl: '/api/v1/somewhere',
  permission: { kind: 'signedIn' },
  params: {},
  query: {},
  body: undefined,
  actor: { uid: 'u-1', account: 'alice' },
  status: 200,
  ...overrides,
});

describe('which calls are audited', () => {
  it('takes the mutating methods under /api only', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(isAudited(method, '/api/v1/x')).toBe(true);
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(isAudited(method, '/api/v1/x')).toBe(false);
    expect(isAudited('POST', '/api')).toBe(true);
    expect(isAudited('POST', '/api?x=1')).toBe(true);
    expect(isAudited('POST', '/apix/v1')).toBe(false);
    expect(isAudited('POST', '/projects')).toBe(false);
  });

  it('leaves out reads made with POST: searches, page visits, syntax checks', () => {
    for (const path of ['/api/v1/users/search', '/api/v1/picket/users', '/api/v1/visit-records'])
      expect(isAudited('POST', `${path}?projectName=x`), path).toBe(false);
    expect(isAudited('DELETE', '/api/v1/picket/users/u-1')).toBe(true);
  });
});

describe('the description of a call', () => {
  it('names the caller, what was done in which area to what, the path without the query and the client', () => {
    const entry = describeCall(
      call({
        method: 'DELETE',
        url: '/api/v1/roles/dev?projectName=demo',
        routeUrl: '/api/v1/roles/:name',
        params: { name: 'dev' },
      }),
    );
    expect(entry).toEqual({
      uid: 'u-1',
      username: 'alice',
      method: 'DELETE',
      path: '/api/v1/roles/dev',
      projectName: '',
      action: 'delete',
      function: 'projectRole',
      name: 'dev',
      status: 200,
      requestBody: '',
      clientIp: '10.0.0.1',
    });
  });

  it('leaves action and area empty for calls no route matched', () => {
    const entry = describeCall(call({ url: '/api/v1/nowhere?a=1', routeUrl: undefined, status: 404 }));
    expect(entry).toMatchObject({ action: '', function: '', name: '', path: '/api/v1/nowhere', status: 404 });
  });

  it('labels routes by the start of their pattern and the meaning of their method or last word', () => {
    const labelOf = (method: string, routeUrl: string, extra: Partial<FinishedCall> = {}) => {
      const { action, function: area, name } = describeCall(call({ method, routeUrl, ...extra }));
      return [action, area, name];
    };
    expect(
      labelOf('POST', '/api/aslan/workflow/v4/workflowtask', { body: { workflow_name: 'build' } }),
    ).toEqual(['run', 'workflowTask', 'build']);
    expect(
      labelOf('DELETE', '/api/aslan/workflow/v4/workflowtask/workflow/:workflowName/task/:taskId', {
        params: { workflowName: 'build', taskId: '7' },
      }),
    ).toEqual(['cancel', 'workflowTask', 'build #7']);
    expect(
      labelOf('POST', '/api/aslan/workflow/v4/workflowtask/approve', {
        body: { workflow_name: 'build', task_id: 3, stage_name: 's' },
      }),
    ).toEqual(['approve', 'workflowTask', 'build #3']);
    expect(labelOf('PUT', '/api/aslan/workflow/v4/:name', { params: { name: 'build' } })).toEqual([
      'update',
      'workflow',
      'build',
    ]);
    expect(
      labelOf('PUT', '/api/aslan/system/announcement/update', {
        body: { id: 4, content: { title: 'Upgrade' } },
      }),
    ).toEqual(['update', 'announcement', 'Upgrade']);
    expect(labelOf('POST', '/api/v1/login', { body: { account: 'ada', password: 'x' } })).toEqual([
      'login',
      'account',
      'ada',
    ]);
    expect(labelOf('PATCH', '/api/v1/emails/host', { body: { name: 'smtp.example.com' } })).toEqual([
      'update',
      'mail',
      'smtp.example.com',
    ]);
    expect(labelOf('POST', '/api/aslan/build/build')).toEqual(['create', 'build', '']);
    expect(
      labelOf('POST', '/api/v1/picket/projects', { body: { project_name: 'Shop', product_name: 'shop' } }),
    ).toEqual(['create', 'project', 'shop']);
    expect(
      labelOf('POST', '/api/v1/rolebindings', { body: [{ uid: 'u-2', role: 'reader', type: 'custom' }] }),
    ).toEqual(['create', 'member', 'reader']);
    expect(labelOf('PUT', '/api/v1/unknown/thing')).toEqual(['update', '', '']);
  });

  it('finds the project where the route says, else in projectName, project_name or the :name of project routes', () => {
    const locatedInBody = call({
      permission: { kind: 'projectAdmin', project: { from: 'body', key: 'project' } },
      body: { project: ' ops ' },
      query: { projectName: 'other' },
    });
    expect(describeCall(locatedInBody).projectName).toBe('ops');
    expect(describeCall(call({ query: { projectName: 'demo' } })).projectName).toBe('demo');
    expect(describeCall(call({ body: { project_name: 'demo' } })).projectName).toBe('demo');
    for (const routeUrl of ['/api/v1/picket/projects/:name', '/api/aslan/project/products/:name/services']) {
      expect(describeCall(call({ routeUrl, params: { name: 'demo' } })).projectName, routeUrl).toBe('demo');
    }
    expect(describeCall(call({ routeUrl: '/api/v1/roles/:name', params: { name: 'dev' } })).projectName).toBe(
      '',
    );
    expect(describeCall(call({ body: { project_name: 42 } })).projectName).toBe('');
  });

  it('records a project creation under the new project, and workflow calls not under the workflow name', () => {
    const creation = call({
      method: 'POST',
      routeUrl: '/api/v1/picket/projects',
      body: { product_name: 'shop', project_name: 'Shop' },
    });
    expect(describeCall(creation).projectName).toBe('shop');
    const viaWorkflow = call({
      permission: {
        kind: 'project',
        project: { from: 'body', key: 'workflow_name', via: 'workflow' },
        action: 'run_workflow',
      },
      body: { workflow_name: 'deploy', project_name: 'shop' },
    });
    expect(describeCall(viaWorkflow).projectName).toBe('shop');
  });

  it('records the account attempted by a sign-in or sign-up, and nobody for anonymous calls', () => {
    for (const url of ['/api/v1/login', '/api/v1/signup']) {
      const entry = describeCall(
        call({ url, routeUrl: url, actor: null, body: { account: 'ghost', password: 'x' } }),
      );
      expect(entry).toMatchObject({
        uid: '',
        username: 'ghost',
        action: url.endsWith('login') ? 'login' : 'signup',
        requestBody: '{"account":"ghost","password":"********"}',
      });
    }
    expect(describeCall(call({ actor: null }))).toMatchObject({ uid: '', username: '' });
  });

  it('keeps names and paths of absurd lengths short', () => {
    const long = 'x'.repeat(10_000);
    const entry = describeCall(
      call({
        url: `/api/v1/login/${long}`,
        routeUrl: undefined,
        body: { account: long, project_name: long },
      }),
    );
    expect(entry.path.length).toBeLessThanOrEqual(512);
    expect(entry.projectName.length).toBeLessThanOrEqual(512);
  });

  it('drops NUL characters, which the database cannot store, from names', () => {
    const entry = describeCall(
      call({
        url: '/api/v1/login',
        routeUrl: '/api/v1/login',
        query: { projectName: 'de\u0000mo' },
        body: { account: 'al\u0000ice' },
      }),
    );
    expect(entry).toMatchObject({ username: 'alice', projectName: 'demo' });
  });
});
