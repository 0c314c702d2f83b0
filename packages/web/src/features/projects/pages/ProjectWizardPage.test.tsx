// fetch is stubbed because no server runs in unit tests: it answers the project and the onboarding status.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { signedInForEachTest } from '../../../test/signedIn';
import { projectTemplate } from '../testing/projectFixtures';
import { ProjectInitializePage } from './ProjectInitializePage';
import { ProjectWizardPage } from './ProjectWizardPage';

const routes = [
  { path: '/v1/projects/create/:project_name/helm/info', Component: ProjectWizardPage },
  { path: '/v1/projects/initialize/:project_name', Component: ProjectInitializePage },
  { path: '*', Component: () => <p data-testid="landed">landed</p> },
];
const charts = projectTemplate('charts', {
  project_name: 'Charts',
  product_feature: { basic_facility: 'kubernetes', deploy_type: 'helm', create_env_type: 'system' },
  onboarding_status: 1,
});

signedInForEachTest();

// The first render loads antd's steps and result code, which takes seconds in jsdom.
describe('ProjectWizardPage', { timeout: 20_000 }, () => {
  it('shows the finished information step, later steps waiting, and opens the project or goes on', async () => {
    const { calls } = stubFetch({
      'GET /api/aslan/project/products/charts': { status: 200, body: charts },
      'PUT /api/aslan/project/products/charts/0': { status: 200, body: { message: 'success' } },
    });
    const { router } = renderRoutes(routes, '/v1/projects/create/charts/helm/info');
    expect(await screen.findByText('Project Charts has been created')).toBeTruthy();
    const status = (key: string) => screen.getByTestId(`step-${key}`).getAttribute('data-status');
    expect([status('info'), status('services'), status('environments'), status('delivery')]).toEqual([
      'finish',
      'wait',
      'wait',
      'wait',
    ]);
    expect(screen.getByTestId('project-wizard-next').hasAttribute('disabled')).toBe(false);

    fireEvent.click(screen.getByTestId('project-wizard-open'));
    await screen.findByTestId('landed');
    expect(router.state.location.pathname).toBe('/v1/projects/detail/charts/detail');
    expect(calls.some((call) => call.method === 'PUT' && call.url.split('?')[0]?.endsWith('/charts/0'))).toBe(
      true,
    );
  });

  it('goes on to the services step of its kind', async () => {
    stubFetch({ 'GET /api/aslan/project/products/charts': { status: 200, body: charts } });
    const { router } = renderRoutes(routes, '/v1/projects/create/charts/helm/info');
    fireEvent.click(await screen.findByTestId('project-wizard-next'));
    await screen.findByTestId('landed');
    expect(router.state.location.pathname).toBe('/v1/projects/create/charts/helm/service');
  });

  it('says which project and status failed when the onboarding status cannot be saved', async () => {
    stubFetch({
      'GET /api/aslan/project/products/charts': { status: 200, body: charts },
      'PUT /api/aslan/project/products/charts/0': { status: 500, body: { message: 'boom' } },
    });
    renderRoutes(routes, '/v1/projects/create/charts/helm/info');
    fireEvent.click(await screen.findByTestId('project-wizard-open'));
    expect(await screen.findByText('charts/0 failed to save the onboarding status')).toBeTruthy();
  });

  it('leads an unfinished project back to its wizard', async () => {
    stubFetch({ 'GET /api/aslan/project/products/charts': { status: 200, body: charts } });
    renderRoutes(routes, '/v1/projects/initialize/charts');
    const link = (await screen.findByTestId('project-initialize-wizard')).closest('a');
    expect(link?.getAttribute('href')).toBe('/v1/projects/create/charts/helm/info');
  });
});
