// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { browserKeyServer } from '../../../test/browserKeyServer';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../../system/screenTests';
import { sessionAnswers } from '../../system/testFixtures';
import { TestFormPage } from './TestFormPage';

const keyServer = browserKeyServer();
const answers = {
  ...sessionAnswers,
  'GET /api/aslan/system/rsaKey/publicKey': keyServer.publicKeyAnswer,
  'GET /api/v1/codehosts': { status: 200, body: [] },
  'GET /api/aslan/system/basicImages': {
    status: 200,
    body: [{ id: 'img-1', label: 'Ubuntu 20.04', value: 'focal', image_from: '' }],
  },
  'GET /api/aslan/system/install': { status: 200, body: [{ name: 'node', version: '20.11.0' }] },
  'POST /api/aslan/testing/test': { status: 200, body: {} },
  'PUT /api/aslan/testing/test': { status: 200, body: {} },
  // an older test: no exported paths, hooks or schedules stored
  'GET /api/aslan/testing/test/unit_tests': {
    status: 200,
    body: {
      name: 'unit_tests',
      product_name: 'demo',
      desc: 'old',
      test_type: 'function',
      repos: [],
      timeout: 30,
      pre_test: { image_id: 'img-1', build_os: 'focal', res_req: 'low', envs: [] },
      scripts: 'npm test',
      test_result_path: 'reports',
      update_time: 1_717_228_800,
      update_by: 'ada',
    },
  },
};
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;
const openPage = (path = '/v1/projects/detail/demo/test/add/function') =>
  renderRoutes(
    [
      { path: '/v1/projects/detail/:project_name/test/add/function', Component: TestFormPage },
      { path: '/v1/projects/detail/:project_name/test/detail/function/:test_name', Component: TestFormPage },
      { path: '/v1/projects/detail/:project_name/test', Component: () => <p>test list</p> },
    ],
    path,
  );

setUpScreenTests();

describe('TestFormPage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('refuses a name outside letters, digits, hyphen and underscore', async () => {
    const { calls } = stubFetch(answers);
    openPage();
    fireEvent.change(await screen.findByTestId('test-name'), { target: { value: 'unit tests!' } });
    fireEvent.click(screen.getByTestId('test-save'));
    expect(await findText('Test name supports only letters, digits, hyphen and underscore')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('creates a test named with an underscore, with its report directory and exported files', async () => {
    const { calls } = stubFetch(answers);
    const { router } = openPage();
    fireEvent.change(await screen.findByTestId('test-name'), { target: { value: 'unit_tests-1' } });
    // the form starts with the Ubuntu 20.04 image, as the portal's does
    expect(await within(await screen.findByTestId('job-image')).findByText('Ubuntu 20.04')).toBeTruthy();
    fireEvent.change(screen.getByTestId('test-script'), { target: { value: 'npm test' } });
    fireEvent.change(screen.getByTestId('test-junit-dir'), { target: { value: 'reports' } });
    fireEvent.change(screen.getByTestId('test-artifact-0'), { target: { value: ' coverage/lcov.info ' } });
    fireEvent.click(screen.getByTestId('test-save'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toContain('projectName=demo');
    expect(bodyOf(post.init)).toMatchObject({
      name: 'unit_tests-1',
      product_name: 'demo',
      test_type: 'function',
      scripts: 'npm test',
      test_result_path: 'reports',
      artifact_paths: ['coverage/lcov.info'],
      timeout: 60,
      repos: [],
      pre_test: { image_id: 'img-1', build_os: 'focal', res_req: 'low', installs: [], envs: [] },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/v1/projects/detail/demo/test'));
  });

  it('edits a stored test: the name stays, what the older test lacked is filled in, PUT sends the whole test', async () => {
    const { calls } = stubFetch(answers);
    openPage('/v1/projects/detail/demo/test/detail/function/unit_tests');
    const name = (await screen.findByTestId('test-name')) as HTMLInputElement;
    expect(name.value).toBe('unit_tests');
    expect(name.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('test-desc'), { target: { value: 'unit tests of the shop' } });
    fireEvent.click(screen.getByTestId('test-save'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.url).toContain('projectName=demo');
    expect(bodyOf(put.init)).toMatchObject({
      name: 'unit_tests',
      desc: 'unit tests of the shop',
      timeout: 30,
      scripts: 'npm test',
      test_result_path: 'reports',
      artifact_paths: [],
      hook_ctl: { enabled: false, items: [] },
      pre_test: { image_id: 'img-1', installs: [] },
    });
  });
});
