import { BuildEditorPage } from '../pages/BuildEditorPage';
import { BuildJobForm } from '../pages/BuildJobForm';
import { BuildListPage } from '../pages/BuildListPage';
import { BuildRepoRow, chooseSingle } from '../pages/BuildRepoSelect';
import { uniqueAccount } from '../support/api';
import { ADMIN, BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { GitDaemon } from '../support/gitDaemon';
import { responseOf } from '../support/responses';

/** A JUnit report kept in the repository: one passing case, one failing with its message. */
const junitReport = `<?xml version="1.0" encoding="UTF-8"?>
<testsuite name="math" tests="2" failures="1" errors="0" skipped="0" time="0.3">
  <testcase classname="math" name="adds-numbers" time="0.1"/>
  <testcase classname="math" name="divides-by-zero" time="0.2"><failure message="expected Infinity, got NaN">at divide (math.js:3)</failure></testcase>
</testsuite>
`;

/** The texts this test reads (the app runs in Chinese): contracts' build messages and builds.json. */
const zh = {
  buildRequired: '构建名称、服务组件和镜像不能为空',
  platformRequired: '代码源不能为空',
  ownerRequired: '组织名/用户名不能为空',
  nameRequired: '代码库名称不能为空',
  branchRequired: '分支不能为空',
  buildSaved: '构建已保存',
};

test('a build made with a repository from the picker checks it out in a workflow run; a test of it reports its cases', async ({
  page,
  api,
  adminSession,
  signInPage,
  feedback,
  workflowListPage,
  workflowEditorPage: editor,
  taskDetailPage: task,
}) => {
  // a real git server, a build, a workflow and a sandboxed run: each step takes seconds on a busy machine
  test.setTimeout(300_000);
  const project = uniqueAccount('bld');
  const build = `${project}-app`;
  const workflow = uniqueAccount('ship');
  const marker = `checked-out-${Date.now()}`;
  const testName = `${project}-unit`;
  const git = await GitDaemon.start('team', 'app', {
    'hello.txt': `${marker}\n`,
    'reports/unit.xml': junitReport,
  });
  await api.createProject(adminSession, { name: project, alias: project, type: 'k8s' });
  const builds = new BuildListPage(page);
  const form = new BuildEditorPage(page);
  const buildJob = new BuildJobForm(page);

  try {
    await test.step('the admin signs in and adds the git server as a code host', async () => {
      await signInPage.goto('/v1/system/integration');
      await signInPage.signIn(ADMIN);
      await page.getByTestId('codehost-add').click();
      await chooseSingle(page, page.getByTestId('codehost-type'), /^other$/);
      await chooseSingle(page, page.getByTestId('codehost-auth_type'), 'PrivateAccessToken');
      await page.getByTestId('codehost-address').fill(git.address);
      await page.getByTestId('codehost-private_access_token').fill('not-needed-by-git-daemon');
      await page.getByTestId('codehost-alias').fill(project);
      const created = responseOf(page, 'POST', '/api/v1/codehosts');
      await page.getByTestId('codehost-submit').click();
      expect((await created).status()).toBe(200);
      await expect(page.getByTestId('codehost-table')).toContainText(git.address);
    });

    await test.step('a build is refused until name, service module, image and repository are given', async () => {
      await builds.goto(project);
      await builds.create.click();
      await expect(page).toHaveURL(`${BASE_URL}${builds.path(project)}/create`);
      await expect(form.save).toBeEnabled();
      await form.save.click();
      await expect(form.problem).toHaveText(zh.buildRequired);

      await form.repos.add.click();
      await form.repos.add.click();
      const row = form.repos.row(0);
      for (const text of [zh.platformRequired, zh.ownerRequired, zh.nameRequired, zh.branchRequired])
        await expect(row.root.getByText(text, { exact: true })).toBeVisible();
      await expect(form.repos.row(1).root).toHaveCount(0);
    });

    await test.step('the repository is chosen in the picker and the build saved', async () => {
      await form.name.fill(build);
      await form.typeTarget('app');
      await expect(form.image).toContainText('Ubuntu 20.04');
      await form.repos.row(0).fillTyped(new RegExp(project), ' team ', 'app', 'main');
      await expect(form.repos.row(0).root.getByText(zh.branchRequired)).toHaveCount(0);
      await form.setScript('set -e\ncat app/hello.txt\necho "built on $(cat app/hello.txt | wc -l) line"');
      const saved = responseOf(page, 'POST', '/api/aslan/build/build');
      await form.save.click();
      const response = await saved;
      expect(response.status()).toBe(200);
      expect(response.request().postDataJSON()).toMatchObject({
        name: build,
        product_name: project,
        targets: [{ service_name: 'app', service_module: 'app' }],
        repos: [
          { repo_owner: 'team', repo_name: 'app', branch: 'main', source: 'other', remote_name: 'origin' },
        ],
        pre_build: { build_os: 'focal' },
      });
      await expect(feedback.message(zh.buildSaved)).toBeVisible();
      await expect(builds.row(build)).toBeVisible();
    });

    await test.step('a workflow builds it; the run picks the branch and checks the repository out', async () => {
      await workflowListPage.goto(project);
      await workflowListPage.create.click();
      await editor.name.fill(workflow);
      const stage = await editor.addStage('build');
      await buildJob.addTo(stage);
      await buildJob.name.fill('build');
      await buildJob.build('app(app)', 'main');
      await buildJob.save.click();
      await expect(editor.jobButton(stage, 0)).toHaveText('build');
      const created = responseOf(page, 'POST', '/api/aslan/workflow/v4');
      await editor.save.click();
      expect((await created).status()).toBe(200);

      await workflowListPage.goto(project);
      await workflowListPage.runButton(workflow).click();
      const ref = page.getByTestId(`run-ref-build-0-0`);
      await expect(ref).toContainText('main');
      await expect(workflowListPage.runSubmit).toBeEnabled();
      const started = responseOf(page, 'POST', '/api/aslan/workflow/v4/workflowtask');
      await workflowListPage.runSubmit.click();
      const response = await started;
      expect(response.status()).toBe(200);
      const { task_id } = (await response.json()) as { task_id: number };
      await expect(page).toHaveURL(BASE_URL + task.path(project, workflow, task_id));

      const job = `build-app-app`;
      await expect(task.job(job)).toHaveAttribute('data-status', 'passed', { timeout: 90_000 });
      await expect(task.status).toHaveAttribute('data-status', 'passed');
      const log = await task.openLog(job);
      // the log may be taller than the terminal: its lines are found with the search over all of it
      await log.search.fill(`checkout: ${git.address}/team/app`);
      await expect(log.text).toContainText(`checkout: ${git.address}/team/app`, { useInnerText: true });
      await log.search.fill(marker);
      await expect(log.text).toContainText(marker, { useInnerText: true });
      await log.search.fill('not-needed-by-git-daemon');
      await expect(log.noMatch).toBeVisible();
    });

    await test.step('a test of the same repository runs and its report shows the failing case', async () => {
      await page.goto(`/v1/projects/detail/${project}/test`);
      await page.getByTestId('test-create').click();
      await page.getByTestId('test-name').fill(testName);
      await page.getByTestId('test-repos-add').click();
      const row = new BuildRepoRow(page, page.getByTestId('test-repos-row-0'), 'test-repos-row-0');
      await row.fillTyped(new RegExp(project), 'team', 'app', 'main');
      await chooseSingle(page, page.getByTestId('job-image'), 'Ubuntu 20.04');
      await page.getByTestId('test-script').fill('set -e\nls app/reports');
      await page.getByTestId('test-junit-dir').fill('app/reports');
      const saved = responseOf(page, 'POST', '/api/aslan/testing/test');
      await page.getByTestId('test-save').click();
      expect((await saved).status()).toBe(200);

      await page.getByTestId(`test-run-${testName}`).click();
      await expect(page).toHaveURL(/\/test\/detail\/function\//, { timeout: 20_000 });
      await expect(page.getByTestId('test-report')).toBeVisible({ timeout: 90_000 });
      await expect(page.getByTestId('report-total')).toContainText('2');
      await expect(page.getByTestId('report-failures')).toContainText('1');
      const failing = page.getByTestId('test-case-divides-by-zero');
      await expect(failing.getByTestId('test-case-status')).toHaveAttribute('data-status', 'fail');
      await expect(failing.getByTestId('test-case-problem')).toContainText('expected Infinity, got NaN');
      await expect(
        page.getByTestId('test-case-adds-numbers').getByTestId('test-case-status'),
      ).toHaveAttribute('data-status', 'success');
    });
  } finally {
    await git.stop();
  }
});
