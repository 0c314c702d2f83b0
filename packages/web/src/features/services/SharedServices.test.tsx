// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetchStub';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../system/screenTests';
import {
  bodyOf,
  done,
  findOnOpen,
  k8sPageAnswers,
  openServicesPage,
  summary,
} from './testing/servicePageAnswers';

setUpScreenTests();

const offers = {
  status: 200,
  body: [
    { service_name: 'redis', product_name: 'infra', type: 'k8s', visibility: 'public' },
    { service_name: 'mq', product_name: 'infra', type: 'k8s', visibility: 'public' },
  ],
};
const puts = (calls: { method: string; url: string; init: RequestInit }[]) =>
  calls.filter((call) => call.method === 'PUT' && call.url.includes('/project/products/shop'));

describe('shared services', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it("adds a picked public service of another project and sends the project's template with it", async () => {
    const { calls } = stubFetch({
      ...k8sPageAnswers([summary('web')], { shared_services: [{ name: 'mq', owner: 'infra' }] }),
      'GET /api/aslan/service/name': offers,
      'PUT /api/aslan/project/products/shop': done,
    });
    openServicesPage();
    fireEvent.click(await findOnOpen('shared-services-open'));
    expect(await screen.findByTestId('shared-service-mq')).toBeTruthy();
    const picker = await screen.findByTestId('shared-services-picker');
    fireEvent.mouseDown(within(picker).getByRole('combobox'));
    // the service already used is not offered again
    expect(await findText('redis (infra)')).toBeTruthy();
    expect(screen.queryByText('mq (infra)')).toBeNull();
    fireEvent.click(await findText('redis (infra)'));
    fireEvent.click(screen.getByTestId('shared-services-add'));
    expect(await screen.findByTestId('shared-service-redis')).toBeTruthy();
    fireEvent.click(screen.getByTestId('shared-services-save'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    const body = bodyOf(puts(calls)[0]!.init);
    expect(body.product_name).toBe('shop');
    expect(body.services).toEqual([['web']]);
    expect(body.shared_services).toEqual([
      { name: 'mq', owner: 'infra' },
      { name: 'redis', owner: 'infra' },
    ]);
    expect(await findText('Shared services saved')).toBeTruthy();
  });

  it('removes a shared service', async () => {
    const { calls } = stubFetch({
      ...k8sPageAnswers([summary('web')], { shared_services: [{ name: 'mq', owner: 'infra' }] }),
      'GET /api/aslan/service/name': offers,
      'PUT /api/aslan/project/products/shop': done,
    });
    openServicesPage();
    fireEvent.click(await findOnOpen('shared-services-open'));
    fireEvent.click(await screen.findByTestId('shared-service-remove-mq'));
    expect(await findText('The project uses no shared service')).toBeTruthy();
    fireEvent.click(screen.getByTestId('shared-services-save'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(bodyOf(puts(calls)[0]!.init).shared_services).toEqual([]);
  });

  it('says so when the offers cannot be loaded', async () => {
    stubFetch({
      ...k8sPageAnswers([summary('web')]),
      'GET /api/aslan/service/name': { status: 500, body: { code: 500, message: 'down' } },
    });
    openServicesPage();
    fireEvent.click(await findOnOpen('shared-services-open'));
    expect(await screen.findByTestId('shared-offers-error')).toBeTruthy();
  });
});
