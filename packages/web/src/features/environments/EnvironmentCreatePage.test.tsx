// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetchStub';
import { chooseOption, typeInto } from '../../test/formActions';
import { renderRoutes } from '../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../system/screenTests';
import { sessionAnswers } from '../system/testFixtures';
import { EnvironmentCreatePage } from './EnvironmentCreatePage';

const template = {
  revision: 3,
  vars: [
    { key: 'tag', value: '1.25', services: ['web'] },
    { key: 'workers', value: '2', services: ['api'] },
  ],
  services: [
    [
      {
        service_name: 'web',
        type: 'k8s',
        containers: [{ name: 'web', image: 'nginx:1.25', image_name: 'nginx' }],
      },
    ],
    [{ service_name: 'api', type: 'k8s', containers: [] }],
  ],
};
const answers = {
  ...sessionAnswers,
  'GET /api/aslan/environment/init_info/shop': { status: 200, body: template },
  'GET /api/aslan/cluster/clusters': { status: 200, body: [{ id: 'c1', name: 'local-cluster' }] },
  'GET /api/aslan/system/rsaKey/publicKey': { status: 200, body: { publicKey: '' } },
  'GET /api/aslan/environment/environments': { status: 200, body: [] },
  'POST /api/aslan/environment/environments': { status: 200, body: { message: 'success' } },
};
const open = () =>
  renderRoutes(
    [
      { path: '/v1/projects/detail/:project_name/envs/create', Component: EnvironmentCreatePage },
      { path: '/v1/projects/detail/:project_name/envs/detail', element: <p>detail page</p> },
    ],
    '/v1/projects/detail/shop/envs/create',
  );

setUpScreenTests();

describe('EnvironmentCreatePage (spec §5, §7)', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('refuses a name with capitals and a missing cluster, sending nothing', async () => {
    const { calls } = stubFetch(answers);
    open();
    await screen.findByTestId('env-create-name');
    typeInto('env-create-name', 'Dev_1');
    fireEvent.click(screen.getByTestId('env-create-submit'));
    expect(
      await findText('Environment names support only lowercase letters, digits and hyphen'),
    ).toBeTruthy();
    expect(await findText('Choose a cluster')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('creates with the cluster, default namespace, chosen services and only their variables', async () => {
    const { calls } = stubFetch(answers);
    open();
    await screen.findByTestId('env-create-name');
    typeInto('env-create-name', 'dev');
    await chooseOption('env-create-cluster', 'local-cluster');
    fireEvent.click(screen.getByLabelText('api'));
    typeInto('env-create-var-0', '1.26');
    fireEvent.click(screen.getByTestId('env-create-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true), { timeout: 5000 });
    const body = JSON.parse(String(calls.find((call) => call.method === 'POST')!.init.body));
    expect(body).toMatchObject({
      product_name: 'shop',
      env_name: 'dev',
      cluster_id: 'c1',
      namespace: 'shop-env-dev',
      source: 'spock',
      vars: [{ key: 'tag', value: '1.26', services: ['web'] }],
    });
    expect(body.services).toHaveLength(1);
    expect(body.services[0][0].service_name).toBe('web');
    expect(await findText('detail page')).toBeTruthy();
  });
});

// a Helm chart project: the template lists chart services (portal-shapes §2.1)
const helmAnswers = {
  ...answers,
  'GET /api/aslan/environment/init_info/shop': {
    status: 200,
    body: {
      ...template,
      services: [],
      vars: null,
      chart_infos: [{ service_name: 'web', chart_version: '1.2.3' }],
    },
  },
  'GET /api/aslan/environment/environments//estimated-renderchart': {
    status: 200,
    body: [
      {
        serviceName: 'web',
        chartVersion: '1.2.3',
        overrideYaml: 'replicaCount: 2\n',
        overrideValues: [],
        yaml_data: { auto_sync: false, source_detail: null },
      },
    ],
  },
  'POST /api/aslan/environment/environments//estimated-values': {
    status: 200,
    body: { yamlContent: 'replicaCount: 1\nimage:\n  repository: nginx\n' },
  },
};

describe('EnvironmentCreatePage of a Helm project (portal-shapes §2.4)', {
  timeout: SCREEN_TEST_TIMEOUT_MS,
}, () => {
  it('shows the chart defaults and sends the chosen charts with their values overrides', async () => {
    const { calls } = stubFetch(helmAnswers);
    open();
    await screen.findByTestId('env-create-charts');
    expect((await screen.findByTestId('env-create-chart-defaults-web')).textContent).toContain(
      'repository: nginx',
    );
    expect((screen.getByTestId('env-create-override-web') as HTMLTextAreaElement).value).toBe(
      'replicaCount: 2\n',
    );
    typeInto('env-create-name', 'dev');
    await chooseOption('env-create-cluster', 'local-cluster');
    typeInto('env-create-override-web', 'replicaCount: 3\n');
    typeInto('env-create-default-values', 'service:\n  port: 8080\n');
    fireEvent.click(screen.getByTestId('env-create-submit'));
    await waitFor(
      () => expect(calls.some((call) => call.method === 'POST' && call.url.includes('helm=true'))).toBe(true),
      {
        timeout: 5000,
      },
    );
    const post = calls.find((call) => call.method === 'POST' && call.url.includes('helm=true'))!;
    expect(post.url).toContain('projectName=shop');
    expect(JSON.parse(String(post.init.body))).toEqual([
      expect.objectContaining({
        envName: 'dev',
        clusterID: 'c1',
        namespace: 'shop-env-dev',
        defaultValues: 'service:\n  port: 8080\n',
        chartValues: [
          expect.objectContaining({
            serviceName: 'web',
            chartVersion: '1.2.3',
            overrideYaml: 'replicaCount: 3\n',
          }),
        ],
      }),
    ]);
    expect(await findText('detail page')).toBeTruthy();
  });

  it('refuses values that are not a YAML map and no chart chosen, sending nothing', async () => {
    const { calls } = stubFetch(helmAnswers);
    open();
    await screen.findByTestId('env-create-charts');
    typeInto('env-create-name', 'dev');
    await chooseOption('env-create-cluster', 'local-cluster');
    typeInto('env-create-default-values', '- a list');
    fireEvent.click(screen.getByTestId('env-create-submit'));
    expect(await findText('The values must be a YAML mapping')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('web'));
    fireEvent.click(screen.getByTestId('env-create-submit'));
    expect(await findText('Choose at least one chart service')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.url.includes('helm=true'))).toBe(false);
  });
});
