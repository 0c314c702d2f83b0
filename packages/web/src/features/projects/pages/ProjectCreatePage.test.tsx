// fetch is stubbed because no server runs in unit tests: it answers the user search and the creation.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { testUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/renderRoutes';
import { signedInForEachTest } from '../../../test/signedIn';
import { permissionAnswers } from '../testing/projectFixtures';
import { ProjectCreatePage } from './ProjectCreatePage';

const routes = [
  { path: '/v1/projects/create', Component: ProjectCreatePage },
  { path: '*', Component: () => <p data-testid="landed">landed</p> },
];

const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(field(testId), { target: { value } });

// Administrators are uids, which the server gives as UUIDs.
const creator = { ...testUser, uid: '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b' };

signedInForEachTest(creator);

// The first render loads antd's form code, which takes seconds in jsdom.
describe('ProjectCreatePage', { timeout: 20_000 }, () => {
  it('asks for the kind first, then suggests the identifier from the name until one is typed', async () => {
    stubFetch({
      ...permissionAnswers(['create_project']),
      'POST /api/v1/users/search': { status: 200, body: { users: [], total: 0 } },
    });
    renderRoutes(routes, '/v1/projects/create');
    expect(screen.queryByTestId('project-alias')).toBeNull();
    fireEvent.click(screen.getByTestId('project-kind-helm'));
    await screen.findByTestId('project-alias');

    type('project-alias', 'My Web Shop');
    await waitFor(() => expect(field('project-identifier').value).toBe('my-web-shop'));
    type('project-identifier', 'shop');
    type('project-alias', 'Another name');
    await waitFor(() => expect(field('project-alias').value).toBe('Another name'));
    expect(field('project-identifier').value).toBe('shop');
  });

  it('refuses identifiers that are not lowercase letters, digits and hyphens', async () => {
    const { calls } = stubFetch({
      ...permissionAnswers(['create_project']),
      'POST /api/v1/users/search': { status: 200, body: { users: [], total: 0 } },
    });
    renderRoutes(routes, '/v1/projects/create');
    fireEvent.click(screen.getByTestId('project-kind-k8s'));
    await screen.findByTestId('project-alias');
    type('project-alias', 'Shop');
    type('project-identifier', 'Shop_1');
    fireEvent.click(screen.getByTestId('project-submit'));
    expect(
      await screen.findByText('Project identifier supports only lowercase letters, digits and hyphen'),
    ).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/v1/picket/projects')).toBe(false);
  });

  it('creates the project and goes on to its wizard', async () => {
    const { calls } = stubFetch({
      ...permissionAnswers(['create_project']),
      'POST /api/v1/users/search': { status: 200, body: { users: [], total: 0 } },
      'POST /api/v1/picket/projects': { status: 200, body: { message: 'success' } },
    });
    const { router } = renderRoutes(routes, '/v1/projects/create');
    fireEvent.click(screen.getByTestId('project-kind-cloud_host'));
    await screen.findByTestId('project-alias');
    type('project-alias', 'Pay API');
    fireEvent.click(screen.getByTestId('project-access-public'));
    fireEvent.click(screen.getByTestId('project-submit'));
    await screen.findByTestId('landed');
    expect(router.state.location.pathname).toBe('/v1/projects/create/pay-api/pm/info');
    const created = calls.find((call) => call.method === 'POST' && call.url === '/api/v1/picket/projects');
    // the portal's new-project body: a host project is cloud_host with K8s YAML defaults
    expect(JSON.parse(String(created?.init.body))).toEqual({
      project_name: 'Pay API',
      product_name: 'pay-api',
      desc: '',
      public: true,
      admins: [creator.uid],
      cluster_ids: [],
      enabled: true,
      product_feature: { basic_facility: 'cloud_host', deploy_type: 'k8s', create_env_type: 'system' },
    });
  });
});
