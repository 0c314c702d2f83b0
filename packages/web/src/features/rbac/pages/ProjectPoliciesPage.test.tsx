// fetch is stubbed because no server runs in unit tests: it answers the project's policies and groups.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { signedInForEachTest } from '../../../test/signedIn';
import { permissionAnswers } from '../../projects/testing/projectFixtures';
import { GroupCreatePage } from './GroupCreatePage';
import { ProjectGroupsPage } from './ProjectGroupsPage';
import { ProjectPoliciesPage } from './ProjectPoliciesPage';

const routes = [
  { path: '/v1/projects/detail/:project_name/policy', Component: ProjectPoliciesPage },
  { path: '/v1/projects/detail/:project_name/group', Component: ProjectGroupsPage },
  { path: '/v1/projects/detail/:project_name/group/create', Component: GroupCreatePage },
];

const policy = {
  name: 'night-run',
  description: 'nightly runs',
  update_time: 1_700_000_000,
  rules: [
    {
      kind: 'resource',
      resources: ['Workflow'],
      verbs: ['run_workflow'],
      match_attributes: [{ key: 'name', value: 'nightly' }],
      related_resources: ['nightly'],
    },
  ],
  uids: [],
};

function stub() {
  return stubFetch({
    ...permissionAnswers([], ['shop']),
    'GET /api/v1/policies': { status: 200, body: [policy] },
    'POST /api/v1/policies': { status: 200, body: { message: 'success' } },
    'GET /api/v1/groups': { status: 200, body: [] },
    'POST /api/v1/groups': (init) => ({
      status: 200,
      body: { id: 2, project_name: 'shop', ...JSON.parse(String(init.body)) },
    }),
    'GET /api/v1/policy-definitions': {
      status: 200,
      body: [{ resource: 'Workflow', alias: 'Workflow', rules: [{ action: 'run_workflow', alias: 'Run' }] }],
    },
    'POST /api/v1/users/search': { status: 200, body: { users: [], total: 0 } },
  });
}

const postBody = (calls: { method: string; url: string; init: RequestInit }[], path: string) =>
  JSON.parse(String(calls.find((call) => call.method === 'POST' && call.url.startsWith(path))?.init.body));

signedInForEachTest();

// The first render loads antd's table, modal and form code, which takes seconds in jsdom.
describe('policies and user groups', { timeout: 30_000 }, () => {
  it('lists policies and creates one with a rule on named workflows', async () => {
    const { calls } = stub();
    renderRoutes(routes, '/v1/projects/detail/shop/policy');
    expect(await screen.findByText('Workflow nightly: Run')).toBeTruthy();
    expect(screen.getByText('nightly runs')).toBeTruthy();

    await waitFor(() => expect(screen.getByTestId('policy-create').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('policy-create'));
    fireEvent.change(await screen.findByTestId('policy-name'), { target: { value: 'deployers' } });
    fireEvent.click(screen.getByTestId('policy-submit'));
    expect(await screen.findByText('Choose at least one resource')).toBeTruthy();

    const resources = screen
      .getByTestId('policy-rule-resources-0')
      .querySelector('input') as HTMLInputElement;
    fireEvent.change(resources, { target: { value: 'release' } });
    fireEvent.keyDown(resources, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(screen.getByTestId('policy-rule-0-run_workflow'));
    fireEvent.click(screen.getByTestId('policy-submit'));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.url.startsWith('/api/v1/policies'))).toBe(
        true,
      ),
    );
    expect(postBody(calls, '/api/v1/policies')).toEqual({
      policies: [
        {
          name: 'deployers',
          description: '',
          rules: [
            {
              kind: 'resource',
              resources: ['Workflow'],
              verbs: ['run_workflow'],
              related_resources: ['release'],
            },
          ],
          uids: [],
        },
      ],
    });
  });

  it('creates a user group and returns to the list', async () => {
    const { calls } = stub();
    const { router } = renderRoutes(routes, '/v1/projects/detail/shop/group/create');
    fireEvent.change(await screen.findByTestId('group-name'), { target: { value: 'qa team' } });
    await waitFor(() => expect(screen.getByTestId('group-submit').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('group-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v1/projects/detail/shop/group'));
    expect(postBody(calls, '/api/v1/groups')).toEqual({ name: 'qa team', desc: '', uids: [] });
  });
});
