import { uniqueAccount } from '../support/api';
import { ADMIN, BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { responseOf } from '../support/responses';
import { storeSessionOf } from '../support/session';
import { texts } from '../support/texts';

/** What the first job prints, one line every 0.1 s: `line 1` … `line 20`, then `needle-found`. */
const numbered = Array.from({ length: 20 }, (_, i) => `line ${i + 1}`);
/** The line after which the first job waits at the test's gate. */
const HELD_AFTER = 10;

test('a two-stage workflow made in the editor: live log, log search, approval gate, passed', async ({
  page,
  api,
  adminSession,
  feedback,
  jobGate,
  workflowListPage,
  workflowEditorPage: editor,
  taskDetailPage: task,
}) => {
  // a whole workflow is edited, run and approved in one tab; a busy machine makes each step take seconds
  test.setTimeout(120_000);
  const project = uniqueAccount('wf');
  const workflow = uniqueAccount('two-stage');
  const printLines = {
    name: 'print-lines',
    script: [
      'for i in $(seq 1 20); do',
      '  echo "line $i"',
      `  if [ "$i" -eq ${HELD_AFTER} ]; then ${jobGate.waitScript()}; fi`,
      '  sleep 0.1',
      'done',
      'echo needle-found',
    ].join('\n'),
  };
  const afterGate = { name: 'after-gate', script: 'echo "after gate"' };
  let taskId = 0;

  await api.createProject(adminSession, { name: project, alias: project, type: 'k8s' });
  await storeSessionOf(page, api, adminSession);

  await test.step('the admin creates the workflow in the editor', async () => {
    await workflowListPage.goto(project);
    await workflowListPage.create.click();
    await expect(page).toHaveURL(`${BASE_URL}${workflowListPage.path(project)}/custom/create`);

    await editor.name.fill(workflow);
    const build = await editor.addStage('build');
    await editor.addJob(build, printLines);
    await expect(feedback.message(texts.jobSaved.zh.replace('{name}', printLines.name))).toBeVisible();
    const release = await editor.addStage('release');
    await editor.requireApproval(release, ADMIN.account);
    await editor.addJob(release, afterGate);
    await expect(feedback.message(texts.jobSaved.zh.replace('{name}', afterGate.name))).toBeVisible();

    const saved = responseOf(page, 'POST', '/api/aslan/workflow/v4');
    await editor.save.click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ message: 'success' });
    // the editor sends the workflow as the portal does: YAML text in a form body
    expect(response.request().headers()['content-type']).toBe('application/x-www-form-urlencoded');
    expect(response.request().postData()).toMatch(new RegExp(`^name: ${workflow}$`, 'm'));
    const body = await api.preset(adminSession, workflow);
    expect(body).toMatchObject({ name: workflow, project });
    expect(body.stages[1]!.approval).toMatchObject({
      enabled: true,
      native_approval: { approve_users: [{ user_id: adminSession.uid }], needed_approvers: 1 },
    });
    await expect(feedback.message(texts.workflowSaved.zh.replace('{name}', workflow))).toBeVisible();
    await expect(page).toHaveURL(`${BASE_URL}${workflowListPage.path(project)}/custom/${workflow}`);
  });

  await test.step('runs it from the list and lands on the task', async () => {
    await workflowListPage.goto(project);
    await expect(workflowListPage.row(workflow)).toBeVisible();
    taskId = await workflowListPage.run(workflow);
    await expect(feedback.message(texts.runStarted.zh.replace('{id}', String(taskId)))).toBeVisible();
    await expect(page).toHaveURL(BASE_URL + task.path(project, workflow, taskId));
    await expect(task.title).toHaveText(`#${taskId}`);
  });

  await test.step('the first job’s log streams in while it runs, and can be searched', async () => {
    const log = await task.openLog(printLines.name);
    // the job waits at the gate after line 10: what is shown so far came while it runs
    await expect(log.text).toContainText(numbered.slice(0, HELD_AFTER).join('\n'), { useInnerText: true });
    await expect(log.jobStatus).toHaveAttribute('data-status', 'running');
    await expect(log.jobStatus).toHaveText(texts.statusRunning.zh);
    await expect(task.job(printLines.name)).toHaveAttribute('data-status', 'running');
    await expect(log.text).not.toContainText(`line ${HELD_AFTER + 1}`, { useInnerText: true });
    await expect(log.text).not.toContainText('needle-found', { useInnerText: true });

    jobGate.open();
    await expect(log.text).toContainText('needle-found', { useInnerText: true });
    await expect(log.text).toContainText(`${numbered.join('\n')}\nneedle-found`, { useInnerText: true });
    await expect(log.jobStatus).toHaveAttribute('data-status', 'passed');

    // only the matching lines: line 1 and line 10 … line 19
    const matching = numbered.filter((line) => line.includes('line 1'));
    await log.search.fill('line 1');
    await expect(log.matchCount).toHaveText(texts.logMatches.zh.replace('{count}', String(matching.length)));
    // each match with its line number in the whole log
    const numberedRows = matching.map((line) => `\\s*\\d+ │ ${line}`).join('\\s+');
    await expect(log.text).toHaveText(new RegExp(`^${numberedRows}\\s*$`), { useInnerText: true });
    await expect(log.text).not.toContainText('line 2', { useInnerText: true });
    await expect(log.text).not.toContainText('needle-found', { useInnerText: true });

    // cleared, the whole log is back
    await log.search.fill('');
    await expect(log.matchCount).toHaveCount(0);
    await expect(log.text).toContainText(`${numbered.join('\n')}\nneedle-found`, { useInnerText: true });
    await log.close();
  });

  await test.step('the second stage waits for approval; approved, the task passes', async () => {
    await expect(task.stage('release')).toHaveAttribute('data-status', 'pending-approval');
    await expect(task.status).toHaveAttribute('data-status', 'pending-approval');
    await expect(task.status).toHaveText(texts.statusPendingApproval.zh);
    await expect(task.reviewer('release', ADMIN.account)).toHaveText(
      `${ADMIN.account}: ${texts.approvalUndecided.zh}`,
    );
    await expect(task.job(afterGate.name)).toHaveAttribute('data-status', '');

    await task.approve('release', 'looks good');
    await expect(feedback.message(texts.approvedDone.zh)).toBeVisible();
    await expect(task.reviewer('release', ADMIN.account)).toHaveText(
      `${ADMIN.account}: ${texts.approvalApproved.zh}`,
    );
    await expect(task.reviewer('release', ADMIN.account)).toHaveAttribute('title', 'looks good');
    await expect(task.status).toHaveAttribute('data-status', 'passed');
    await expect(task.status).toHaveText(texts.statusPassed.zh);
    await expect(task.stage('release')).toHaveAttribute('data-status', 'passed');
    await expect(task.job(afterGate.name)).toHaveAttribute('data-status', 'passed');

    const log = await task.openLog(afterGate.name);
    await expect(log.text).toContainText('after gate', { useInnerText: true });
  });
});

