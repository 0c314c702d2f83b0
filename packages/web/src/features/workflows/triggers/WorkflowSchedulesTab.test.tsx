// fetch is stubbed because no server runs in unit tests: it answers the workflow's preset, its
// schedules, their changes and the permission reads.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { chooseOption, typeInto } from '../../../test/formActions';
import { renderRoutes } from '../../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../../system/screenTests';
import { projectVerbs } from '../testing/workflowAnswers';
import { fullWorkflow, PROJECT, stored } from '../testing/workflowFixtures';
import type { WorkflowScheduleEntry } from './schedules.api';
import { WorkflowSchedulesTab } from './WorkflowSchedulesTab';

const WORKFLOW = 'release';
const cronPath = '/api/aslan/workflow/v4/cron';
const NEXT_RUN = 1_767_225_600;
const entry = (id: string, changes: Partial<WorkflowScheduleEntry>): WorkflowScheduleEntry => ({
  id,
  name: '',
  type: 'gap',
  number: 0,
  frequency: '',
  time: '',
  cron: '',
  enabled: true,
  next_run_time: NEXT_RUN,
  ...changes,
});
const entries = [
  entry('w1', { type: 'timing', frequency: 'monday', time: '09:30', name: 'weekly' }),
  entry('d1', { type: 'timing', frequency: 'day', time: '23:05' }),
  entry('g1', { type: 'gap', number: 5, frequency: 'minutes', max_failures: 3, consecutive_failures: 2 }),
  entry('h1', {
    type: 'gap',
    number: 2,
    frequency: 'hours',
    enabled: false,
    disabled_reason: 'failed 3 times',
  }),
  entry('c1', { type: 'crontab', cron: '*/10 * * * 1-5' }),
];
const done = { status: 200, body: { message: 'success' } };
const answers = (verbs: string[], listed: WorkflowScheduleEntry[] = entries) => ({
  ...projectVerbs(verbs),
  [`GET ${cronPath}/preset`]: { status: 200, body: stored(fullWorkflow) },
  [`GET ${cronPath}`]: { status: 200, body: { cron_list: listed } },
  [`POST ${cronPath}`]: done,
  [`PUT ${cronPath}/g1`]: done,
  [`DELETE ${cronPath}/g1`]: done,
});
const open = () =>
  renderRoutes(
    [{ path: '/', Component: () => <WorkflowSchedulesTab project={PROJECT} workflow={WORKFLOW} /> }],
    '/',
  );
const sentBody = (calls: Array<{ method: string; init: RequestInit }>, method: string) =>
  JSON.parse(String(calls.find((call) => call.method === method)!.init.body));
const chooseType = (label: string) =>
  fireEvent.click(within(screen.getByTestId('schedule-type')).getByLabelText(label));
const submit = () => fireEvent.click(screen.getByTestId('schedule-submit'));

setUpScreenTests();

