// fetch is stubbed because no server runs in unit tests: it answers the project, its service list,
// the service's detail and the onboarding status.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetchStub';
import { renderRoutes } from '../../test/renderRoutes';
import { signedInForEachTest } from '../../test/signedIn';
import { projectTemplate } from '../projects/testing/projectFixtures';
import { onboardingStepPage } from './OnboardingStepPage';

const routes = [
  { path: '/v1/projects/create/:project_name/k8s/service', Component: onboardingStepPage('k8s', 'service') },
  { path: '*', Component: () => <p data-testid="landed">landed</p> },
];
const answers = (names: string[]) => ({
  'GET /api/aslan/project/products/shop': {
    status: 200,
    body: projectTemplate('shop', {
      product_feature: { basic_facility: 'kubernetes', deploy_type: 'k8s', create_env_type: 'system' },
    }),
  },
  'PUT /api/aslan/project/products/shop/2': { status: 200, body: { message: 'success' } },
  'GET /api/aslan/service/services': {
    status: 200,
    body: {
      data: names.map((service_name) => ({
        service_name,
        type: 'k8s',
        product_name: 'shop',
        visibility: 'private',
        source: 'spock',
      })),
    },
  },
  'GET /api/aslan/service/services/web/k8s': {
    status: 200,
    body: {
      service_name: 'web',
      product_name: 'shop',
      type: 'k8s',
      yaml: 'kind: ConfigMap\n',
      source: 'spock',
    },
  },
  'GET /api/aslan/service/services/web': {
    status: 200,
    body: { service_module: [], custom_variable: [] },
  },
});

signedInForEachTest();

describe('ServiceStep', { timeout: 20_000 }, () => {
  it('keeps the next step closed until the project has a service', async () => {
    const { calls } = stubFetch(answers([]));
    renderRoutes(routes, '/v1/projects/create/shop/k8s/service');
    expect(await screen.findByText(/Add at least one service to continue/)).toBeTruthy();
    expect(screen.getByTestId('service-create')).toBeTruthy();
    expect(screen.getByTestId('onboarding-next').hasAttribute('disabled')).toBe(true);
    expect(calls.some((call) => call.method === 'PUT' && call.url.includes('/shop/2'))).toBe(true);
  });

  it('goes on to the environments once a service exists', async () => {
    stubFetch(answers(['web']));
    const { router } = renderRoutes(routes, '/v1/projects/create/shop/k8s/service');
    expect(await screen.findByText('Services in the project: 1')).toBeTruthy();
    fireEvent.click(screen.getByTestId('onboarding-next'));
    await screen.findByTestId('landed');
    expect(router.state.location.pathname).toBe('/v1/projects/create/shop/k8s/runtime');
  });
});