test('a run whose job is still running is cancelled from the task page', async ({
  page,
  api,
  adminSession,
  feedback,
  workflowListPage,
  taskDetailPage: task,
}) => {
  test.setTimeout(60_000);
  const project = uniqueAccount('wf');
  const workflow = uniqueAccount('long');
  const job = 'sleeper';
  await api.createProject(adminSession, { name: project, alias: project, type: 'k8s' });
  await api.createWorkflow(adminSession, {
    name: workflow,
    project,
    stages: [
      {
        name: 'wait',
        jobs: [
          {
            name: job,
            type: 'freestyle',
            spec: { steps: [{ name: 's', type: 'shell', spec: { script: 'echo started; sleep 60' } }] },
          },
        ],
      },
    ],
  });
  await storeSessionOf(page, api, adminSession);

  await workflowListPage.goto(project);
  const taskId = await workflowListPage.run(workflow);
  await expect(page).toHaveURL(BASE_URL + task.path(project, workflow, taskId));

  const log = await task.openLog(job);
  await expect(log.text).toContainText('started', { useInnerText: true });
  await expect(log.jobStatus).toHaveAttribute('data-status', 'running');
  await log.close();
  await expect(task.status).toHaveAttribute('data-status', 'running');

  await task.cancelTask(workflow, taskId);
  await expect(feedback.message(texts.taskCancelled.zh)).toBeVisible();
  // the job's process group is stopped at once (SIGTERM, SIGKILL after a second), not after its 60 s
  await expect(task.status).toHaveAttribute('data-status', 'cancelled', { timeout: 5_000 });
  await expect(task.status).toHaveText(texts.statusCancelled.zh);
  await expect(task.job(job)).toHaveAttribute('data-status', 'cancelled');
  await expect(task.stage('wait')).toHaveAttribute('data-status', 'cancelled');
  await expect(task.cancel).toHaveCount(0);
});