describe('WorkflowSchedulesTab (spec §1 schedule-trigger editor, §5 schedule form)', {
  timeout: SCREEN_TEST_TIMEOUT_MS,
}, () => {
  it('describes each item: when it runs, its next run, failures in a row and why it was switched off', async () => {
    const { calls } = stubFetch(answers(['get_workflow', 'edit_workflow']));
    open();
    expect(await screen.findByTestId('schedule-when-w1')).toHaveProperty('textContent', 'every Monday 09:30');
    expect(screen.getByTestId('schedule-when-d1').textContent).toBe('every day 23:05');
    expect(screen.getByTestId('schedule-when-g1').textContent).toBe('every 5 minutes');
    expect(screen.getByTestId('schedule-when-h1').textContent).toBe('every 2 hours');
    expect(screen.getByTestId('schedule-when-c1').textContent).toBe('*/10 * * * 1-5');
    expect(screen.getByTestId('schedule-next-g1').textContent).toBe(
      dayjs.unix(NEXT_RUN).format('YYYY-MM-DD HH:mm:ss'),
    );
    // a switched-off item has no next run
    expect(screen.getByTestId('schedule-next-h1').textContent).toBe('-');
    expect(screen.getByTestId('schedule-state-g1').textContent).toBe('2 failures in a row');
    expect(screen.getByTestId('schedule-state-h1').textContent).toBe('Switched off: failed 3 times');
    expect(within(screen.getByTestId('schedule-row-w1')).getByText('weekly')).toBeTruthy();
    expect(calls.some((call) => call.url === `${cronPath}?workflow=${WORKFLOW}&projectName=${PROJECT}`)).toBe(
      true,
    );
  });

  it('shows the empty state, and no changes to those who may not edit the workflow', async () => {
    stubFetch(answers(['get_workflow'], []));
    open();
    expect(await screen.findByTestId('schedule-empty')).toHaveProperty('textContent', 'No schedules yet');
    expect(screen.queryByTestId('schedule-add')).toBeNull();
  });

  it('shows every message of the dialog, then saves a gap item with the run params', async () => {
    const { calls } = stubFetch(answers(['get_workflow', 'edit_workflow'], []));
    open();
    fireEvent.click(await screen.findByTestId('schedule-add'));
    submit();
    expect(await findText('please choose trigger way')).toBeTruthy();

    chooseType('Timing');
    await screen.findByTestId('schedule-cycle');
    submit();
    expect(await findText('please choose cycle')).toBeTruthy();
    expect(await findText('please choose time')).toBeTruthy();

    chooseType('Interval');
    await screen.findByTestId('schedule-unit');
    // the default of spec §3: three failures in a row
    expect((screen.getByTestId('schedule-max-failures') as HTMLInputElement).value).toBe('3');
    submit();
    expect(await findText('please enter the interval')).toBeTruthy();
    expect(await findText('please choose the interval unit')).toBeTruthy();
    fireEvent.change(screen.getByTestId('schedule-number'), { target: { value: '-2' } });
    expect(await findText('the interval is at least 1')).toBeTruthy();

    chooseType('Crontab');
    await screen.findByTestId('schedule-cron');
    submit();
    expect(await findText('please enter the cron expression')).toBeTruthy();
    typeInto('schedule-cron', '*/5 * * *');
    expect(await findText('please check format, only five fields supported')).toBeTruthy();
    typeInto('schedule-cron', '*/5 * * * mon');
    expect(await findText('only digits * , - / supported')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    chooseType('Interval');
    await screen.findByTestId('schedule-unit');
    fireEvent.change(screen.getByTestId('schedule-number'), { target: { value: '30' } });
    await chooseOption('schedule-unit', 'Minutes');
    typeInto('schedule-name', 'half-hourly');
    typeInto('schedule-arg-BRANCH', 'dev');
    submit();
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toBe(`${cronPath}?workflow=${WORKFLOW}&projectName=${PROJECT}`);
    const body = sentBody(calls, 'POST');
    expect(body).toMatchObject({
      type: 'gap',
      name: 'half-hourly',
      number: 30,
      frequency: 'minutes',
      max_failures: 3,
      enabled: true,
      workflow_v4_args: { name: WORKFLOW, project: PROJECT },
    });
    expect(body.workflow_v4_args.params.find((p: { name: string }) => p.name === 'BRANCH').value).toBe('dev');
    expect(body.workflow_v4_args.params.find((p: { name: string }) => p.name === 'ENV').value).toBe('qa');
    await waitFor(() => expect(screen.queryByTestId('schedule-submit')).toBeNull());
  });

  it('switches an item off with everything else as listed', async () => {
    const { calls } = stubFetch(answers(['get_workflow', 'edit_workflow']));
    open();
    fireEvent.click(await screen.findByTestId('schedule-enabled-g1'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.url).toBe(`${cronPath}/g1?projectName=${PROJECT}`);
    expect(sentBody(calls, 'PUT')).toMatchObject({
      id: 'g1',
      type: 'gap',
      number: 5,
      frequency: 'minutes',
      max_failures: 3,
      enabled: false,
    });
  });

  it('deletes an item only after the question is answered', async () => {
    const { calls } = stubFetch(answers(['get_workflow', 'edit_workflow']));
    open();
    fireEvent.click(await screen.findByTestId('schedule-delete-g1'));
    const question = await findText('Delete the schedule "every 5 minutes"?');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(
      within(question.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(calls.find((call) => call.method === 'DELETE')!.url).toBe(`${cronPath}/g1?projectName=${PROJECT}`);
  });
});
