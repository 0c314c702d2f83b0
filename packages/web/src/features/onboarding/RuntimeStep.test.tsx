// fetch is stubbed because no server runs in unit tests: it answers the one-click environments call
// (as portal-shapes §2.5 describes it) and the onboarding status.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetchStub';
import { renderRoutes } from '../../test/renderRoutes';
import { signedInForEachTest } from '../../test/signedIn';
import { onboardingStepPage } from './OnboardingStepPage';
import type { GeneratedEnv } from './onboarding.api';

const routes = [
  { path: '/v1/projects/create/:project_name/k8s/runtime', Component: onboardingStepPage('k8s', 'runtime') },
  { path: '*', Component: () => <p data-testid="landed">landed</p> },
];
const env = (env_name: string, status: string, err_message = ''): GeneratedEnv => ({
  env_name,
  status,
  err_message,
});

signedInForEachTest();

describe('RuntimeStep', { timeout: 20_000 }, () => {
  it('asks again until both environments run, then goes on to delivery', async () => {
    let asked = 0;
    const { calls } = stubFetch({
      'PUT /api/aslan/project/products/shop/3': { status: 200, body: { message: 'success' } },
      'POST /api/aslan/environment/environments': () => {
        asked += 1;
        const state = asked < 2 ? 'Creating' : 'Running';
        return { status: 200, body: [env('shop-dev', state), env('shop-qa', state)] };
      },
    });
    const { router } = renderRoutes(routes, '/v1/projects/create/shop/k8s/runtime');
    expect(await screen.findByText('shop-dev')).toBeTruthy();
    expect(await screen.findByText('The environments are ready', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByText('Running')).toHaveLength(2);
    const generate = calls.find((call) => call.method === 'POST');
    expect(generate?.url).toContain('auto=true');
    expect(generate?.url).toContain('projectName=shop');
    expect(calls.some((call) => call.method === 'PUT' && call.url.includes('/shop/3'))).toBe(true);

    fireEvent.click(screen.getByTestId('onboarding-next'));
    await screen.findByTestId('landed');
    expect(router.state.location.pathname).toBe('/v1/projects/create/shop/k8s/delivery');
  });

  it('shows why an environment failed and keeps the next step closed', async () => {
    stubFetch({
      'PUT /api/aslan/project/products/shop/3': { status: 200, body: { message: 'success' } },
      'POST /api/aslan/environment/environments': {
        status: 200,
        body: [env('shop-dev', 'Error', 'cluster local is not connected'), env('shop-qa', 'Running')],
      },
    });
    renderRoutes(routes, '/v1/projects/create/shop/k8s/runtime');
    expect(await screen.findByTestId('onboarding-envs-failed')).toBeTruthy();
    expect(screen.getByText('cluster local is not connected')).toBeTruthy();
    expect(screen.getByTestId('onboarding-next').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('onboarding-retry')).toBeTruthy();
  });

  it('names the project and status when the onboarding status cannot be saved', async () => {
    stubFetch({
      'PUT /api/aslan/project/products/shop/3': { status: 500, body: { message: 'boom' } },
      'POST /api/aslan/environment/environments': { status: 200, body: [] },
    });
    renderRoutes(routes, '/v1/projects/create/shop/k8s/runtime');
    await waitFor(() => expect(screen.getByText('shop/3 failed to save the onboarding status')).toBeTruthy());
  });
});
