// fetch is stubbed because no server runs in unit tests: it answers the project, its members and variable groups.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { signedInForEachTest } from '../../../test/signedIn';
import { permissionAnswers, projectTemplate } from '../testing/projectFixtures';
import { ProjectDetailLayout } from './ProjectDetailLayout';
import { ProjectOverviewPage } from './ProjectOverviewPage';

const ADA = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const shop = projectTemplate('shop', { project_name: 'Web shop', desc: 'the storefront', admins: [ADA] });

const routes = [
  {
    path: '/v1/projects/detail/:project_name',
    Component: ProjectDetailLayout,
    children: [{ path: 'detail', Component: ProjectOverviewPage }],
  },
];

function stubProject(adminOf: string[]) {
  return stubFetch({
    ...permissionAnswers([], adminOf),
    'GET /api/aslan/project/products/shop': { status: 200, body: shop },
    'POST /api/v1/users/search': {
      status: 200,
      body: { users: [{ uid: ADA, account: 'ada', name: 'Ada' }], total_count: 1 },
    },
    'GET /api/v1/picket/bindings': { status: 200, body: [{ uid: 'x' }, { uid: 'y' }] },
    'GET /api/aslan/project/variablesets': { status: 200, body: { variable_set_list: [], total: 0 } },
    'POST /api/aslan/project/variablesets': (init) => ({ status: 200, body: JSON.parse(String(init.body)) }),
  });
}

signedInForEachTest();

// The first render loads antd's tabs, descriptions and table code, which takes seconds in jsdom.
describe('ProjectOverviewPage', { timeout: 20_000 }, () => {
  it('shows the project, its tabs and member count, with edit and delete for its administrators', async () => {
    stubProject(['shop']);
    renderRoutes(routes, '/v1/projects/detail/shop/detail');
    expect((await screen.findByTestId('project-info-name')).textContent).toBe('shop');
    expect(screen.getByTestId('project-title').textContent).toBe('Web shop');
    expect(screen.getByText('the storefront')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('project-info-admins').textContent).toBe('Ada (ada)'));
    await waitFor(() => expect(screen.getByTestId('project-members-count').textContent).toBe('2'));
    for (const tab of ['detail', 'pipelines', 'envs', 'rbac', 'policy', 'group']) {
      expect(screen.getByTestId(`project-tab-${tab}`)).toBeTruthy();
    }
    await waitFor(() => expect(screen.getByTestId('project-delete').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('project-delete'));
    expect(await screen.findByTestId('project-delete-confirm')).toBeTruthy();
  });

  it('disables edit and delete for other users', async () => {
    stubProject([]);
    renderRoutes(routes, '/v1/projects/detail/shop/detail');
    await screen.findByTestId('project-info-name');
    await waitFor(() => expect(screen.getByTestId('project-edit').hasAttribute('disabled')).toBe(true));
    expect(screen.getByTestId('project-delete').hasAttribute('disabled')).toBe(true);
  });

  it('previews the variables of a new variable group and saves it', async () => {
    const { calls } = stubProject(['shop']);
    renderRoutes(routes, '/v1/projects/detail/shop/detail');
    await waitFor(() =>
      expect(screen.getByTestId('variable-set-create').hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByTestId('variable-set-create'));
    fireEvent.change(await screen.findByTestId('variable-set-name'), { target: { value: 'common' } });
    fireEvent.change(screen.getByTestId('variable-set-yaml'), { target: { value: 'image:\n  tag: v1\n' } });
    const preview = screen.getByTestId('variable-set-preview');
    await waitFor(() => expect(within(preview).getByText('image.tag')).toBeTruthy());
    expect(within(preview).getByText('v1')).toBeTruthy();

    fireEvent.click(screen.getByTestId('variable-set-submit'));
    const saved = () =>
      calls.find((call) => call.method === 'POST' && call.url.startsWith('/api/aslan/project/variablesets'));
    await waitFor(() => expect(saved()).toBeTruthy());
    const body = JSON.parse(String(saved()?.init.body));
    expect(body).toEqual({
      name: 'common',
      description: '',
      project_name: 'shop',
      variable_yaml: 'image:\n  tag: v1\n',
    });
  });
});
