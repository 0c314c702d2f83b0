// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetchStub';
import { renderRoutes } from '../../test/renderRoutes';
import { projectTemplate } from '../projects/testing/projectFixtures';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../system/screenTests';
import { sessionAnswers } from '../system/testFixtures';
import { ServicesPage } from './ServicesPage';

const WEB = 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\n';
const done = { status: 200, body: { message: 'success' } };
const features = {
  k8s: { basic_facility: 'kubernetes', deploy_type: 'k8s', create_env_type: 'system' },
  helm: { basic_facility: 'kubernetes', deploy_type: 'helm', create_env_type: 'system' },
  pm: { basic_facility: 'cloud_host', deploy_type: 'k8s', create_env_type: 'system' },
} as const;
const projectAnswer = (kind: keyof typeof features) => ({
  'GET /api/aslan/project/products/shop': {
    status: 200,
    body: projectTemplate('shop', { product_feature: features[kind] }),
  },
});
const listOf = (type: string, names: string[]) => ({
  status: 200,
  body: {
    data: names.map((service_name) => ({
      service_name,
      type,
      product_name: 'shop',
      visibility: 'private',
      source: 'spock',
    })),
  },
});
const k8sAnswers = {
  ...sessionAnswers,
  ...projectAnswer('k8s'),
  'GET /api/aslan/service/services': listOf('k8s', ['web']),
  'GET /api/aslan/service/services/web/k8s': {
    status: 200,
    body: {
      service_name: 'web',
      product_name: 'shop',
      type: 'k8s',
      yaml: WEB,
      visibility: 'private',
      source: 'spock',
    },
  },
  'GET /api/aslan/service/services/web': {
    status: 200,
    body: {
      service_module: [],
      system_variable: [],
      custom_variable: [
        { key: 'replicas', value: '1', state: 'present' },
        { key: 'port', value: '80', state: 'unused' },
      ],
    },
  },
  'PUT /api/aslan/service/services/yaml/validator': (init: RequestInit) => ({
    status: 200,
    body: String(init.body).includes('kind: [')
      ? [{ message: 'YAML documents must be K8s objects: document 1' }]
      : [],
  }),
  'POST /api/aslan/service/services': done,
  'DELETE /api/aslan/service/services/web/k8s': done,
  'GET /api/aslan/environment/environments': { status: 200, body: [{ name: 'dev' }] },
  'PUT /api/aslan/service/services/web/yaml/view': { status: 200, body: 'replicas: 5' },
};
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;
const open = () =>
  renderRoutes(
    [{ path: '/v1/projects/detail/:project_name/services', Component: ServicesPage }],
    '/v1/projects/detail/shop/services',
  );

setUpScreenTests();

