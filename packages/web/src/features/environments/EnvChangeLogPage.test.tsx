// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetchStub';
import { renderRoutes } from '../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../system/screenTests';
import { sessionAnswers } from '../system/testFixtures';
import { EnvChangeLogPage } from './EnvChangeLogPage';

const LOG = 'GET /api/aslan/system/operation/env';
const entry = (id: number, status: number) => ({
  id,
  created_at: 1717228800 + id,
  username: 'ada',
  method: 'Update',
  product_name: 'shop',
  function: 'Project - environments',
  name: 'app-config',
  status,
  request_body: '{"name":"app-config"}',
  path: '/api/aslan/environment/envcfgs/dev',
  client_ip: '127.0.0.1',
});
const open = () =>
  renderRoutes(
    [{ path: '/v1/projects/detail/:project_name/envs/:env_name/log', Component: EnvChangeLogPage }],
    '/v1/projects/detail/shop/envs/dev/log',
  );
const query = (url: string) => new URL(url, 'http://x').searchParams;

setUpScreenTests();

describe('EnvChangeLogPage (envs/{env}/log)', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('lists the changes of the environment, searches by one field and shows a request body', async () => {
    const { calls } = stubFetch({
      ...sessionAnswers,
      [LOG]: { status: 200, body: { logs: [entry(2, 400), entry(1, 200)], count: 2 } },
    });
    open();
    const table = await screen.findByTestId('env-log-table');
    expect(await within(table).findByText('400')).toBeTruthy();
    expect(within(table).getAllByText('ada')).toHaveLength(2);
    expect(within(table).getAllByText('app-config')).toHaveLength(2);
    const first = query(calls.find((call) => call.url.includes('/operation/env'))!.url);
    expect(Object.fromEntries(first)).toMatchObject({
      projectName: 'shop',
      envName: 'dev',
      page: '1',
      pageSize: '50',
      status: '0',
    });

    fireEvent.mouseDown(within(screen.getByTestId('env-log-field')).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Status code', { selector: '.ant-select-item-option-content' }));
    fireEvent.change(screen.getByTestId('env-log-keyword'), { target: { value: '400' } });
    fireEvent.click(screen.getByTestId('env-log-search'));
    await waitFor(() => expect(calls.filter((call) => call.url.includes('/operation/env'))).toHaveLength(2));
    const searched = query(calls.filter((call) => call.url.includes('/operation/env'))[1]!.url);
    expect(searched.get('status')).toBe('400');
    expect(searched.get('username')).toBeNull();

    fireEvent.click(await screen.findByTestId('env-log-view-2'));
    expect((await screen.findByTestId('audit-detail-body')).textContent).toContain('app-config');
  });

  it('says when nothing was changed yet', async () => {
    stubFetch({ ...sessionAnswers, [LOG]: { status: 200, body: { logs: [], count: 0 } } });
    open();
    expect(await findText('No changes recorded for this environment')).toBeTruthy();
  });

  it('shows an error with a retry when the log cannot be read', async () => {
    let failing = true;
    const { calls } = stubFetch({
      ...sessionAnswers,
      [LOG]: () =>
        failing
          ? { status: 500, body: { message: 'down' } }
          : { status: 200, body: { logs: [entry(1, 200)], count: 1 } },
    });
    open();
    expect(await screen.findByTestId('env-log-error')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByText('Retry'));
    expect(await screen.findByTestId('env-log-table')).toBeTruthy();
    expect(calls.filter((call) => call.url.includes('/operation/env'))).toHaveLength(2);
  });
});
