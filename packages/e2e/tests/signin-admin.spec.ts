import { ADMIN } from '../support/env';
import { expect, test } from '../support/fixtures';
import { storedUser } from '../support/session';
import { texts } from '../support/texts';

test('admin signs in and lands on the dashboard with the top bar', async ({
  page,
  signInPage,
  shell,
  feedback,
}) => {
  await signInPage.goto();
  await signInPage.signIn(ADMIN);

  await expect(page).toHaveURL(/\/v1\/dashboard$/);
  await expect(feedback.message(`${texts.welcome.zh} ${ADMIN.account}`)).toBeVisible();
  await shell.expectShown();
  await expect(shell.productName).toHaveText('Slipway');
  await expect(shell.userMenu).toHaveText(ADMIN.account);
  await expect(page.getByTestId('dashboard-my-workflow')).toContainText(texts.myWorkflow.zh);
  // The super admin's navigation includes the system settings.
  await expect(shell.navLink('system')).toBeVisible();

  const user = await storedUser(page);
  expect(user?.account).toBe(ADMIN.account);
  expect(user?.token).toBeTruthy();
});
