// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import type { ProxySetting } from '@slipway/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../screenTests';
import { sessionAnswers } from '../testFixtures';
import { ProxyPage } from './ProxyPage';

const stored: ProxySetting = {
  id: 'p-1',
  type: 'http',
  address: '10.0.0.8',
  port: 3128,
  need_password: true,
  username: 'squid',
  password: '********',
  enable_repo_proxy: true,
  enable_application_proxy: false,
  usage: '',
  update_time: 1717228800,
  update_by: 'admin',
};
const done = { status: 200, body: { message: 'success' } };
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;
const openPage = () =>
  renderRoutes(
    [{ path: '/v1/system/config/manage/proxy', Component: ProxyPage }],
    '/v1/system/config/manage/proxy',
  );

setUpScreenTests();

describe('ProxyPage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('creates the first proxy: an HTTP proxy needs its address before it is tested or saved', async () => {
    const { calls } = stubFetch({
      ...sessionAnswers,
      'GET /api/aslan/system/proxyManage': { status: 200, body: [] },
      'POST /api/aslan/system/proxyManage/connectionTest': done,
      'POST /api/aslan/system/proxyManage': done,
    });
    openPage();
    fireEvent.click(await screen.findByText('HTTP'));
    fireEvent.click(await screen.findByTestId('proxy-test'));
    expect(await findText('Please enter the proxy address')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('proxy-address'), { target: { value: '10.0.0.9' } });
    fireEvent.change(screen.getByTestId('proxy-port'), { target: { value: '8080' } });
    fireEvent.click(screen.getByTestId('proxy-test'));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/connectionTest'))).toBe(true));
    fireEvent.click(screen.getByTestId('proxy-submit'));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/proxyManage'))).toBe(true),
    );
    const created = calls.find((c) => c.method === 'POST' && c.url.endsWith('/proxyManage'))!;
    expect(bodyOf(created.init)).toMatchObject({ type: 'http', address: '10.0.0.9', port: 8080 });
  });

  it('changes the stored proxy, sending the masked password back so the stored one is kept', async () => {
    const { calls } = stubFetch({
      ...sessionAnswers,
      'GET /api/aslan/system/proxyManage': { status: 200, body: [stored] },
      'PUT /api/aslan/system/proxyManage/p-1': done,
    });
    openPage();
    // the form is filled from the stored proxy after it loads; changing it earlier would be overwritten
    await waitFor(() => expect(screen.getByTestId('proxy-address')).toHaveProperty('value', stored.address));
    fireEvent.change(screen.getByTestId('proxy-address'), { target: { value: '10.0.0.10' } });
    fireEvent.click(screen.getByTestId('proxy-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(bodyOf(calls.find((call) => call.method === 'PUT')!.init)).toMatchObject({
      address: '10.0.0.10',
      port: 3128,
      username: 'squid',
      password: '********',
      enable_repo_proxy: true,
    });
  });
});
