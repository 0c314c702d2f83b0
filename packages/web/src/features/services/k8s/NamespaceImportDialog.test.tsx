// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { chooseOption, typeInto } from '../../../test/formActions';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../../system/screenTests';
import {
  bodyOf,
  done,
  findOnOpen,
  k8sPageAnswers,
  openServicesPage,
  summary,
} from '../testing/servicePageAnswers';

setUpScreenTests();

const importAnswers = (created: { status: number; body: unknown } = done) => ({
  ...k8sPageAnswers([summary('web')]),
  'GET /api/aslan/cluster/clusters': { status: 200, body: [{ id: 'c1', name: 'local-cluster' }] },
  'GET /api/aslan/environment/kube/available_namespaces': {
    status: 200,
    body: [
      { name: 'legacy', used: false },
      { name: 'empty', used: false },
    ],
  },
  'GET /api/aslan/service/services/kube/workloads': (_init: RequestInit, url: string) =>
    url.includes('namespace=empty')
      ? { status: 200, body: { workloads_map: { deployment: [], service: [] } } }
      : {
          status: 200,
          body: {
            workloads_map: {
              deployment: ['api', 'worker'],
              statefulset: [],
              service: ['api-svc'],
              configmap: ['api-conf'],
              secret: [],
              ingress: [],
              pvc: [],
            },
          },
        },
  'POST /api/aslan/service/services/yaml': created,
});

type Calls = { method: string; url: string; init: RequestInit }[];
const posts = (calls: Calls) =>
  calls.filter((call) => call.method === 'POST' && call.url.includes('/service/services/yaml'));

async function openDialog(namespace = 'legacy') {
  openServicesPage();
  fireEvent.click(await findOnOpen('service-create'));
  fireEvent.click(await findText('Import from cluster'));
  await chooseOption('ns-import-cluster', 'local-cluster');
  await chooseOption('ns-import-namespace', namespace);
}

describe('import of services from a cluster namespace', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('sends the cluster, namespace and the picked resources by kind, then lists the new service', async () => {
    const answers = importAnswers();
    let listed = [summary('web')];
    const { calls } = stubFetch({
      ...answers,
      'GET /api/aslan/service/services': () => ({ status: 200, body: { data: listed } }),
      'POST /api/aslan/service/services/yaml': () => {
        listed = [summary('web'), summary('legacy-api')];
        return done;
      },
    });
    await openDialog();
    fireEvent.click(await screen.findByTestId('ns-import-deployment-api'));
    fireEvent.click(screen.getByTestId('ns-import-configmap-api-conf'));
    typeInto('ns-import-name', 'legacy-api');
    fireEvent.click(screen.getByTestId('ns-import-submit'));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    const post = posts(calls)[0]!;
    expect(post.url).toContain('projectName=shop');
    expect(bodyOf(post.init)).toEqual({
      cluster_id: 'c1',
      namespace: 'legacy',
      product_name: 'shop',
      visibility: 'private',
      type: 'k8s',
      services: [{ name: 'legacy-api', workloads_map: { deployment: ['api'], configmap: ['api-conf'] } }],
    });
    const namespaceCall = calls.find((call) => call.url.includes('available_namespaces'))!;
    expect(namespaceCall.url).toContain('clusterId=c1');
    const resourceCall = calls.find((call) => call.url.includes('kube/workloads'))!;
    expect(resourceCall.url).toContain('namespace=legacy');
    // the list reloads and shows the new service
    expect(await findText('legacy-api')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('ns-import-submit')).toBeNull());
  });

  it("shows the server's refusal inside the dialog", async () => {
    stubFetch(
      importAnswers({ status: 409, body: { code: 409, message: 'service name duplicates existing' } }),
    );
    await openDialog();
    fireEvent.click(await screen.findByTestId('ns-import-deployment-worker'));
    typeInto('ns-import-name', 'worker');
    fireEvent.click(screen.getByTestId('ns-import-submit'));
    const refusal = await screen.findByTestId('ns-import-error');
    expect(refusal.textContent).toContain('service name duplicates existing');
    expect(screen.getByTestId('ns-import-submit')).toBeTruthy();
  });

  it('sends nothing when the name breaks the rule or nothing is picked', async () => {
    const { calls } = stubFetch(importAnswers());
    await openDialog();
    fireEvent.click(await screen.findByTestId('ns-import-deployment-api'));
    typeInto('ns-import-name', 'Bad_Name');
    fireEvent.click(screen.getByTestId('ns-import-submit'));
    expect(await findText(/lowercase/i)).toBeTruthy();
    typeInto('ns-import-name', 'web');
    fireEvent.click(screen.getByTestId('ns-import-submit'));
    expect(await findText(/already exists|duplicates/i)).toBeTruthy();
    fireEvent.click(screen.getByTestId('ns-import-deployment-api'));
    typeInto('ns-import-name', 'fine');
    fireEvent.click(screen.getByTestId('ns-import-submit'));
    expect(await screen.findByTestId('ns-import-none')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it('says so when the namespace holds nothing to import', async () => {
    stubFetch(importAnswers());
    await openDialog('empty');
    expect(await screen.findByTestId('ns-import-empty')).toBeTruthy();
  });
});
