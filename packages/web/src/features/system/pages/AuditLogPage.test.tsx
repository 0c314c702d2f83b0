// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import type { AuditLog } from '@slipway/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../screenTests';
import { sessionAnswers } from '../testFixtures';
import { AuditLogPage } from './AuditLogPage';

const created: AuditLog = {
  id: 7,
  created_at: 1_714_550_400,
  username: 'ada',
  method: 'Create',
  product_name: 'demo',
  function: 'Project - project',
  name: 'demo-app',
  status: 201,
  request_body: '{"project_name":"demo","public":true}',
  path: '/api/v1/picket/projects',
  client_ip: '10.0.0.5',
};
const refused: AuditLog = { ...created, id: 8, status: 409, request_body: '' };

const answers = {
  ...sessionAnswers,
  'GET /api/aslan/system/operation': { status: 200, body: [created, refused], headers: { 'X-Total': '120' } },
};

const openPage = () =>
  renderRoutes([{ path: '/v1/system/auditlog', Component: AuditLogPage }], '/v1/system/auditlog');

setUpScreenTests();

describe('AuditLogPage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('lists operations, the total from X-Total, and searches with the portal query', async () => {
    const { calls } = stubFetch(answers);
    openPage();
    const row = await screen.findByTestId('audit-row-7');
    for (const text of ['Create', 'Project - project', 'demo-app', 'demo'])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(within(row).getByText('201').closest('.ant-tag')).toBeTruthy();
    expect(await screen.findByText('120', { exact: false })).toBeTruthy();
    expect(calls.find((call) => call.url.startsWith('/api/aslan/'))?.url).toBe(
      '/api/aslan/system/operation?username=&projectName=&status=0&function=&per_page=50&page=1',
    );

    fireEvent.change(screen.getByTestId('audit-filter-user'), { target: { value: ' ada ' } });
    fireEvent.change(screen.getByTestId('audit-filter-project'), { target: { value: 'demo' } });
    fireEvent.click(screen.getByTestId('audit-filter-submit'));
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe(
        '/api/aslan/system/operation?username=ada&projectName=demo&status=0&function=&per_page=50&page=1',
      ),
    );
  });

  it('shows every field of a record and its body as formatted JSON', async () => {
    stubFetch(answers);
    openPage();
    fireEvent.click(await screen.findByTestId('audit-row-7'));
    const detail = await screen.findByTestId('audit-detail');
    for (const text of [
      'ada',
      'Create',
      '/api/v1/picket/projects',
      'demo',
      'demo-app',
      'Project - project',
      '201',
      '10.0.0.5',
    ]) {
      expect(within(detail).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(detail).getByTestId('audit-detail-body').textContent).toBe(
      '{\n  "project_name": "demo",\n  "public": true\n}',
    );
  });
});
