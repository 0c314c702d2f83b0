import { expect, test } from '../support/fixtures';
import { storeSession } from '../support/session';
import { texts } from '../support/texts';

test.describe('system settings as a non-admin', () => {
  test('opening /v1/system from the dashboard keeps the user on the dashboard', async ({
    page,
    ordinaryUser,
    signInPage,
    shell,
    feedback,
  }) => {
    await signInPage.goto();
    await signInPage.signIn(ordinaryUser);
    await expect(page).toHaveURL(/\/v1\/dashboard$/);
    await shell.expectShown();
    // An ordinary user has no link to the system settings…
    await expect(shell.navLink('dashboard')).toBeVisible();
    await expect(shell.navLink('system')).toHaveCount(0);

    // …and typing the address is refused.
    await page.goto('/v1/system');
    await expect(feedback.notification(texts.nonSuperAdmin.zh)).toBeVisible();
    await expect(page).toHaveURL(/\/v1\/dashboard$/);
    await expect(page.getByTestId('dashboard-my-workflow')).toBeVisible();
    await expect(shell.systemNav).toHaveCount(0);
  });

  test('a direct load of a system page shows the notification and no system page', async ({
    page,
    api,
    ordinaryUser,
    shell,
    feedback,
  }) => {
    const session = await api.login(ordinaryUser);
    await storeSession(page, {
      user: session,
      roles: await api.roles(session),
      preference: await api.preference(session),
    });

    for (const path of ['/v1/system', '/v1/system/users']) {
      await page.goto(path);
      await expect(feedback.notification(texts.nonSuperAdmin.zh)).toBeVisible();
      await expect(page).toHaveURL(/\/v1\/dashboard$/);
      await shell.expectShown();
      await expect(shell.systemNav).toHaveCount(0);
      await expect(page.getByTestId('area-empty')).toHaveCount(0);
      await expect(page.getByTestId('dashboard-my-workflow')).toBeVisible();
    }
  });

  test('the Back button to a system page the previous (admin) user opened is refused', async ({
    page,
    api,
    adminSession,
    ordinaryUser,
    signInPage,
    shell,
    feedback,
  }) => {
    // An admin browses the system settings in this tab, goes back to the dashboard and signs out.
    await storeSession(page, {
      user: adminSession,
      roles: await api.roles(adminSession),
      preference: await api.preference(adminSession),
    });
    await page.goto('/v1/dashboard');
    await shell.navLink('system').click();
    await expect(shell.systemNav).toBeVisible();
    await shell.navLink('dashboard').click();
    await expect(page).toHaveURL(/\/v1\/dashboard$/);
    await shell.signOut();
    await expect(page).toHaveURL(/\/signin$/);

    // An ordinary user signs in in the same tab, then presses Back, which leads to /v1/system.
    await signInPage.signIn(ordinaryUser);
    await expect(page).toHaveURL(/\/v1\/dashboard$/);
    await shell.expectShown();
    await page.goBack();

    await expect(feedback.notification(texts.nonSuperAdmin.zh)).toBeVisible();
    await expect(page).toHaveURL(/\/v1\/dashboard$/);
    await expect(shell.systemNav).toHaveCount(0);
    await expect(page.getByTestId('dashboard-my-workflow')).toBeVisible();
  });
});