describe('services of a K8s YAML project', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it("shows the first service's YAML, its check, and its variables with their states", async () => {
    stubFetch(k8sAnswers);
    open();
    expect(await screen.findByTestId('service-row-web')).toBeTruthy();
    expect(await screen.findByTestId('service-yaml-valid', undefined, { timeout: 5000 })).toBeTruthy();
    expect((await screen.findByTestId('service-variable-state-replicas')).textContent).toBe('In use');
    expect(screen.getByTestId('service-variable-state-port').textContent).toBe('Unused');
  });

  it('a new service with a taken or malformed name is refused before anything is sent', async () => {
    const { calls } = stubFetch(k8sAnswers);
    open();
    fireEvent.click(await screen.findByTestId('service-create'));
    fireEvent.click(await findText('Write YAML'));
    fireEvent.change(await screen.findByTestId('service-name'), { target: { value: 'web' } });
    fireEvent.click(screen.getByTestId('service-save'));
    expect(await findText('service name duplicates existing')).toBeTruthy();
    expect(await findText("Please enter the service's YAML")).toBeTruthy();
    fireEvent.change(screen.getByTestId('service-name'), { target: { value: 'Web_1' } });
    expect(await findText(/lowercase letters, digits and hyphens/i)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('saves the edited service with force, and deletes only after confirmation', async () => {
    const { calls } = stubFetch(k8sAnswers);
    open();
    await screen.findByTestId('service-yaml-valid', undefined, { timeout: 5000 });
    fireEvent.click(screen.getByTestId('service-save'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const save = calls.find((call) => call.method === 'POST')!;
    expect(save.url).toContain('force=true');
    expect(bodyOf(save.init)).toMatchObject({
      service_name: 'web',
      yaml: WEB,
      type: 'k8s',
      product_name: 'shop',
    });
    fireEvent.click(screen.getByTestId('service-delete-web'));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await findText('Delete the service web? Environments keep running it until they are updated.');
    const buttons = screen.getAllByRole('button', { name: 'Delete' });
    fireEvent.click(buttons.at(-1) as HTMLElement);
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('previews the YAML for an environment with the variables typed in', async () => {
    const { calls } = stubFetch(k8sAnswers);
    open();
    fireEvent.click(await screen.findByTestId('service-preview'));
    const value = await screen.findByTestId('service-preview-value-0');
    fireEvent.change(value, { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('service-preview-run'));
    expect(await screen.findByTestId('service-preview-result')).toBeTruthy();
    const view = calls.find((call) => call.url.includes('/yaml/view'))!;
    expect(bodyOf(view.init)).toMatchObject({
      service_name: 'web',
      variables: [
        { key: 'replicas', value: '5' },
        { key: 'port', value: '80' },
      ],
    });
  });
});

describe('K8s YAML services from elsewhere', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  const answers = {
    ...k8sAnswers,
    'GET /api/aslan/service/services/web/k8s': {
      status: 200,
      body: { service_name: 'web', type: 'k8s', yaml: 'kind: [\n', visibility: 'private', source: 'spock' },
    },
    'GET /api/aslan/template/yaml': {
      status: 200,
      body: { yaml_template: [{ id: '7', name: 'deployment' }], system_variables: [] },
    },
    'GET /api/aslan/template/yaml/7': {
      status: 200,
      body: {
        id: '7',
        name: 'deployment',
        content: 'replicas: {{.replicas}}',
        variable: [{ key: 'replicas', value: '2' }],
      },
    },
    'POST /api/aslan/service/template/load': done,
  };

  it("lists the server's problems with the YAML", async () => {
    stubFetch(answers);
    open();
    expect(await screen.findByTestId('service-yaml-problems', undefined, { timeout: 5000 })).toBeTruthy();
    expect(await findText('YAML documents must be K8s objects: document 1')).toBeTruthy();
  });

  it('loading from a repository needs the folder; nothing is sent without it', async () => {
    const { calls } = stubFetch(answers);
    open();
    fireEvent.click(await screen.findByTestId('service-create'));
    fireEvent.click(await findText('From a code repository'));
    fireEvent.click(await screen.findByTestId('service-repo-submit'));
    expect(await findText('Please enter the folder in the repository')).toBeTruthy();
    fireEvent.click(screen.getByTestId('service-repo-check'));
    expect(calls.some((call) => call.url.includes('/service/loader/'))).toBe(false);
  });

  it("makes a service from a library template with the template's variables, edited", async () => {
    const { calls } = stubFetch(answers);
    open();
    fireEvent.click(await screen.findByTestId('service-create'));
    fireEvent.click(await findText('From a template'));
    fireEvent.change(await screen.findByTestId('service-template-name'), { target: { value: 'cart' } });
    fireEvent.mouseDown(within(screen.getByTestId('service-template-pick')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('deployment'));
    fireEvent.change(await screen.findByTestId('service-template-variable-replicas'), {
      target: { value: '3' },
    });
    fireEvent.click(screen.getByTestId('service-template-submit'));
    await waitFor(() => expect(calls.some((call) => call.url.includes('/template/load'))).toBe(true));
    expect(bodyOf(calls.find((call) => call.url.includes('/template/load'))!.init)).toMatchObject({
      service_name: 'cart',
      template_id: '7',
      project_name: 'shop',
      auto_sync: false,
      variables: [{ key: 'replicas', value: '3' }],
    });
  });
});

describe('services of a Helm project', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  const helmAnswers = {
    ...sessionAnswers,
    ...projectAnswer('helm'),
    'GET /api/aslan/service/helm/shop': {
      status: 200,
      body: {
        services: [['api']],
        service_infos: [{ service_name: 'api', type: 'helm', source: 'repo' }],
        file_infos: [],
      },
    },
    'GET /api/aslan/service/helm/shop/api/filePath': {
      status: 200,
      body: [{ name: 'values.yaml', is_dir: false, parent: '' }],
    },
    'GET /api/aslan/service/helm/shop/api/fileContent': { status: 200, body: 'replicaCount: 1\n' },
    'PUT /api/aslan/service/helm/shop': done,
    'GET /api/aslan/system/helm': { status: 200, body: [] },
  };

  it('opens a chart file from the tree; saving waits for an edit', async () => {
    stubFetch(helmAnswers);
    open();
    fireEvent.click(await screen.findByTestId('helm-file-values.yaml'));
    await waitFor(() =>
      expect(screen.getByTestId('library-template-content').textContent).toContain('replicaCount: 1'),
    );
    expect((screen.getByTestId('helm-file-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('a chart repository service needs the repository, chart and version', async () => {
    const { calls } = stubFetch(helmAnswers);
    open();
    fireEvent.click(await screen.findByTestId('service-create'));
    fireEvent.click(await findText('From a chart repository'));
    fireEvent.click(await screen.findByTestId('helm-create-submit'));
    expect(await findText('Please choose a chart repository')).toBeTruthy();
    expect(await findText('Please enter the chart version')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('makes a chart service from a chart template, name rule first', async () => {
    const { calls } = stubFetch({
      ...helmAnswers,
      'GET /api/aslan/template/charts': {
        status: 200,
        body: { chartTemplates: [{ name: 'base' }], systemVariables: [] },
      },
      'POST /api/aslan/service/helm/services': {
        status: 200,
        body: { successServices: ['cart'], failedServices: [] },
      },
    });
    open();
    fireEvent.click(await screen.findByTestId('service-create'));
    fireEvent.click(await findText('From a chart template'));
    fireEvent.change(await screen.findByTestId('helm-service-name'), { target: { value: 'Cart' } });
    fireEvent.mouseDown(within(screen.getByTestId('helm-template-pick')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('base'));
    fireEvent.click(screen.getByTestId('helm-create-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('helm-service-name').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByTestId('helm-service-name'), { target: { value: 'cart' } });
    fireEvent.click(screen.getByTestId('helm-create-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(bodyOf(calls.find((call) => call.method === 'POST')!.init)).toMatchObject({
      source: 'chartTemplate',
      name: 'cart',
      auto_sync: false,
      createFrom: { templateName: 'base', valuesYAML: '' },
    });
  });
});

describe('services of a host project', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  const pmAnswers = {
    ...sessionAnswers,
    ...projectAnswer('pm'),
    'GET /api/aslan/service/services': listOf('pm', []),
    'GET /api/aslan/build/build': { status: 200, body: [{ name: 'api-build' }] },
    'GET /api/aslan/project/pms': { status: 200, body: [] },
    'GET /api/aslan/environment/environments': { status: 200, body: [{ name: 'dev' }] },
    'POST /api/aslan/service/pm/shop': done,
  };

  it('creates a host service with its build, deploy script and a health check', async () => {
    const { calls } = stubFetch(pmAnswers);
    open();
    expect(await findText('No service yet')).toBeTruthy();
    fireEvent.click(screen.getByTestId('service-create'));
    fireEvent.change(await screen.findByTestId('host-service-name'), { target: { value: 'api' } });
    expect(await screen.findByTestId('host-service-hosts-0')).toBeTruthy();
    fireEvent.change(screen.getByTestId('host-service-script'), { target: { value: './deploy.sh' } });
    fireEvent.click(screen.getByTestId('host-service-save'));
    expect(await findText('Please choose the build of the service')).toBeTruthy();
    fireEvent.mouseDown(within(screen.getByTestId('host-service-build')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('api-build'));
    fireEvent.click(screen.getByTestId('host-check-add'));
    fireEvent.click(screen.getByTestId('host-service-save'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const body = bodyOf(calls.find((call) => call.method === 'POST')!.init);
    expect(body).toMatchObject({
      pm_service_tmpl: {
        service_name: 'api',
        type: 'pm',
        build_name: 'api-build',
        env_configs: [{ env_name: 'dev', host_ids: [], labels: [] }],
        health_checks: [{ protocol: 'http', port: 80, path: '/' }],
      },
      build: { name: 'api-build', pm_deploy_scripts: './deploy.sh' },
    });
  });
});
