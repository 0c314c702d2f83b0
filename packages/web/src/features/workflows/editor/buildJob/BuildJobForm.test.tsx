// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { browserKeyServer } from '../../../../test/browserKeyServer';
import { stubFetch } from '../../../../test/fetchStub';
import { teamAppRepo } from '../../../../test/fixtures';
import { chooseOption, typeInto } from '../../../../test/formActions';
import { renderRoutes } from '../../../../test/renderRoutes';
import { signedInForEachTest } from '../../../../test/signedIn';
import { PROJECT } from '../../testing/workflowFixtures';
import { emptyDraft } from '../draft';
import { WorkflowEditor } from '../WorkflowEditor';

const keys = browserKeyServer();
const answers = {
  'GET /api/aslan/system/rsaKey/publicKey': keys.publicKeyAnswer,
  'GET /api/aslan/build/build/serviceModule': (_init: RequestInit, url: string) => ({
    status: 200,
    body: [
      {
        service_name: 'shop',
        service_module: 'api',
        module_builds: [
          {
            name: 'shop-build-api',
            key_vals: [
              { key: 'MODE', value: 'fast', type: 'string', choice_option: [], is_credential: false },
              {
                key: 'TOKEN',
                value: keys.encryptFor(url, 's3cret'),
                type: 'string',
                choice_option: [],
                is_credential: true,
              },
            ],
          },
        ],
      },
      { service_name: 'shop', service_module: 'web', module_builds: [] },
    ],
  }),
  'GET /api/aslan/system/registry': {
    status: 200,
    body: [{ id: 'r1', reg_addr: 'http://127.0.0.1:5000', namespace: 'lib', is_default: true }],
  },
  'GET /api/aslan/build/build/shop-build-api': {
    status: 200,
    body: { name: 'shop-build-api', repos: [teamAppRepo] },
  },
  'POST /api/aslan/workflow/v4': { status: 200, body: { message: 'success' } },
};

signedInForEachTest();

describe('the build job of the workflow editor', { timeout: 60_000 }, () => {
  it('builds chosen service modules with their builds, branches and variables, saved as zadig-build', async () => {
    const { calls } = stubFetch(answers);
    renderRoutes(
      [{ path: '*', Component: () => <WorkflowEditor project={PROJECT} initial={emptyDraft()} /> }],
      '/editor',
    );
    typeInto('wf-name', 'ship');
    fireEvent.click(screen.getByTestId('wf-add-stage'));
    fireEvent.click(screen.getByTestId('stage-add-typed-job-0'));
    fireEvent.click(await screen.findByTestId('stage-0-add-zadig-build'));
    expect(await screen.findByTestId('build-job-services')).toBeTruthy();
    // the encrypted key is sent and the credential opened in the browser
    expect(calls.find((call) => call.url.includes('/serviceModule'))!.url).toMatch(
      /projectName=.*&excludeJenkins=true&encryptedKey=/,
    );

    typeInto('job-name', 'build');
    fireEvent.click(screen.getByTestId('job-save'));
    expect(await screen.findByText('Please choose the service and its module')).toBeTruthy();

    await chooseOption('build-job-registry', 'http://127.0.0.1:5000/lib');
    await chooseOption('build-job-services', 'api(shop)');
    expect(((await screen.findByTestId('build-job-entry-0-branch-0')) as HTMLInputElement).value).toBe(
      'main',
    );
    expect((screen.getByTestId('build-job-entry-0-var-1') as HTMLInputElement).value).toBe('s3cret');
    typeInto('build-job-entry-0-branch-0', 'dev');
    typeInto('build-job-entry-0-var-0', 'slow');
    fireEvent.click(screen.getByTestId('job-save'));
    await waitFor(() => expect(screen.queryByText('Unsaved')).toBeNull());

    fireEvent.click(screen.getByTestId('wf-save'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const body = parse(String(calls.find((call) => call.method === 'POST')?.init.body));
    expect(body.stages[0].jobs[0]).toMatchObject({
      name: 'build',
      type: 'zadig-build',
      spec: {
        docker_registry_id: 'r1',
        service_and_builds: [
          {
            service_name: 'shop',
            service_module: 'api',
            build_name: 'shop-build-api',
            image_name: 'api',
            repos: [{ ...teamAppRepo, branch: 'dev' }],
            key_vals: [
              { key: 'MODE', value: 'slow' },
              { key: 'TOKEN', value: 's3cret', is_credential: true },
            ],
          },
        ],
      },
    });
  });
});
