import { WorkflowTriggersPage } from '../pages/WorkflowTriggersPage';
import { uniqueAccount } from '../support/api';
import { expect, test } from '../support/fixtures';
import { responseOf } from '../support/responses';
import { storeSessionOf } from '../support/session';

/** The schedule form's texts (spec §5) and labels as the app shows them in its default language, zh-CN. */
const zh = {
  gap: '间隔循环',
  crontab: 'Cron 表达式',
  minutes: '分钟',
  typeRequired: '请选择触发方式',
  numberRequired: '请输入间隔',
  unitRequired: '请选择间隔单位',
  cronFields: '请检查格式，只支持五个字段',
  cronChars: '只支持数字 * , - /',
  everyThirtyMinutes: '每 30 分钟',
};
const cronPath = '/api/aslan/workflow/v4/cron';
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

test('a gap schedule: each message of invalid values, then fixed, saved, listed after a reload and switched off', async ({
  page,
  api,
  adminSession,
  workflowListPage,
}) => {
  test.setTimeout(120_000);
  const triggers = new WorkflowTriggersPage(page);
  const project = uniqueAccount('sch');
  const workflow = uniqueAccount('nightly');
  await api.createProject(adminSession, { name: project, alias: project, type: 'k8s' });
  await api.createWorkflow(adminSession, {
    name: workflow,
    project,
    stages: [
      {
        name: 'build',
        jobs: [
          {
            name: 'hello',
            type: 'freestyle',
            spec: { steps: [{ name: 's', type: 'shell', spec: { script: 'echo hello' } }] },
          },
        ],
      },
    ],
  });
  await storeSessionOf(page, api, adminSession);

  await test.step('the admin opens the workflow triggers from its row', async () => {
    await workflowListPage.goto(project);
    await triggers.open(workflow);
    await expect(triggers.drawer.getByTestId('schedule-empty')).toBeVisible();
  });

  await test.step('invalid values: each shows its message and nothing is sent', async () => {
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === cronPath) posted = true;
    });
    await triggers.addSchedule.click();
    await triggers.submit.click();
    await expect(triggers.message(zh.typeRequired)).toBeVisible();

    await triggers.chooseType(zh.gap);
    await expect(triggers.number).toBeVisible();
    await triggers.number.fill('0');
    await triggers.submit.click();
    await expect(triggers.message(zh.numberRequired)).toBeVisible();
    await expect(triggers.message(zh.unitRequired)).toBeVisible();

    await triggers.chooseType(zh.crontab);
    await triggers.cron.fill('*/5 * * *');
    await triggers.submit.click();
    await expect(triggers.message(zh.cronFields)).toBeVisible();
    await triggers.cron.fill('*/5 * * * mon');
    await expect(triggers.message(zh.cronChars)).toBeVisible();
    expect(posted).toBe(false);
  });

  let id = '';
  await test.step('fixed to every 30 minutes and saved: listed with its next run', async () => {
    await triggers.chooseType(zh.gap);
    await triggers.number.fill('30');
    await triggers.chooseUnit(zh.minutes);
    const saved = responseOf(page, 'POST', cronPath);
    await triggers.submit.click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({
      type: 'gap',
      number: 30,
      frequency: 'minutes',
      max_failures: 3,
      enabled: true,
      workflow_v4_args: { name: workflow },
    });
    await expect(triggers.dialog).toHaveCount(0);
    id = await triggers.onlyItemId();
    await expect(triggers.when(id)).toHaveText(zh.everyThirtyMinutes);
    await expect(triggers.nextRun(id)).toHaveText(DATE_TIME);
  });

  await test.step('after a reload it is still there, and it is switched off', async () => {
    await page.reload();
    await triggers.open(workflow);
    await expect(triggers.when(id)).toHaveText(zh.everyThirtyMinutes);
    await expect(triggers.enabledSwitch(id)).toHaveAttribute('aria-checked', 'true');
    const switched = responseOf(page, 'PUT', `${cronPath}/${id}`);
    await triggers.enabledSwitch(id).click();
    const response = await switched;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({ id, enabled: false, number: 30 });
    await expect(triggers.enabledSwitch(id)).toHaveAttribute('aria-checked', 'false');
    await expect(triggers.nextRun(id)).toHaveText('-');
  });
});
