import { chooseOption } from '../pages/AntSelect';
import { ProductTaskPage, ProductWorkflowEditor, ProductWorkflowPage } from '../pages/ProductWorkflowPages';
import { WorkflowTriggersPage } from '../pages/WorkflowTriggersPage';
import { uniqueAccount } from '../support/api';
import { BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { setUpBuildAndEnvironment } from '../support/productWorkflowSetup';
import { responseOf } from '../support/responses';
import { storeSessionOf } from '../support/session';

test('a product workflow created through the sidebar editor runs to passed', async ({
  page,
  request,
  api,
  adminSession,
  workflowListPage,
}) => {
  // the build runs in the job sandbox; on a busy machine each step takes seconds
  test.setTimeout(300_000);
  const project = uniqueAccount('pwf');
  const workflow = uniqueAccount('ship');
  const setup = { project, module: 'app', env: 'dev', marker: `built-${Date.now()}` };
  await api.createProject(adminSession, { name: project, alias: project, type: 'cloud_host' });
  await setUpBuildAndEnvironment(request, adminSession, setup);
  await storeSessionOf(page, api, adminSession);
  const editor = new ProductWorkflowEditor(page);
  const workflowPage = new ProductWorkflowPage(page);
  const task = new ProductTaskPage(page);

  await test.step('the admin makes the workflow in the sidebar editor', async () => {
    await workflowListPage.goto(project);
    await page.getByTestId('product-workflow-create').click();
    await expect(page).toHaveURL(`${BASE_URL}/workflows/product/create?projectName=${project}`);
    await editor.name.fill(workflow);
    await editor.chooseEnv(setup.env);

    await editor.section('build').click();
    await expect(editor.panel('build')).toBeVisible();
    await expect(editor.buildModule(setup.module)).toBeChecked();
    await editor.section('notify').click();
    await expect(editor.panel('notify')).toBeVisible();

    const saved = responseOf(page, 'POST', '/api/aslan/workflow/workflow');
    await editor.save.click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({
      name: workflow,
      product_tmpl_name: project,
      env_name: setup.env,
      build_stage: {
        enabled: true,
        modules: [{ hide_service_module: false, target: { service_module: setup.module } }],
      },
    });
    await expect(page).toHaveURL(`${BASE_URL}${workflowPage.path(project, workflow)}`);
  });

  await test.step('it runs from its page and the task passes', async () => {
    await workflowPage.run(workflow).click();
    await expect(workflowPage.runTarget(setup.module)).toBeChecked();
    // the module belongs to no service of the host environment: the run builds and leaves deploying out
    for (const deploy of await workflowPage.runDeploy(setup.module).all()) await deploy.uncheck();
    const started = responseOf(page, 'POST', `/api/aslan/workflow/workflowtask/${workflow}`);
    await workflowPage.runSubmit.click();
    const response = await started;
    expect(response.status()).toBe(200);
    const { task_id } = (await response.json()) as { task_id: number };
    await expect(page).toHaveURL(
      `${BASE_URL}${workflowPage.path(project, workflow)}/${task_id}?status=running`,
    );
    await expect(task.status).toHaveAttribute('data-status', 'passed', { timeout: 120_000 });
    await expect(task.stage('buildv2')).toHaveAttribute('data-status', 'passed');
  });

  await test.step('a timer added in the trigger section is saved with the workflow and listed after a reload', async () => {
    const editPath = `/workflows/product/edit/${workflow}?projectName=${project}`;
    const dialog = new WorkflowTriggersPage(page);
    // a weekday three days ahead, so the timer cannot fire while the test runs; labels in zh-CN
    const days = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
    const labels = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
    const at = (new Date().getDay() + 3) % 7;
    const day = days[at] ?? 'monday';
    const dayLabel = labels[at] ?? '周一';
    const listed = `每${dayLabel} 09:30`;
    await page.goto(`${BASE_URL}${editPath}`);
    await editor.section('trigger').click();
    const panel = editor.panel('trigger');
    await expect(panel.getByTestId('schedule-empty')).toBeVisible();
    await panel.getByTestId('schedule-items-enabled').click();
    await panel.getByTestId('schedule-add').click();
    await dialog.chooseType('定时循环');
    await chooseOption(page, page.getByTestId('schedule-cycle'), dayLabel);
    const time = page
      .locator('input[data-testid="schedule-time"], [data-testid="schedule-time"] input')
      .first();
    await time.click();
    await time.fill('09:30');
    // Enter takes the typed time and submits the dialog's form
    await time.press('Enter');
    await expect(dialog.submit).toBeHidden();
    await expect(panel.getByTestId('schedule-when-0')).toHaveText(listed);

    const saved = responseOf(page, 'PUT', `/api/aslan/workflow/workflow/${workflow}`);
    await editor.save.click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({
      schedules: { enabled: true, items: [{ type: 'timing', frequency: day, time: '09:30' }] },
    });

    await page.goto(`${BASE_URL}${editPath}`);
    await page.reload();
    await editor.section('trigger').click();
    await expect(editor.panel('trigger').getByTestId('schedule-when-0')).toHaveText(listed);
    await expect(editor.panel('trigger').getByTestId('schedule-items-enabled')).toBeChecked();
  });
});
