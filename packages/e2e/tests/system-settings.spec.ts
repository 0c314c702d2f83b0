import { expect, test } from '../support/fixtures';
import { storeSessionOf } from '../support/session';
import { texts } from '../support/texts';

test('the admin sees jobs run in the sandbox and changes the workflow concurrency', async ({
  page,
  api,
  adminSession,
  feedback,
  systemSettingsPage: settings,
}) => {
  const before = await api.concurrency(adminSession);
  // one step more than now, so the value is new; other tests may run meanwhile, so it is put back
  const tasks = before.workflow_concurrency < 100 ? before.workflow_concurrency + 1 : 99;
  await storeSessionOf(page, api, adminSession);

  try {
    await test.step('the job execution card says jobs run in bubblewrap', async () => {
      const executor = await settings.goto();
      // bubblewrap is installed on the machines the tests run on
      expect(executor.sandbox).toMatchObject({ available: true, tool: 'bubblewrap' });
      await expect(settings.sandboxStatus).toHaveAttribute('data-status', 'available');
      await expect(settings.sandboxStatus).toContainText(
        texts.sandboxAvailable.zh.replace('{version}', executor.sandbox.version),
      );
      await expect(settings.processLimit).toHaveText(String(executor.limits.max_processes));
      await expect(settings.unsandboxedSwitch).toBeDisabled();
      await expect(settings.unsandboxedNote).toHaveText(texts.sandboxNotNeeded.zh);
    });

    await test.step('the workflow concurrency is changed, and still there after a reload', async () => {
      await expect(settings.workflowConcurrency).toHaveValue(String(before.workflow_concurrency));
      const saved = await settings.setWorkflowConcurrency(tasks);
      expect(saved).toEqual({ ...before, workflow_concurrency: tasks });
      await expect(feedback.message(texts.saved.zh)).toBeVisible();

      await page.reload();
      await expect(settings.workflowConcurrency).toHaveValue(String(tasks));
      await expect(settings.buildConcurrency).toHaveValue(String(before.build_concurrency));
    });
  } finally {
    await api.setConcurrency(adminSession, before);
  }
});
