// fetch is stubbed because no server runs in unit tests: it answers the permission reads and counts them.

import { useQueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetchStub';
import { testUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/renderRoutes';
import { sessionStore } from '../session/sessionStore';
import { invalidatePermissions } from './permissionQueries';
import { useProjectPermissions } from './useProjectPermissions';

const projectRead = (verbs: string[]) => ({
  status: 200,
  body: {
    is_system_admin: false,
    is_project_admin: false,
    project_verbs: verbs,
    workflow_verbs_map: {},
    environment_verbs_map: {},
  },
});

let refresh: () => Promise<void> = async () => {};

function Probe() {
  const { global, project } = useProjectPermissions(useParams().project_name);
  const queryClient = useQueryClient();
  refresh = () => invalidatePermissions(queryClient);
  return (
    <>
      <p data-testid="global">{global ? global.system_verbs.join(',') || 'none' : 'unloaded'}</p>
      <p data-testid="project">{project ? project.project_verbs.join(',') : 'unloaded'}</p>
    </>
  );
}

const routes = [
  { path: '/', Component: Probe },
  { path: '/p/:project_name', Component: Probe },
];

afterEach(() => sessionStore.clear());

describe('useProjectPermissions', () => {
  it('loads the global permissions once signed in and drops them on sign-out', async () => {
    const { calls } = stubFetch({
      'GET /api/v1/policy/permission': {
        status: 200,
        body: { is_system_admin: false, project_admin_list: [], system_verbs: ['efficiency_over'] },
      },
    });
    renderRoutes(routes, '/');
    expect(screen.getByTestId('global').textContent).toBe('unloaded');
    expect(calls).toHaveLength(0);

    act(() => sessionStore.start(testUser));
    await waitFor(() => expect(screen.getByTestId('global').textContent).toBe('efficiency_over'));

    act(() => sessionStore.clear());
    await waitFor(() => expect(screen.getByTestId('global').textContent).toBe('unloaded'));
    expect(calls.filter((call) => call.url === '/api/v1/policy/permission')).toHaveLength(1);
  });

  it('loads a project on first entry, keeps it per project and reloads it when invalidated', async () => {
    sessionStore.start(testUser);
    const { calls } = stubFetch({
      'GET /api/v1/policy/permission': {
        status: 200,
        body: { is_system_admin: false, project_admin_list: [], system_verbs: [] },
      },
      'GET /api/v1/policy/permission/project/shop': projectRead(['get_workflow']),
      'GET /api/v1/policy/permission/project/blog': projectRead(['get_service']),
    });
    const projectCalls = (name: string) => calls.filter((call) => call.url.endsWith(`/project/${name}`));
    const { router } = renderRoutes(routes, '/p/shop');
    await waitFor(() => expect(screen.getByTestId('project').textContent).toBe('get_workflow'));

    await act(() => router.navigate('/p/blog'));
    await waitFor(() => expect(screen.getByTestId('project').textContent).toBe('get_service'));
    await act(() => router.navigate('/p/shop'));
    expect(screen.getByTestId('project').textContent).toBe('get_workflow');
    expect(projectCalls('shop')).toHaveLength(1);
    expect(projectCalls('blog')).toHaveLength(1);

    await act(() => refresh());
    expect(projectCalls('shop')).toHaveLength(2);
  });
});
