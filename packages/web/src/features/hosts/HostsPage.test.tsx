// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import type { Host } from '@slipway/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { browserKeyServer } from '../../test/browserKeyServer';
import { stubFetch } from '../../test/fetchStub';
import { chooseOption, typeInto } from '../../test/formActions';
import { renderRoutes } from '../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../system/screenTests';
import { sessionAnswers } from '../system/testFixtures';
import { SystemHostsPage } from './HostsPage';

const keyServer = browserKeyServer();
const PEM = '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaA==\n-----END OPENSSH PRIVATE KEY-----\n';
const listed = (overrides: Partial<Host> = {}): Host => ({
  id: 'h1',
  name: 'web_1',
  provider: 1,
  label: 'web',
  ip: '10.0.0.1',
  port: 22,
  is_prod: false,
  user_name: 'deploy',
  private_key: '',
  status: 'normal',
  probe: {
    probe_type: 'http',
    http_probe: {
      path: '/health',
      port: 8080,
      timeout_second: 2,
      response_success_flag: 'ok',
      http_headers: [{ name: 'X-Probe', value: '1' }],
    },
  },
  project_name: '',
  create_time: 1717228800,
  update_time: 1717228800,
  update_by: 'ada',
  ...overrides,
});

const done = { status: 200, body: { message: 'success' } };
/** The server's side: the hosts with each key (base64 of the PEM) encrypted under the browser key. */
const answersWith = (hosts: Host[]) => ({
  ...sessionAnswers,
  'GET /api/aslan/system/rsaKey/publicKey': keyServer.publicKeyAnswer,
  'GET /api/aslan/system/privateKey': (_init: RequestInit, url: string) => ({
    status: 200,
    body: hosts.map((h) => ({ ...h, private_key: keyServer.encryptFor(url, btoa(PEM)) })),
  }),
  'POST /api/aslan/system/privateKey': done,
  'PUT /api/aslan/system/privateKey/h1': done,
  'DELETE /api/aslan/system/privateKey/h1': done,
});
const open = () => renderRoutes([{ path: '/', Component: SystemHostsPage }], '/');
const sentBody = (calls: Array<{ method: string; init: RequestInit }>, method: string) =>
  JSON.parse(String(calls.find((call) => call.method === method)!.init.body));
const probeType = (type: string) =>
  fireEvent.click(within(screen.getByTestId('host-probe-type')).getByLabelText(type));
const openAdvanced = async () => fireEvent.click(await findText('Advanced: host probing'));

setUpScreenTests();

