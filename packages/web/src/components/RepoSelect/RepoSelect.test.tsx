// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../../features/system/screenTests';
import { sessionAnswers } from '../../features/system/testFixtures';
import { browserKeyServer } from '../../test/browserKeyServer';
import { stubFetch } from '../../test/fetchStub';
import { chooseOption } from '../../test/formActions';
import { renderRoutes } from '../../test/renderRoutes';
import { RepoSelect, repoListRule } from './RepoSelect';
import type { RepoRow } from './repoRow';

const keys = browserKeyServer();
const host = { id: 3, type: 'gitlab', address: 'https://gitlab.example.com', alias: 'corp', auth_type: '' };
const gitHost = {
  id: 4,
  type: 'other',
  address: 'git://127.0.0.1:9418',
  alias: '',
  auth_type: 'PrivateAccessToken',
};
const answers = {
  ...sessionAnswers,
  'GET /api/aslan/system/rsaKey/publicKey': keys.publicKeyAnswer,
  'GET /api/v1/codehosts': { status: 200, body: [host, gitHost] },
  'GET /api/aslan/code/codehost/4/branches': { status: 200, body: [{ name: 'main' }] },
  'GET /api/aslan/code/codehost/3/namespaces': {
    status: 200,
    body: [{ name: 'team', path: 'team', kind: 'group' }],
  },
  'GET /api/aslan/code/codehost/3/projects': { status: 200, body: [{ name: 'app', namespace: 'team' }] },
  'GET /api/aslan/code/codehost/3/branches': { status: 200, body: [{ name: 'main' }, { name: 'dev' }] },
};

let submitted: RepoRow[] | undefined;
function Harness() {
  return (
    <Form
      onFinish={(values: { repos: RepoRow[] }) => (submitted = values.repos)}
      initialValues={{ repos: [] }}
    >
      <Form.Item name="repos" rules={[repoListRule]} help="">
        <RepoSelect testId="repos" />
      </Form.Item>
      <Button htmlType="submit" data-testid="submit">
        submit
      </Button>
    </Form>
  );
}
const open = () => renderRoutes([{ path: '/', Component: Harness }], '/');

setUpScreenTests();

describe('RepoSelect', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('adds a row only once the previous one is complete, naming what it misses', async () => {
    stubFetch(answers);
    open();
    fireEvent.click(await screen.findByTestId('repos-add'));
    expect(await screen.findByTestId('repos-row-0')).toBeTruthy();
    fireEvent.click(screen.getByTestId('repos-add'));
    expect(await findText('platform cannot be empty')).toBeTruthy();
    expect(screen.getByText('org/user name cannot be empty')).toBeTruthy();
    expect(screen.getByText('name cannot be empty')).toBeTruthy();
    expect(screen.getByText('branch cannot be empty')).toBeTruthy();
    expect(screen.queryByTestId('repos-row-1')).toBeNull();
  });

  it('walks host → owner → repository → branch with the portal queries and submits the row', async () => {
    const { calls } = stubFetch(answers);
    submitted = undefined;
    open();
    fireEvent.click(await screen.findByTestId('repos-add'));
    await chooseOption('repos-row-0-codehost', 'gitlab https://gitlab.example.com (corp)');
    await chooseOption('repos-row-0-owner', 'team');
    await chooseOption('repos-row-0-repo', 'app');
    await chooseOption('repos-row-0-branch', 'dev');
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(submitted).toBeDefined());
    expect(submitted).toEqual([
      {
        codehost_id: 3,
        source: 'gitlab',
        repo_owner: 'team',
        repo_namespace: 'team',
        repo_name: 'app',
        branch: 'dev',
        remote_name: 'origin',
        checkout_path: '',
        submodules: false,
      },
    ]);
    const projects = new URL(calls.find((call) => call.url.includes('/projects'))!.url, 'http://x');
    expect(Object.fromEntries(projects.searchParams)).toEqual({
      repoOwner: 'team',
      type: 'group',
      page: '1',
      per_page: '200',
      key: '',
    });
    const branches = new URL(calls.find((call) => call.url.includes('/branches'))!.url, 'http://x');
    expect(branches.searchParams.get('repoOwner')).toBe('team');
    expect(branches.searchParams.get('repoName')).toBe('app');
    expect(calls.find((call) => call.url.startsWith('/api/v1/codehosts'))!.url).toContain('encryptedKey=');
  });

  it('lets the user type the branch when branches cannot be read, and trims it', async () => {
    stubFetch({
      ...answers,
      'GET /api/aslan/code/codehost/3/branches': { status: 500, body: { message: 'down' } },
    });
    submitted = undefined;
    open();
    fireEvent.click(await screen.findByTestId('repos-add'));
    await chooseOption('repos-row-0-codehost', 'gitlab https://gitlab.example.com (corp)');
    await chooseOption('repos-row-0-owner', 'team');
    await chooseOption('repos-row-0-repo', 'app');
    expect(await findText('failed to get branch info, please type in your branch')).toBeTruthy();
    fireEvent.change(screen.getByTestId('repos-row-0-branch-input'), { target: { value: '  release/1.0 ' } });
    fireEvent.blur(screen.getByTestId('repos-row-0-branch-input'));
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(submitted?.[0]?.branch).toBe('release/1.0'));
  });

  it('refuses to submit an incomplete row and shows its texts', async () => {
    stubFetch(answers);
    submitted = undefined;
    open();
    fireEvent.click(await screen.findByTestId('repos-add'));
    await chooseOption('repos-row-0-codehost', 'gitlab https://gitlab.example.com (corp)');
    fireEvent.click(screen.getByTestId('submit'));
    expect(await findText('org/user name cannot be empty')).toBeTruthy();
    expect(screen.queryByText('platform cannot be empty')).toBeNull();
    expect(submitted).toBeUndefined();
  });

  it('takes typed owner and repository names for a plain git host and reads its branches once', async () => {
    const { calls } = stubFetch(answers);
    submitted = undefined;
    open();
    fireEvent.click(await screen.findByTestId('repos-add'));
    await chooseOption('repos-row-0-codehost', 'other git://127.0.0.1:9418');
    fireEvent.change(screen.getByTestId('repos-row-0-owner'), { target: { value: ' team ' } });
    fireEvent.blur(screen.getByTestId('repos-row-0-owner'));
    fireEvent.change(screen.getByTestId('repos-row-0-repo'), { target: { value: 'app' } });
    fireEvent.blur(screen.getByTestId('repos-row-0-repo'));
    await chooseOption('repos-row-0-branch', 'main');
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(submitted).toBeDefined());
    expect(submitted?.[0]).toMatchObject({
      codehost_id: 4,
      source: 'other',
      repo_owner: 'team',
      repo_namespace: 'team',
      repo_name: 'app',
      branch: 'main',
    });
    expect(calls.filter((call) => call.url.includes('/codehost/4/branches'))).toHaveLength(1);
    expect(calls.some((call) => call.url.includes('/namespaces') || call.url.includes('/projects'))).toBe(
      false,
    );
  });
});
