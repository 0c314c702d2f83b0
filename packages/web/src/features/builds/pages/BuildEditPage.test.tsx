// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserKeyServer } from '../../../test/browserKeyServer';
import { stubFetch } from '../../../test/fetchStub';
import { teamAppRepo } from '../../../test/fixtures';
import { chooseOption, typeInto } from '../../../test/formActions';
import { renderRoutes } from '../../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../../system/screenTests';
import { sessionAnswers } from '../../system/testFixtures';
import { BuildEditPage } from './BuildEditPage';

const keys = browserKeyServer();
const answers = {
  ...sessionAnswers,
  'GET /api/aslan/system/rsaKey/publicKey': keys.publicKeyAnswer,
  'GET /api/v1/codehosts': { status: 200, body: [] },
  'GET /api/aslan/build/targets': { status: 200, body: [{ service_name: 'shop', service_module: 'api' }] },
  'GET /api/aslan/system/basicImages': {
    status: 200,
    body: [
      { id: 'img-1', label: 'Ubuntu 18.04', value: 'bionic', image_from: '' },
      { id: 'img-2', label: 'Ubuntu 20.04', value: 'focal', image_from: '' },
    ],
  },
  'GET /api/aslan/system/install': { status: 200, body: [{ name: 'node', version: '20.11.0' }] },
  'GET /api/aslan/system/registry': { status: 200, body: [] },
  'GET /api/aslan/cluster/clusters': {
    status: 200,
    body: [
      { id: 'local', name: 'local', local: true, status: 'normal' },
      { id: 'c-1', name: 'builds', local: false, status: 'normal' },
      { id: 'c-2', name: 'gone', local: false, status: 'disconnected' },
    ],
  },
  'GET /api/aslan/system/s3storage': {
    status: 200,
    body: [{ id: 's-1', endpoint: 'minio.local', bucket: 'b' }],
  },
  'GET /api/aslan/system/jenkins/exist': { status: 200, body: { exists: false } },
  'POST /api/aslan/build/build': { status: 200, body: { message: 'success' } },
};
const openCreate = () =>
  renderRoutes(
    [
      { path: '/v1/projects/detail/:project_name/builds/create', Component: BuildEditPage },
      { path: '/v1/projects/detail/:project_name/builds', element: <div data-testid="list" /> },
    ],
    '/v1/projects/detail/shop/builds/create',
  );

