// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import type { Cluster } from '@slipway/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../screenTests';
import { sessionAnswers } from '../testFixtures';
import { ClustersPage } from './ClustersPage';

const objects = {
  advanced_config: { project_names: [], strategy: 'normal', node_labels: null },
  cache: {
    medium_type: '' as const,
    object_properties: { id: '' },
    nfs_properties: {
      provision_type: 'dynamic',
      storage_class: '',
      storage_size_in_gib: 10,
      pvc: '',
      subpath: '',
    },
  },
  dind_cfg: { replicas: 1, resources: { limits: { cpu: 4000, memory: 8192 } }, storage: null },
};
const local: Cluster = {
  id: 'local',
  name: 'local',
  local: true,
  production: false,
  status: 'normal',
  provider: 0,
  description: '',
  last_connection_time: 0,
  createdBy: '',
  namespace: '',
  type: 'agent',
  api_server: '',
  has_credentials: false,
  error: '',
  ...objects,
};
const builds: Cluster = {
  ...local,
  id: 'c-1',
  name: 'builds',
  local: false,
  status: 'abnormal',
  error: 'Unauthorized',
  namespace: 'ci',
  type: 'token',
  api_server: 'https://10.0.0.1:6443',
  has_credentials: true,
  last_connection_time: 1717228800,
};
const done = { status: 200, body: { message: 'success' } };
const answers = {
  ...sessionAnswers,
  'GET /api/aslan/cluster/clusters': { status: 200, body: [local, builds] },
  'POST /api/aslan/cluster/clusters': { status: 200, body: { ...builds, id: 'c-2', name: 'new' } },
  'PUT /api/aslan/cluster/clusters/c-1': done,
  'PUT /api/aslan/cluster/clusters/c-1/disconnect': done,
  'DELETE /api/aslan/cluster/clusters/c-1': done,
};
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;
const openPage = () =>
  renderRoutes([{ path: '/v1/system/cluster', Component: ClustersPage }], '/v1/system/cluster');

setUpScreenTests();

describe('ClustersPage', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('lists clusters with status tags; the local one has no actions', async () => {
    stubFetch(answers);
    openPage();
    const row = await screen.findByTestId('cluster-row-c-1');
    expect(within(row).getByTestId('cluster-status-c-1').textContent).toBe('Abnormal');
    expect(screen.getByTestId('cluster-status-local').textContent).toBe('Normal');
    expect(screen.queryByTestId('cluster-edit-local')).toBeNull();
  });

  it('adds a cluster by kubeconfig, refusing a bad name before sending anything', async () => {
    const { calls } = stubFetch(answers);
    openPage();
    fireEvent.click(await screen.findByTestId('cluster-create'));
    fireEvent.change(await screen.findByTestId('cluster-name'), { target: { value: 'Bad Name' } });
    fireEvent.change(screen.getByTestId('cluster-kubeconfig'), { target: { value: 'apiVersion: v1' } });
    fireEvent.click(screen.getByTestId('cluster-submit'));
    expect(await findText(/A cluster name has lowercase letters/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('cluster-name'), { target: { value: 'new' } });
    fireEvent.click(screen.getByTestId('cluster-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(bodyOf(calls.find((call) => call.method === 'POST')!.init)).toMatchObject({
      name: 'new',
      type: 'kubeconfig',
      kube_config: 'apiVersion: v1',
    });
  });

  it('edits by token leaving the saved token; disconnects and deletes only after confirmation', async () => {
    const { calls } = stubFetch(answers);
    openPage();
    fireEvent.click(await screen.findByTestId('cluster-edit-c-1'));
    expect(await findText('Left empty, the saved credentials stay')).toBeTruthy();
    fireEvent.change(screen.getByTestId('cluster-description'), { target: { value: 'edited' } });
    fireEvent.click(screen.getByTestId('cluster-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(bodyOf(calls.find((call) => call.method === 'PUT')!.init)).toMatchObject({
      description: 'edited',
      type: 'token',
      api_server: 'https://10.0.0.1:6443',
      token: '',
    });

    fireEvent.click(screen.getByTestId('cluster-disconnect-c-1'));
    const disconnectQuestion = await findText(/Disconnect the cluster builds\?/);
    expect(calls.some((call) => call.url.includes('/disconnect'))).toBe(false);
    fireEvent.click(
      within(disconnectQuestion.closest('.ant-popover') as HTMLElement).getByRole('button', {
        name: 'Disconnect',
      }),
    );
    await waitFor(() => expect(calls.some((call) => call.url.includes('/disconnect'))).toBe(true));

    fireEvent.click(screen.getByTestId('cluster-delete-c-1'));
    const question = await findText('Are you sure you want to delete the cluster builds?');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(
      within(question.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });
});
