import type { LoginResponse } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGitDaemonCodehost } from '../codehost-fixture.js';
import { chartFiles, inFolder, templateChartFiles } from '../fixtures/charts/chart-fixture.js';
import { type GitServer, startGitServer } from '../git-daemon.js';
import { createProject } from '../projects.fixture.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectShape, portalCaller } from './portal-contract.js';

/**
 * The template library's Helm chart templates (模板库 › Helm Chart): imported from a chart folder of a
 * real git repository (git daemon on loopback), each call sent as the portal sends it.
 */
let t: TestApp;
let git: GitServer;
let hostId: number;
let user: LoginResponse;

beforeAll(async () => {
  t = await createTestApp();
  user = await t.createUser('chart-template-user');
  git = await startGitServer({
    'team/charts': {
      ...inFolder('web', templateChartFiles('web')),
      'docs/README.md': '# not a chart\n',
    },
  });
  hostId = await addGitDaemonCodehost(t, git);
});
afterAll(async () => {
  await git?.stop();
  await t?.close();
});

const call = portalCaller(() => t);
const charts = '/api/aslan/template/charts';
const importBody = (name: string, path = 'web') => ({
  name,
  codeHostID: hostId,
  owner: 'team',
  repo: 'charts',
  branch: 'main',
  path,
  namespace: '',
});

describe('chart templates', () => {
  it('POST imports the folder; GET list {chartTemplates, systemVariables}; GET /{name} {files, variables}', async () => {
    expect((await call('POST', charts, importBody('web-template'))).json()).toEqual({ message: 'success' });
    const list = (await call('GET', `${charts}?projectName=`, undefined, user.token)).json();
    expectShape(list, {
      chartTemplates: [
        {
          name: 'string',
          codehostID: 'integer',
          owner: 'string',
          repo: 'string',
          branch: 'string',
          path: 'string',
          namespace: 'string',
        },
      ],
      systemVariables: [{ key: 'string', description: 'string' }],
    });
    expect(list.chartTemplates).toEqual([
      {
        name: 'web-template',
        codehostID: hostId,
        owner: 'team',
        repo: 'charts',
        branch: 'main',
        path: 'web',
        namespace: '',
      },
    ]);
    const detail = (await call('GET', `${charts}/web-template`, undefined, user.token)).json();
    expectShape(detail, { files: [{ path: 'string' }], variables: [{ key: 'string', value: 'string' }] });
    expect(detail.files.map((f: { path: string }) => f.path)).toEqual(chartFiles('web').map((f) => f.path));
    expect(detail.variables).toEqual([
      { key: 'replicas', value: '' },
      { key: 'port', value: '' },
    ]);
  });

  it('GET /{name}/files answers the file as a plain string', async () => {
    const res = await call('GET', `${charts}/web-template/files?fileName=templates/service.yaml&filePath=`);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe(chartFiles('web').find((f) => f.path === 'templates/service.yaml')?.content);
    const missing = await call(
      'GET',
      `${charts}/web-template/files?fileName=nope.yaml&filePath=`,
      undefined,
      undefined,
      400,
    );
    expect(missing.json().description).toBe('nope.yaml');
    await call(
      'GET',
      `${charts}/web-template/files?fileName=../Chart.yaml&filePath=`,
      undefined,
      undefined,
      400,
    );
  });

  it('PUT /{name}/variables (a JSON array) keeps the keys values.yaml uses; GET answers [{key, value}]', async () => {
    await call('PUT', `${charts}/web-template/variables`, [
      { key: 'replicas', value: '2' },
      { key: 'port', value: '8080' },
      { key: 'unused', value: 'x' },
    ]);
    expect((await call('GET', `${charts}/web-template/variables`, undefined, user.token)).json()).toEqual([
      { key: 'replicas', value: '2' },
      { key: 'port', value: '8080' },
    ]);
    await call('PUT', `${charts}/web-template/variables`, [{ key: '', value: '1' }], undefined, 400);
  });

  it('refuses bad names, duplicates and folders without a Chart.yaml with clear messages; ordinary users may not write', async () => {
    const badName = (await call('POST', charts, importBody('bad name!'), undefined, 400)).json();
    expect(badName.message).toMatch(/模板名称|template name/i);
    const duplicate = (await call('POST', charts, importBody('web-template'), undefined, 409)).json();
    expect(duplicate.message).toMatch(/Chart 模板|chart template/i);
    const notChart = (await call('POST', charts, importBody('docs', 'docs'), undefined, 400)).json();
    expect(notChart.message).toMatch(/Chart\.yaml/);
    await call('POST', charts, { ...importBody('web-2'), codeHostID: 'x' }, undefined, 400);
    await call('POST', charts, { ...importBody('web-2'), codeHostID: 2 ** 40 }, undefined, 400);
    await call('POST', charts, importBody('by-user'), user.token, 403);
    await call('DELETE', `${charts}/web-template`, undefined, user.token, 403);
    const missing = (await call('GET', `${charts}/no-such-chart`, undefined, undefined, 404)).json();
    expect(missing.description).toBe('no-such-chart');
  });

  it('PUT /{name} re-imports; where-used lists the services made from it; DELETE refuses while in use', async () => {
    await call('PUT', `${charts}/web-template`, importBody('web-template'));
    // variable defaults survive a re-import
    expect((await call('GET', `${charts}/web-template/variables`)).json()[0]).toEqual({
      key: 'replicas',
      value: '2',
    });
    const project = await createProject(t, { product_name: 'chart-users' });
    await call('POST', `/api/aslan/service/helm/services?projectName=${project.product_name}`, {
      source: 'chartTemplate',
      name: 'storefront',
      auto_sync: true,
      createFrom: {
        templateName: 'web-template',
        valuesYAML: '',
        variables: [{ key: 'port', value: '9090' }],
      },
      valuesData: { yamlSource: 'repo', gitRepoConfig: null },
    });
    expect((await call('GET', `${charts}/web-template/reference`)).json()).toEqual([
      { project_name: 'chart-users', service_name: 'storefront' },
    ]);
    // "apply to all auto-sync services" renders the template again for them
    await call('POST', `${charts}/web-template/reference`);
    const inUse = (await call('DELETE', `${charts}/web-template`, undefined, undefined, 400)).json();
    expect(inUse.description).toBe('chart-users/storefront');
    await call('POST', charts, importBody('spare'));
    await call('DELETE', `${charts}/spare`);
    await call('GET', `${charts}/spare`, undefined, undefined, 404);
  });
});
