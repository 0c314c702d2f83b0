import { ScannerPages, TestListPage, TestTaskPage } from '../pages/TestPages';
import { uniqueAccount } from '../support/api';
import { ADMIN } from '../support/env';
import { expect, test } from '../support/fixtures';
import { responseOf } from '../support/responses';

/** The test's script writes a JUnit report: one passing case, one failing with its message. */
const junitScript = `#!/bin/bash
set -e
mkdir -p reports
cat > reports/unit.xml <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<testsuite name="math" tests="2" failures="1" errors="0" skipped="0" time="0.3">
  <testcase classname="math" name="adds-numbers" time="0.1"/>
  <testcase classname="math" name="divides-by-zero" time="0.2"><failure message="expected Infinity, got NaN">at divide (math.js:3)</failure></testcase>
</testsuite>
XML
echo report written`;

test('a test writes a JUnit report whose failing case shows with its message; a script scanner runs and its log is kept', async ({
  page,
  api,
  adminSession,
  signInPage,
}) => {
  // sandboxed runs take seconds each on a busy machine
  test.setTimeout(240_000);
  const project = uniqueAccount('tst');
  const testName = `${project}_unit`;
  const scanner = `${project}-lint`;
  await api.createProject(adminSession, { name: project, alias: project, type: 'k8s' });
  const tests = new TestListPage(page);
  const run = new TestTaskPage(page);
  const scanners = new ScannerPages(page);

  await test.step('the admin creates a test whose name has an underscore, with its report directory', async () => {
    await signInPage.goto(`/v1/projects/detail/${project}/test`);
    await signInPage.signIn(ADMIN);
    await tests.goto(project);
    await tests.create.click();
    await tests.name.fill(testName);
    await expect(page.getByTestId('job-image')).toContainText(/\S/);
    await tests.script.fill(junitScript);
    await tests.junitDir.fill('reports');
    const saved = responseOf(page, 'POST', '/api/aslan/testing/test');
    await tests.save.click();
    expect((await saved).status()).toBe(200);
    await expect(tests.row(testName)).toBeVisible();
  });

  await test.step('running it opens the run; the report shows the failing case with its message', async () => {
    await tests.run(testName).click();
    await expect(page).toHaveURL(new RegExp(`/test/detail/function/${testName}-job/\\d+`), {
      timeout: 20_000,
    });
    await expect(run.status).toHaveAttribute('data-status', 'failed', { timeout: 120_000 });
    await expect(run.report).toBeVisible();
    await expect(run.total).toContainText('2');
    await expect(run.failures).toContainText('1');
    const failing = run.testCase('divides-by-zero');
    await expect(failing.status).toHaveAttribute('data-status', 'fail');
    await expect(failing.problem).toContainText('expected Infinity, got NaN');
    await expect(run.testCase('adds-numbers').status).toHaveAttribute('data-status', 'success');
    // the terminal draws its rows only while it is on screen
    await run.log.scrollIntoViewIfNeeded();
    await expect(run.log).toContainText('report written', { useInnerText: true });
  });

  await test.step('the test list counts the run; the test center lists the test under its project', async () => {
    await tests.goto(project);
    await expect(tests.row(testName)).toContainText('2');
    await page.goto('/v1/tests');
    await expect(page.getByTestId(`test-row-${testName}`)).toContainText(project);
  });

  await test.step('a script scanner is created, run, passes and keeps its log', async () => {
    await scanners.goto(project);
    await scanners.create.click();
    await scanners.name.fill(scanner);
    await scanners.chooseScriptScanner();
    await scanners.script.fill('#!/bin/bash\nset -e\necho lint-clean');
    const saved = responseOf(page, 'POST', '/api/aslan/testing/scanning');
    await scanners.save.click();
    expect((await saved).status()).toBe(200);
    await scanners.run(scanner).click();
    const started = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        /\/scanning\/[^/]+\/task$/.test(new URL(response.url()).pathname),
    );
    await scanners.runStart.click();
    expect((await started).status()).toBe(200);
    await expect(page).toHaveURL(/\/scanner\/detail\/.+\/task\/\d+/);
    await expect(scanners.taskStatus).toHaveAttribute('data-status', 'passed', { timeout: 120_000 });
    await scanners.log().scrollIntoViewIfNeeded();
    await expect(scanners.log()).toContainText('lint-clean', { useInnerText: true });
  });
});
