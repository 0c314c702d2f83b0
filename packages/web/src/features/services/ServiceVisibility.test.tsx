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

describe('service visibility', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('making a service public asks first, then sends the service with visibility public', async () => {
    const { calls } = stubFetch({
      ...k8sPageAnswers([summary('web')]),
      'PUT /api/aslan/service/services': done,
    });
    openServicesPage();
    fireEvent.click(await findOnOpen('service-visibility-web'));
    await findText('Make web public? Other projects can then add it as a shared service.');
    expect(calls.some((call) => call.method === 'PUT' && call.url.includes('/service/services?'))).toBe(
      false,
    );
    fireEvent.click(screen.getByTestId('service-visibility-confirm-web'));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'PUT' && call.url.includes('/service/services?'))).toBe(
        true,
      ),
    );
    const put = calls.find((call) => call.method === 'PUT' && call.url.includes('/service/services?'))!;
    expect(put.url).toContain('projectName=shop');
    expect(bodyOf(put.init)).toMatchObject({ service_name: 'web', type: 'k8s', visibility: 'public' });
  });

  it('making a public service private goes at once', async () => {
    const { calls } = stubFetch({
      ...k8sPageAnswers([summary('api', { visibility: 'public' })]),
      'PUT /api/aslan/service/services': done,
    });
    openServicesPage();
    const toggle = await findOnOpen('service-visibility-api');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'PUT' && call.url.includes('/service/services?'))).toBe(
        true,
      ),
    );
    const put = calls.find((call) => call.method === 'PUT' && call.url.includes('/service/services?'))!;
    expect(bodyOf(put.init)).toMatchObject({ service_name: 'api', visibility: 'private' });
  });
});
