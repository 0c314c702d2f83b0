// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { stubFetch } from '../../../../test/fetchStub';
import { chooseOption, typeInto } from '../../../../test/formActions';
import { renderRoutes } from '../../../../test/renderRoutes';
import { signedInForEachTest } from '../../../../test/signedIn';
import { PROJECT } from '../../testing/workflowFixtures';
import { emptyDraft } from '../draft';
import { WorkflowEditor } from '../WorkflowEditor';

const answers = {
  'GET /api/aslan/testing/testdetail': {
    status: 200,
    body: [
      {
        name: 'unit_tests',
        product_name: PROJECT,
        envs: [{ key: 'SUITE', value: 'all', type: 'string', choice_option: [], is_credential: false }],
      },
    ],
  },
  'GET /api/aslan/testing/scanning': {
    status: 200,
    body: [
      {
        id: 's1',
        name: 'lint',
        description: '',
        scanner_type: 'other',
        statistics: { times_run: 0, run_time_average: 0 },
        update_time: 0,
      },
    ],
  },
  'POST /api/aslan/workflow/v4': { status: 200, body: { message: 'success' } },
};

async function addJob(kind: string) {
  fireEvent.click(screen.getByTestId('stage-add-typed-job-0'));
  fireEvent.click(await screen.findByTestId(`stage-0-add-${kind}`));
}

const openEditor = () =>
  renderRoutes(
    [{ path: '*', Component: () => <WorkflowEditor project={PROJECT} initial={emptyDraft()} /> }],
    '/editor',
  );

signedInForEachTest();

describe('the test and scan jobs of the workflow editor', { timeout: 60_000 }, () => {
  it('runs chosen tests with their variables and chosen scanners, saved as zadig-test and zadig-scanning', async () => {
    const { calls } = stubFetch(answers);
    openEditor();
    typeInto('wf-name', 'quality');
    fireEvent.click(screen.getByTestId('wf-add-stage'));

    await addJob('zadig-test');
    typeInto('job-name', 'test');
    fireEvent.click(screen.getByTestId('job-save'));
    expect(await screen.findByText('Please choose at least one test')).toBeTruthy();
    await chooseOption('test-job-tests', 'unit_tests');
    typeInto('test-job-env-0-0', 'smoke');
    fireEvent.click(screen.getByTestId('job-save'));
    await waitFor(() => expect(screen.queryByText('Unsaved')).toBeNull());

    await addJob('zadig-scanning');
    typeInto('job-name', 'scan');
    fireEvent.click(screen.getByTestId('job-save'));
    expect(await screen.findByText('Choose at least one code scanner')).toBeTruthy();
    await chooseOption('scan-job-scanners', 'lint');
    fireEvent.click(screen.getByTestId('job-save'));
    await waitFor(() => expect(screen.queryByText('Unsaved')).toBeNull());

    fireEvent.click(screen.getByTestId('wf-save'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const body = parse(String(calls.find((call) => call.method === 'POST')?.init.body));
    expect(body.stages[0].jobs).toMatchObject([
      {
        name: 'test',
        type: 'zadig-test',
        spec: {
          test_type: 'function',
          test_modules: [
            { name: 'unit_tests', project_name: PROJECT, key_vals: [{ key: 'SUITE', value: 'smoke' }] },
          ],
        },
      },
      {
        name: 'scan',
        type: 'zadig-scanning',
        spec: { scannings: [{ name: 'lint', project_name: PROJECT, repos: [] }] },
      },
    ]);
  });
});
