// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import type { Storage } from '@slipway/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { browserKeyServer } from '../../../test/browserKeyServer';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../screenTests';
import { sessionAnswers } from '../testFixtures';
import { StoragesPage } from './StoragesPage';

const keyServer = browserKeyServer();
const minio: Storage = {
  id: 's-1',
  provider: 0,
  endpoint: '127.0.0.1:9000',
  bucket: 'artifacts',
  subfolder: 'ci',
  insecure: true,
  is_default: true,
  update_time: 1717228800,
  updated_by: 'admin',
  ak: 'minio',
  sk: 'minio-secret',
};
const done = { status: 200, body: { message: 'success' } };
const answers = {
  ...sessionAnswers,
  'GET /api/aslan/system/rsaKey/publicKey': keyServer.publicKeyAnswer,
  'GET /api/aslan/system/s3storage': (_init: RequestInit, url: string) => ({
    status: 200,
    body: [{ ...minio, sk: keyServer.encryptFor(url, minio.sk) }],
  }),
  'POST /api/aslan/system/s3storage': done,
  'PUT /api/aslan/system/s3storage/s-1': done,
  'DELETE /api/aslan/system/s3storage/s-1': done,
};
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;
const openPage = () =>
  renderRoutes([{ path: '/v1/system/storage', Component: StoragesPage }], '/v1/system/storage');

setUpScreenTests();

describe('StoragesPage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('lists stores and refuses an endpoint with a scheme before sending anything', async () => {
    const { calls } = stubFetch(answers);
    openPage();
    const row = await screen.findByTestId('storage-row-s-1');
    expect(within(row).getByText('127.0.0.1:9000/artifacts')).toBeTruthy();

    fireEvent.click(screen.getByTestId('storage-create'));
    fireEvent.change(await screen.findByTestId('storage-endpoint'), {
      target: { value: 'http://minio:9000' },
    });
    fireEvent.change(screen.getByTestId('storage-bucket'), { target: { value: 'builds' } });
    fireEvent.click(screen.getByTestId('storage-submit'));
    expect(await findText(/The endpoint is a host name or IP/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('storage-endpoint'), { target: { value: 'minio:9000' } });
    fireEvent.click(screen.getByTestId('storage-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(bodyOf(calls.find((call) => call.method === 'POST')!.init)).toMatchObject({
      provider: 0,
      endpoint: 'minio:9000',
      bucket: 'builds',
      insecure: true,
      is_default: false,
    });
  });

  it('edits a store with its secret key decrypted back, and deletes only after confirmation', async () => {
    const { calls } = stubFetch(answers);
    openPage();
    fireEvent.click(await screen.findByTestId('storage-edit-s-1'));
    fireEvent.change(await screen.findByTestId('storage-subfolder'), { target: { value: 'releases' } });
    fireEvent.click(screen.getByTestId('storage-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(bodyOf(calls.find((call) => call.method === 'PUT')!.init)).toMatchObject({
      subfolder: 'releases',
      ak: 'minio',
      sk: 'minio-secret',
    });

    fireEvent.click(screen.getByTestId('storage-delete-s-1'));
    const question = await findText(
      'Are you sure you want to delete the object storage 127.0.0.1:9000/artifacts?',
    );
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(
      within(question.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });
});