describe('HostsPage host dialog (spec §4, §5)', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('edits an http host, switches the probe to tcp and saves: the body has no http probe', async () => {
    const { calls } = stubFetch(answersWith([listed()]));
    open();
    fireEvent.click(await screen.findByTestId('host-edit-h1'));
    expect(await findText('Modify host resource')).toBeTruthy();
    await openAdvanced();
    expect((screen.getByTestId('host-probe-success-text') as HTMLInputElement).value).toBe('ok');
    probeType('tcp');
    await waitFor(() => expect(screen.queryByTestId('host-probe-port')).toBeNull());
    fireEvent.click(screen.getByTestId('host-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const body = sentBody(calls, 'PUT');
    expect(body.probe).toEqual({ probe_type: 'tcp' });
    expect(atob(body.private_key)).toBe(PEM);
    expect(await findText('Host information updated successfully')).toBeTruthy();
  });

  it('tcp → http starts from the defaults (port 22, timeout 1); back to tcp discards what was typed', async () => {
    const { calls } = stubFetch(answersWith([listed({ probe: { probe_type: 'tcp' } })]));
    open();
    fireEvent.click(await screen.findByTestId('host-edit-h1'));
    await openAdvanced();
    expect(screen.queryByTestId('host-probe-port')).toBeNull();
    probeType('http');
    const port = (await screen.findByTestId('host-probe-port')) as HTMLInputElement;
    expect(port.value).toBe('22');
    expect((screen.getByTestId('host-probe-timeout') as HTMLInputElement).value).toBe('1');
    typeInto('host-probe-path', 'status');
    probeType('tcp');
    await waitFor(() => expect(screen.queryByTestId('host-probe-path')).toBeNull());
    probeType('https');
    expect(((await screen.findByTestId('host-probe-path')) as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByTestId('host-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(sentBody(calls, 'PUT').probe).toEqual({
      probe_type: 'https',
      http_probe: { path: '', port: 22, timeout_second: 1, response_success_flag: '', http_headers: [] },
    });
  });

  it('on edit the success box is ticked when a text exists; unticking clears it; response_flag is never sent', async () => {
    const { calls } = stubFetch(answersWith([listed()]));
    open();
    fireEvent.click(await screen.findByTestId('host-edit-h1'));
    await openAdvanced();
    const box = (await screen.findByTestId('host-probe-response-flag')) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    await waitFor(() => expect(screen.queryByTestId('host-probe-success-text')).toBeNull());
    fireEvent.click(box);
    expect(((await screen.findByTestId('host-probe-success-text')) as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByTestId('host-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const probe = sentBody(calls, 'PUT').probe;
    expect(probe.http_probe).not.toHaveProperty('response_flag');
    expect(probe.http_probe).toMatchObject({ path: '/health', port: 8080, response_success_flag: '' });
  });

  it('create: the required fields and name rules of spec §5 with their messages (ranges: the inputs hold 1–65535 and 1–10), then a trimmed IP and the key base64-encoded', async () => {
    const { calls } = stubFetch(answersWith([]));
    open();
    fireEvent.click(await screen.findByTestId('host-create'));
    expect(await findText('Create host resource')).toBeTruthy();
    fireEvent.click(screen.getByTestId('host-submit'));
    expect(await findText('Please enter host name')).toBeTruthy();
    expect(await findText('Please select provider')).toBeTruthy();
    expect(await findText('Please enter user name')).toBeTruthy();
    expect(await findText('Please enter host IP')).toBeTruthy();
    expect(await findText('Please enter private key')).toBeTruthy();
    typeInto('host-name', 'done');
    expect(await findText('Host name does not support bash keywords')).toBeTruthy();
    typeInto('host-name', '1web');
    expect(await findText(/cannot start with a digit/)).toBeTruthy();
    typeInto('host-name', 'web_2');
    await openAdvanced();
    probeType('http');
    await screen.findByTestId('host-probe-port');
    typeInto('host-probe-port', '');
    expect(await findText('Please enter port')).toBeTruthy();
    typeInto('host-probe-port', '8080');
    typeInto('host-probe-timeout', '');
    expect(await findText('Please enter timeout')).toBeTruthy();
    probeType('tcp');
    await chooseOption('host-provider', 'Other');
    typeInto('host-user-name', 'root');
    typeInto('host-ip', ' 10.0.0.2 ');
    typeInto('host-private-key', PEM);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByTestId('host-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const body = sentBody(calls, 'POST');
    expect(body).toMatchObject({ name: 'web_2', provider: 0, ip: '10.0.0.2', port: 22, user_name: 'root' });
    expect(body.probe).toEqual({ probe_type: 'tcp' });
    expect(atob(body.private_key)).toBe(PEM);
    expect(await findText('Host information added successfully')).toBeTruthy();
  });

  it('delete asks for confirmation, then deletes and reloads the list', async () => {
    const { calls } = stubFetch(answersWith([listed()]));
    open();
    fireEvent.click(await screen.findByTestId('host-delete-h1'));
    expect(await findText('Are you sure to delete web_1?')).toBeTruthy();
    const listsBefore = calls.filter((call) => call.url.startsWith('/api/aslan/system/privateKey?')).length;
    fireEvent.click(screen.getAllByText('Delete').at(-1)!);
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    await waitFor(() =>
      expect(calls.filter((call) => call.url.startsWith('/api/aslan/system/privateKey?')).length).toBe(
        listsBefore + 1,
      ),
    );
  });
});
