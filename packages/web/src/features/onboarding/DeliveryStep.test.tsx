// fetch is stubbed because no server runs in unit tests: it answers the service and workflow lists,
// the workflow creation and the onboarding status.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetchStub';
import { renderRoutes } from '../../test/renderRoutes';
import { signedInForEachTest } from '../../test/signedIn';
import { onboardingStepPage } from './OnboardingStepPage';

const routes = [
  {
    path: '/v1/projects/create/:project_name/k8s/delivery',
    Component: onboardingStepPage('k8s', 'delivery'),
  },
  { path: '*', Component: () => <p data-testid="landed">landed</p> },
];
const services = {
  status: 200,
  body: {
    data: [{ service_name: 'web', type: 'k8s', product_name: 'shop', visibility: 'private', source: '' }],
  },
};
const workflowList = (names: string[]) => ({
  status: 200,
  body: { workflow_list: names.map((name) => ({ name })), total: names.length },
});

signedInForEachTest();

describe('DeliveryStep', { timeout: 20_000 }, () => {
  it('creates the missing workflows, links them and finishes onboarding', async () => {
    const { calls } = stubFetch({
      'PUT /api/aslan/project/products/shop/4': { status: 200, body: { message: 'success' } },
      'PUT /api/aslan/project/products/shop/0': { status: 200, body: { message: 'success' } },
      'GET /api/aslan/service/services': services,
      'GET /api/aslan/workflow/v4': workflowList(['shop-workflow-dev']),
      'POST /api/aslan/workflow/v4': { status: 200, body: { message: 'success' } },
    });
    const { router } = renderRoutes(routes, '/v1/projects/create/shop/k8s/delivery');
    expect(await screen.findByText('The workflows are ready')).toBeTruthy();
    for (const name of ['shop-workflow-dev', 'shop-workflow-qa', 'shop-ops-workflow']) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(
        `/v1/projects/detail/shop/pipelines/custom/${name}`,
      );
    }
    const created = calls.filter((call) => call.method === 'POST').map((call) => String(call.init.body));
    expect(created).toHaveLength(2);
    expect(created[0]).toContain('name: shop-workflow-qa');
    expect(created[0]).toContain('env: shop-qa');
    expect(created[0]).toContain('service_name: web');
    expect(created[1]).toContain('name: shop-ops-workflow');

    fireEvent.click(screen.getByTestId('onboarding-finish'));
    await screen.findByTestId('landed');
    expect(router.state.location.pathname).toBe('/v1/projects/detail/shop/detail');
    expect(calls.some((call) => call.method === 'PUT' && call.url.includes('/shop/0'))).toBe(true);
  });

  it('says when the workflows cannot be created and does not finish', async () => {
    stubFetch({
      'PUT /api/aslan/project/products/shop/4': { status: 200, body: { message: 'success' } },
      'GET /api/aslan/service/services': services,
      'GET /api/aslan/workflow/v4': workflowList([]),
      'POST /api/aslan/workflow/v4': { status: 400, body: { message: 'stage name is required' } },
    });
    renderRoutes(routes, '/v1/projects/create/shop/k8s/delivery');
    expect(await screen.findByTestId('onboarding-workflows-failed')).toBeTruthy();
    expect(screen.getByTestId('onboarding-finish').hasAttribute('disabled')).toBe(true);
  });
});
