// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { browserKeyServer } from '../../../test/browserKeyServer';
import { stubFetch } from '../../../test/fetchStub';
import { chooseOption } from '../../../test/formActions';
import { renderRoutes } from '../../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../../system/screenTests';
import { sessionAnswers } from '../../system/testFixtures';
import { ChartTemplatesPage } from './ChartTemplatesPage';

const keys = browserKeyServer();
const charts = '/api/aslan/template/charts';
const done = { status: 200, body: { message: 'success' } };
const web = {
  name: 'web-template',
  codehostID: 4,
  owner: 'team',
  repo: 'charts',
  branch: 'main',
  path: 'web',
  namespace: 'team',
};
const answers = {
  ...sessionAnswers,
  [`GET ${charts}`]: {
    status: 200,
    body: {
      chartTemplates: [web],
      systemVariables: [{ key: '$Service$', description: 'The name of the service' }],
    },
  },
  [`GET ${charts}/web-template`]: {
    status: 200,
    body: {
      ...web,
      files: [
        { path: 'Chart.yaml', name: 'Chart.yaml', is_dir: false },
        { path: 'templates/service.yaml', name: 'service.yaml', is_dir: false },
        { path: 'values.yaml', name: 'values.yaml', is_dir: false },
      ],
      variables: [
        { key: 'replicas', value: '1' },
        { key: 'port', value: '' },
      ],
    },
  },
  [`GET ${charts}/web-template/files`]: {
    status: 200,
    body: 'kind: Service',
    headers: { 'Content-Type': 'text/plain' },
  },
  [`GET ${charts}/web-template/reference`]: {
    status: 200,
    body: [{ project_name: 'shop', service_name: 'storefront' }],
  },
  [`PUT ${charts}/web-template/variables`]: done,
  [`POST ${charts}/web-template/reference`]: done,
  [`POST ${charts}`]: done,
  [`PUT ${charts}/web-template`]: done,
  [`DELETE ${charts}/web-template`]: {
    status: 400,
    body: {
      code: 6000,
      message: 'The chart template is used by services and cannot be deleted',
      description: 'shop/storefront',
    },
  },
  'GET /api/aslan/system/rsaKey/publicKey': keys.publicKeyAnswer,
  'GET /api/v1/codehosts': {
    status: 200,
    body: [{ id: 4, type: 'other', address: 'git://127.0.0.1:9418', alias: '', auth_type: '' }],
  },
  'GET /api/aslan/code/codehost/4/branches': { status: 200, body: [{ name: 'main' }] },
};
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;
const openPage = () =>
  renderRoutes([{ path: '/v1/template/charts', Component: ChartTemplatesPage }], '/v1/template/charts');

setUpScreenTests();

describe('chart templates', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('lists the chart templates with where they come from', async () => {
    stubFetch(answers);
    openPage();
    expect(await screen.findByTestId('chart-template-row-web-template')).toBeTruthy();
    expect(screen.getByText('team/charts · main · web')).toBeTruthy();
  });

  it('says there is none yet and offers the import', async () => {
    stubFetch({
      ...answers,
      [`GET ${charts}`]: { status: 200, body: { chartTemplates: [], systemVariables: [] } },
    });
    openPage();
    expect(await findText('No chart template yet: import a Helm chart from a code repository')).toBeTruthy();
    expect(screen.getAllByText('Import chart template').length).toBeGreaterThan(0);
  });

  it('imports a chart folder of a repository', async () => {
    const { calls } = stubFetch(answers);
    openPage();
    fireEvent.click(await screen.findByTestId('chart-template-import'));
    fireEvent.change(await screen.findByTestId('chart-import-name'), { target: { value: 'api' } });
    await chooseOption('chart-import-repo-row-0-codehost', 'other git://127.0.0.1:9418');
    fireEvent.change(screen.getByTestId('chart-import-repo-row-0-owner'), { target: { value: 'team' } });
    fireEvent.blur(screen.getByTestId('chart-import-repo-row-0-owner'));
    fireEvent.change(screen.getByTestId('chart-import-repo-row-0-repo'), { target: { value: 'charts' } });
    fireEvent.blur(screen.getByTestId('chart-import-repo-row-0-repo'));
    await chooseOption('chart-import-repo-row-0-branch', 'main');
    fireEvent.change(screen.getByTestId('chart-import-path'), { target: { value: ' api ' } });
    fireEvent.click(screen.getByTestId('chart-import-submit'));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.url.endsWith(charts))).toBe(true),
    );
    const post = calls.find((call) => call.method === 'POST' && call.url.endsWith(charts));
    expect(bodyOf(post!.init)).toEqual({
      name: 'api',
      codeHostID: 4,
      owner: 'team',
      repo: 'charts',
      branch: 'main',
      path: 'api',
      namespace: 'team',
    });
  });

  it('refuses an import without a valid name or a repository before anything is sent', async () => {
    const { calls } = stubFetch(answers);
    openPage();
    fireEvent.click(await screen.findByTestId('chart-template-import'));
    fireEvent.change(await screen.findByTestId('chart-import-name'), { target: { value: 'bad name' } });
    fireEvent.click(screen.getByTestId('chart-import-submit'));
    expect(
      await findText(
        'A template name holds letters, digits, dots, underscores and hyphens and starts with a letter or digit',
      ),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.url.endsWith(charts))).toBe(false);
  });

  it('re-imports a template from its stored folder', async () => {
    const { calls } = stubFetch(answers);
    openPage();
    fireEvent.click(await screen.findByTestId('chart-template-reimport-web-template'));
    fireEvent.click(await screen.findByTestId('chart-import-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(bodyOf(calls.find((call) => call.method === 'PUT')!.init)).toEqual({
      ...web,
      codehostID: undefined,
      codeHostID: 4,
    });
  });

  it('shows the files, saves the variables and lists the services using the template', async () => {
    const { calls } = stubFetch(answers);
    openPage();
    fireEvent.click(await screen.findByTestId('chart-template-open-web-template'));
    fireEvent.click(await screen.findByTestId('chart-file-templates/service.yaml'));
    // the editor splits the highlighted text into spans
    await waitFor(
      () => expect(screen.getByTestId('chart-file-content').textContent).toContain('kind: Service'),
      {
        timeout: 5000,
      },
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Variables' }));
    const port = await screen.findByTestId('chart-variable-port');
    expect((screen.getByTestId('chart-variable-replicas') as HTMLInputElement).value).toBe('1');
    fireEvent.change(port, { target: { value: '8080' } });
    expect(screen.getByText('$Service$')).toBeTruthy();
    fireEvent.click(screen.getByTestId('chart-variables-save'));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/variables'))).toBe(true));
    expect(bodyOf(calls.find((call) => call.url.endsWith('/variables'))!.init)).toEqual([
      { key: 'replicas', value: '1' },
      { key: 'port', value: '8080' },
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Used by' }));
    const link = await screen.findByTestId('chart-reference-shop-storefront');
    expect(link.getAttribute('href')).toBe('/v1/projects/detail/shop/services');
  });

  it('deletes only after confirmation and shows why the server refuses', async () => {
    const { calls } = stubFetch(answers);
    openPage();
    fireEvent.click(await screen.findByTestId('chart-template-delete-web-template'));
    expect(await findText('Delete the template web-template?')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getAllByText('Delete').at(-1)!);
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    const refused = await screen.findByTestId('chart-template-delete-refused');
    expect(refused.textContent).toContain('The chart template is used by services and cannot be deleted');
    expect(refused.textContent).toContain('shop/storefront');
  });
});
