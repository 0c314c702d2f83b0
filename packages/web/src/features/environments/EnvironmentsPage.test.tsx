// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetchStub';
import { typeInto } from '../../test/formActions';
import { renderRoutes } from '../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../system/screenTests';
import { sessionAnswers } from '../system/testFixtures';
import { EnvironmentsPage } from './EnvironmentsPage';

const ENVS = '/api/aslan/environment/environments';
const summary = (name: string) => ({ name, production: false, source: 'spock', status: 'Running' });
const info = {
  product_name: 'shop',
  env_name: 'dev',
  namespace: 'shop-env-dev',
  cluster_id: 'c1',
  cluster_name: 'local',
  is_prod: false,
  source: 'spock',
  status: 'Running',
  update_time: 1717228800,
  error: '',
  services: [['web', 'api']],
  vars: [{ key: 'tag', value: '1.25', services: ['web'] }],
};
const rows = [
  { service_name: 'web', type: 'k8s', status: 'Running', images: ['docker.io/library/nginx:1.25'] },
  { service_name: 'api', type: 'k8s', status: 'Error', images: ['registry.local/shop/api:7'] },
];
const answers = (envs: string[]) => ({
  ...sessionAnswers,
  [`GET ${ENVS}`]: { status: 200, body: envs.map(summary) },
  [`GET ${ENVS}/dev`]: { status: 200, body: info },
  [`GET ${ENVS}/dev/groups`]: { status: 200, body: rows, headers: { 'X-Total': '2' } },
  [`DELETE ${ENVS}/dev`]: { status: 200, body: { message: 'success' } },
});

const open = (path = '/v1/projects/detail/shop/envs') =>
  renderRoutes(
    [
      { path: '/v1/projects/detail/:project_name/envs', Component: EnvironmentsPage },
      { path: '/v1/projects/detail/:project_name/envs/detail', Component: EnvironmentsPage },
      { path: '/v1/projects/detail/:project_name/envs/create', element: <p>create page</p> },
    ],
    path,
  );

setUpScreenTests();

describe('EnvironmentsPage (spec §2, §4, §7)', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows the environments as tabs and opens the first with its services, status and images', async () => {
    stubFetch(answers(['dev', 'qa']));
    open();
    expect(await screen.findByTestId('envs-tab-qa')).toBeTruthy();
    expect(await findText('shop-env-dev')).toBeTruthy();
    expect(await findText('nginx:1.25')).toBeTruthy();
    expect(screen.getByText('api:7')).toBeTruthy();
    expect(screen.getByText('Not running')).toBeTruthy();
  });

  it('goes to the create page when the project has no environment', async () => {
    stubFetch(answers([]));
    open();
    expect(await findText('create page')).toBeTruthy();
  });

  it('asks before a forced update when the server says services were changed, then sends force', async () => {
    const { calls } = stubFetch({
      ...answers(['dev']),
      [`PUT ${ENVS}/dev`]: (_init, url) =>
        url.includes('force=true')
          ? { status: 200, body: { message: 'success' } }
          : {
              status: 409,
              body: {
                code: 6168,
                message: 'modified',
                description: 'the following services are modified since last update: {"name":"web"}',
              },
            },
    });
    open('/v1/projects/detail/shop/envs/detail?envName=dev');
    fireEvent.click(await screen.findByTestId('env-update'));
    typeInto('env-update-var-tag', '1.26');
    fireEvent.click(screen.getByTestId('env-update-ok'));
    expect(await findText(/changed since the last update: web/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('envs-force-ok'));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    const forced = calls.filter((call) => call.method === 'PUT')[1]!;
    expect(forced.url).toContain('force=true');
    expect(JSON.parse(String(forced.init.body))).toEqual({
      vars: [{ key: 'tag', value: '1.26', services: ['web'] }],
      service_names: ['web', 'api'],
    });
    expect(await findText('Environment update started')).toBeTruthy();
  });

  it('deletes the environment only after confirmation', async () => {
    const { calls } = stubFetch(answers(['dev']));
    open();
    fireEvent.click(await screen.findByTestId('env-delete'));
    expect(await findText(/Delete environment dev with its namespace/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByTestId('env-delete-ok'));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(calls.find((call) => call.method === 'DELETE')!.url).toContain('is_delete=true');
  });
});

