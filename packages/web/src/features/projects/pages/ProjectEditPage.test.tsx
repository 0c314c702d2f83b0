// fetch is stubbed because no server runs in unit tests: it answers the project and records the update.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { signedInForEachTest } from '../../../test/signedIn';
import { projectTemplate } from '../testing/projectFixtures';
import { ProjectEditPage } from './ProjectEditPage';

const routes = [
  { path: '/v1/projects/edit/:project_name', Component: ProjectEditPage },
  { path: '*', Component: () => <p data-testid="landed">landed</p> },
];

const features = {
  k8s: { basic_facility: 'kubernetes', deploy_type: 'k8s', create_env_type: 'system' },
  external: { basic_facility: 'kubernetes', deploy_type: 'k8s', create_env_type: 'external' },
} as const;

function stubProject(kind: keyof typeof features) {
  const old = projectTemplate('old', { project_name: 'Old', product_feature: features[kind], desc: 'about' });
  return stubFetch({
    'GET /api/aslan/project/products/old': { status: 200, body: old },
    'PUT /api/v1/picket/projects/old': { status: 200, body: { message: 'success' } },
    'POST /api/v1/users/search': { status: 200, body: { users: [], total: 0 } },
  });
}

const updateBody = (calls: { method: string; init: RequestInit }[]) =>
  JSON.parse(String(calls.find((call) => call.method === 'PUT')?.init.body));

signedInForEachTest();

// The first render loads antd's form code, which takes seconds in jsdom.
describe('ProjectEditPage', { timeout: 20_000 }, () => {
  it('saves name, description, access and administrators', async () => {
    const { calls } = stubProject('k8s');
    renderRoutes(routes, '/v1/projects/edit/old');
    fireEvent.change(await screen.findByTestId('project-alias'), { target: { value: 'Renamed' } });
    expect(screen.queryByTestId('project-convert-k8s')).toBeNull();
    fireEvent.click(screen.getByTestId('project-submit'));
    await screen.findByTestId('landed');
    expect(updateBody(calls)).toEqual({ project_name: 'Renamed', desc: 'about', public: false, admins: [] });
    expect(calls.find((call) => call.method === 'PUT')?.url).toBe(
      '/api/v1/picket/projects/old?projectName=old',
    );
  });

  it('asks before turning a hosting project into K8s YAML, and says it is irreversible', async () => {
    const { calls } = stubProject('external');
    renderRoutes(routes, '/v1/projects/edit/old');
    fireEvent.click(await screen.findByTestId('project-convert-k8s'));
    fireEvent.click(screen.getByTestId('project-submit'));
    expect(await screen.findByText(/This cannot be undone/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.click(screen.getByTestId('project-convert-confirm'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(updateBody(calls)).toMatchObject({ project_name: 'Old', product_feature: features.k8s });
  });
});
