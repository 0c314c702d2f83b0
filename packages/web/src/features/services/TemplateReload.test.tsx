// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import { fireEvent, screen, waitFor } from '@testing-library/react';
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

const fromTemplate = summary('cart', {
  source: 'template',
  template_id: '7',
  variables: [{ key: 'replicas', value: '2' }],
  auto_sync: true,
});
const reloads = (calls: { method: string; url: string; init: RequestInit }[]) =>
  calls.filter((call) => call.method === 'POST' && call.url.includes('/service/template/reload'));

describe('reload from template', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('is offered only for template services and sends the template again after confirmation', async () => {
    const { calls } = stubFetch({
      ...k8sPageAnswers([fromTemplate, summary('web')]),
      'POST /api/aslan/service/template/reload': done,
    });
    openServicesPage();
    fireEvent.click(await findOnOpen('service-reload-cart'));
    expect(screen.queryByTestId('service-reload-web')).toBeNull();
    await findText('Reload cart from its template? Changes made to its YAML here are replaced.');
    expect(reloads(calls)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('service-reload-confirm-cart'));
    await waitFor(() => expect(reloads(calls)).toHaveLength(1));
    expect(bodyOf(reloads(calls)[0]!.init)).toEqual({
      service_name: 'cart',
      project_name: 'shop',
      template_id: '7',
      variables: [{ key: 'replicas', value: '2' }],
      auto_sync: true,
    });
    expect(await findText('Service reloaded from its template')).toBeTruthy();
  });

  it("shows the server's reason when the reload is refused", async () => {
    stubFetch({
      ...k8sPageAnswers([fromTemplate]),
      'POST /api/aslan/service/template/reload': {
        status: 404,
        body: { code: 404, message: 'The template 7 does not exist' },
      },
    });
    openServicesPage();
    fireEvent.click(await findOnOpen('service-reload-cart'));
    fireEvent.click(await screen.findByTestId('service-reload-confirm-cart'));
    expect((await screen.findByTestId('service-reload-error-cart')).textContent).toContain(
      'The template 7 does not exist',
    );
  });
});