describe('EnvironmentRevisions (spec §5)', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  const revision = (n: number) => ({
    revision: n,
    services: [],
    created_by: 'ada',
    created_at: 1717228800 + n,
  });
  it('compares exactly two revisions and rolls back after confirmation', async () => {
    const { calls } = stubFetch({
      ...answers(['dev']),
      [`GET ${ENVS}/dev/versions`]: { status: 200, body: [revision(3), revision(2), revision(1)] },
      [`GET ${ENVS}/dev/versions/diff`]: {
        status: 200,
        body: {
          from: 1,
          to: 3,
          services: [
            {
              service_name: 'web',
              changed: true,
              from: { revision: 1, yaml: 'image: nginx:1.25', containers: [] },
              to: { revision: 3, yaml: 'image: nginx:1.26', containers: [] },
            },
          ],
        },
      },
      [`POST ${ENVS}/dev/versions/1/rollback`]: { status: 200, body: { message: 'success' } },
    });
    open();
    fireEvent.click(await screen.findByTestId('env-revisions-tab'));
    const choose = async (n: number) =>
      fireEvent.click((await screen.findByTestId(`revision-choose-${n}`)) as HTMLElement);
    await choose(1);
    expect((screen.getByTestId('revision-compare') as HTMLButtonElement).disabled).toBe(true);
    await choose(3);
    expect((screen.getByTestId('revision-choose-2') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('revision-compare'));
    expect(await findText('image: nginx:1.26')).toBeTruthy();
    expect(calls.find((call) => call.url.includes('/versions/diff'))!.url).toContain('revisions=1%2C3');
    fireEvent.click(screen.getByTestId('revision-rollback-1'));
    fireEvent.click(await screen.findByTestId('revision-rollback-ok'));
    await waitFor(() => expect(calls.some((call) => call.url.includes('/versions/1/rollback'))).toBe(true));
  });
});

describe('Removing a service from an environment (portal shapes §3.3)', {
  timeout: SCREEN_TEST_TIMEOUT_MS,
}, () => {
  it('asks first, and lists the sub-environments when the server refuses with 6094', async () => {
    const { calls } = stubFetch({
      ...answers(['dev']),
      [`PUT ${ENVS}/dev/services`]: {
        status: 400,
        body: { code: 6094, message: 'in use', description: 'in use', extra: { api: ['dev-sub1'] } },
      },
    });
    open();
    fireEvent.click(await screen.findByTestId('env-remove-api'));
    expect(
      (await screen.findAllByText('Remove api and its objects from environment dev?')).length,
    ).toBeGreaterThan(0);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.click(screen.getByTestId('env-remove-ok'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(JSON.parse(String(calls.find((call) => call.method === 'PUT')!.init.body))).toEqual({
      service_names: ['api'],
    });
    await waitFor(() =>
      expect(
        screen.getAllByText('The service is still used by the sub-environments: dev-sub1').length,
      ).toBeGreaterThan(0),
    );
  });
});

describe('Service list by environment kind (portal shapes §1.4)', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('lists the workloads of a Helm environment with the chart filter', async () => {
    const { calls } = stubFetch({
      ...answers(['dev']),
      [`GET ${ENVS}/dev`]: { status: 200, body: { ...info, source: 'helm' } },
      [`GET ${ENVS}/dev/workloads`]: {
        status: 200,
        body: { services: [rows[0]], ingresses: [] },
        headers: { 'X-Total': '1' },
      },
    });
    open();
    expect(await findText('nginx:1.25')).toBeTruthy();
    const listed = calls.find((call) => call.url.includes('/dev/workloads'))!;
    expect(decodeURIComponent(listed.url)).toContain('filter=serviceName=*,name=');
    expect(calls.some((call) => call.url.includes('/dev/groups'))).toBe(false);
  });
});
