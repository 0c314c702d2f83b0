import { ProductTaskPage, ProductWorkflowEditor, ProductWorkflowPage } from '../pages/ProductWorkflowPages';
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
  test.setTimeout(180_000);
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
});
