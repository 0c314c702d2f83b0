// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetchStub';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../system/screenTests';
import { moveService } from './common/startOrder';
import {
  bodyOf,
  done,
  findOnOpen,
  k8sPageAnswers,
  openServicesPage,
  summary,
} from './testing/servicePageAnswers';

setUpScreenTests();

describe('moving a service in the start order', () => {
  it('joins the neighbouring group, or gets a group of its own past either end', () => {
    const order = [['db'], ['api', 'web']];
    expect(moveService(order, 'web', -1)).toEqual([['db', 'web'], ['api']]);
    expect(moveService(order, 'web', 1)).toEqual([['db'], ['api'], ['web']]);
    expect(moveService(order, 'db', -1)).toEqual([['db'], ['api', 'web']]);
    expect(moveService(order, 'db', 1)).toEqual([['api', 'web', 'db']]);
    expect(moveService(order, 'nope', 1)).toBe(order);
  });
});

describe('start order editor', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  const services = [summary('db'), summary('api'), summary('web')];
  const patches = (calls: { method: string }[]) => calls.filter((call) => call.method === 'PATCH');

  it('shows the stored groups and saves the moved order with PATCH', async () => {
    const { calls } = stubFetch({
      ...k8sPageAnswers(services, { services: [['db'], ['api', 'web']] }),
      'PATCH /api/aslan/project/products/shop': done,
    });
    openServicesPage();
    fireEvent.click(await findOnOpen('service-order-open'));
    const first = await screen.findByTestId('service-order-group-0');
    expect(within(first).getByText('Start order 1')).toBeTruthy();
    expect(within(first).getByText('db')).toBeTruthy();
    expect(within(screen.getByTestId('service-order-group-1')).getByText('web')).toBeTruthy();
    fireEvent.click(screen.getByTestId('service-order-up-web'));
    expect(within(screen.getByTestId('service-order-group-0')).getByText('web')).toBeTruthy();
    expect(patches(calls)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('service-order-save'));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.url).toContain('projectName=shop');
    expect(bodyOf(patch.init)).toEqual({ services: [['db', 'web'], ['api']] });
    expect(await findText('Start order saved')).toBeTruthy();
  });

  it('keeps the dialog open and shows the refusal when the server refuses the order', async () => {
    stubFetch({
      ...k8sPageAnswers(services, { services: [['db'], ['api', 'web']] }),
      'PATCH /api/aslan/project/products/shop': {
        status: 400,
        body: { code: 400, message: 'The start order leaves out the service web' },
      },
    });
    openServicesPage();
    fireEvent.click(await findOnOpen('service-order-open'));
    fireEvent.click(await screen.findByTestId('service-order-save'));
    expect(await findText(/The start order leaves out the service web/)).toBeTruthy();
    expect(screen.getByTestId('service-order-group-0')).toBeTruthy();
  });

  it('says so when the project has no service to order', async () => {
    stubFetch(k8sPageAnswers([], { services: [] }));
    openServicesPage();
    fireEvent.click(await findOnOpen('service-order-open'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('No service yet')).toBeTruthy();
  });
});