setUpScreenTests();
// jsdom lays nothing out; the script editor measures text ranges
beforeAll(() => {
  Range.prototype.getClientRects = () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

describe('BuildEditPage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('says what a build needs, then creates it with the portal body', async () => {
    const { calls } = stubFetch(answers);
    openCreate();
    fireEvent.click(await screen.findByTestId('build-save'));
    expect(await findText('Build name, Jobs and Image cannot be empty')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    typeInto('build-name', 'shop-build-api');
    await chooseOption('build-targets', 'api(shop)');
    fireEvent.click(screen.getByTestId('build-add-env'));
    typeInto('build-env-key-0', 'GOFLAGS');
    typeInto('build-env-value-0', '-mod=vendor');
    fireEvent.click(screen.getByTestId('build-save'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toBe('/api/aslan/build/build?projectName=shop');
    expect(JSON.parse(String(post.init.body))).toMatchObject({
      name: 'shop-build-api',
      source: 'zadig',
      product_name: 'shop',
      timeout: 60,
      targets: [{ service_name: 'shop', service_module: 'api', key: 'shop/api' }],
      repos: [],
      cache_enable: true,
      pre_build: {
        res_req: 'low',
        cluster_id: 'local',
        res_req_spec: { cpu_limit: 1000, memory_limit: 512 },
        image_id: 'img-2',
        build_os: 'focal',
        envs: [{ key: 'GOFLAGS', value: '-mod=vendor', type: 'string', is_credential: false }],
      },
      scripts: '#!/bin/bash\nset -e',
      post_build: {},
    });
    expect(await screen.findByTestId('list', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('offers the clusters that take jobs now: the local one and normal ones', async () => {
    stubFetch(answers);
    openCreate();
    await chooseOption('build-cluster', 'builds');
    const offered = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
    expect(offered).toContain('Local cluster');
    expect(offered).not.toContain('gone');
  });

  it('checks variable keys and a custom CPU with the contracts rules', async () => {
    const { calls } = stubFetch(answers);
    openCreate();
    await screen.findByTestId('build-name');
    typeInto('build-name', 'b1');
    fireEvent.click(screen.getByTestId('build-add-env'));
    typeInto('build-env-key-0', '1st');
    await chooseOption('build-res-req', 'Custom');
    fireEvent.change(await screen.findByTestId('build-cpu'), { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('build-save'));
    expect(
      await findText('Variable names hold letters, digits and underscores and do not start with a digit'),
    ).toBeTruthy();
    expect(await findText('CPU must be a whole number of millicores from 1 to 256000')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks for an upload file with a path and says when no registry is configured', async () => {
    const { calls } = stubFetch(answers);
    openCreate();
    await screen.findByTestId('build-name');
    typeInto('build-name', 'b1');
    await chooseOption('build-targets', 'api(shop)');
    fireEvent.click(screen.getByTestId('build-docker_build_enabled'));
    expect(await findText(/no registry configured/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('build-upload_enabled'));
    fireEvent.click(screen.getByTestId('build-save'));
    expect(await findText('At least one upload file with a path is required')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('makes a Jenkins build from the parameters of its job and needs an IMAGE parameter', async () => {
    const jenkins = (params: { name: string; value: string }[]) => ({
      ...answers,
      'GET /api/aslan/system/jenkins/exist': { status: 200, body: { exists: true } },
      'GET /api/aslan/system/jenkins/integration': {
        status: 200,
        body: [{ id: '2', url: 'http://jenkins.local', username: 'ci', password: '' }],
      },
      'GET /api/aslan/system/jenkins/jobNames/2': { status: 200, body: ['deploy-app'] },
      'GET /api/aslan/system/jenkins/buildArgs/2/deploy-app': {
        status: 200,
        body: params.map((param) => ({ ...param, type: 'string', choice_option: [], auto_generate: false })),
      },
    });
    const { calls } = stubFetch(jenkins([{ name: 'TARGET', value: 'prod' }]));
    openCreate();
    fireEvent.click(await screen.findByText('Jenkins build'));
    typeInto('build-name', 'jenkins-api');
    await chooseOption('build-targets', 'api(shop)');
    await chooseOption('build-jenkins-server', 'http://jenkins.local');
    await chooseOption('build-jenkins-job', 'deploy-app');
    expect(((await screen.findByTestId('build-jenkins-param-0')) as HTMLInputElement).value).toBe('prod');
    fireEvent.click(screen.getByTestId('build-save'));
    expect(await findText('Jenkins build must have an IMAGE parameter')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('makes a build from a template: per module the template repositories and variable values', async () => {
    const { calls } = stubFetch({
      ...answers,
      'GET /api/v1/codehosts': {
        status: 200,
        body: [{ id: 4, type: 'other', address: 'git://git.local', alias: '' }],
      },
      'GET /api/aslan/code/codehost/4/branches': { status: 200, body: [{ name: 'main' }] },
      'GET /api/aslan/template/build': {
        status: 200,
        body: { build_templates: [{ id: '7', name: 'node-app', update_time: 0, update_by: '' }], total: 1 },
      },
      'GET /api/aslan/template/build/7': {
        status: 200,
        body: {
          id: '7',
          name: 'node-app',
          repos: [teamAppRepo],
          pre_build: {
            envs: [{ key: 'MODE', value: 'fast', type: 'string', choice_option: [], is_credential: false }],
          },
        },
      },
    });
    openCreate();
    fireEvent.click(await screen.findByTestId('build-from-template'));
    typeInto('build-name', 'shop-api-from-template');
    await chooseOption('build-template', 'node-app');
    await chooseOption('build-targets', 'api(shop)');
    expect(await screen.findByTestId('build-template-target-0')).toBeTruthy();
    await waitFor(() => expect(screen.getByDisplayValue('fast')).toBeTruthy());
    fireEvent.change(screen.getByDisplayValue('fast'), { target: { value: 'slow' } });
    fireEvent.click(screen.getByTestId('build-save'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(JSON.parse(String(calls.find((call) => call.method === 'POST')!.init.body))).toMatchObject({
      name: 'shop-api-from-template',
      template_id: '7',
      targets: [{ service_name: 'shop', service_module: 'api' }],
      target_repos: [
        {
          service: { service_name: 'shop', service_module: 'api', key: 'shop/api' },
          repos: [{ repo_owner: 'team', repo_name: 'app', branch: 'main' }],
          envs: [{ key: 'MODE', value: 'slow' }],
        },
      ],
    });
  });
});
