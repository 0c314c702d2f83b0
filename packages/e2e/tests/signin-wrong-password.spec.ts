import { ADMIN, BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { storedUser } from '../support/session';
import { texts } from '../support/texts';

test.describe('sign-in with a wrong password', () => {
  test("shows the server's error and stays on /signin", async ({ page, signInPage, feedback }) => {
    await signInPage.goto();
    const login = page.waitForResponse((r) => r.url().endsWith('/api/v1/login'));
    await signInPage.submitCredentials({ account: ADMIN.account, password: 'not-the-password' });
    expect((await login).status()).toBe(401);

    // The server's message, in the language the browser asked for, behind the HTTP status.
    await expect(feedback.message(`401 ${texts.invalidCredentials.zh}`)).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
    await signInPage.expectShown();
    await expect(signInPage.account).toHaveValue(ADMIN.account);
    expect(await storedUser(page)).toBeNull();
    // A failed sign-in is not a lost session: no 'login expired' toast on top.
    await expect(feedback.message(texts.loginExpired.zh)).toHaveCount(0);
  });

  test('the error follows the language cookie', async ({ page, context, signInPage, feedback }) => {
    await context.addCookies([{ name: 'language', value: 'en', url: BASE_URL }]);
    await signInPage.goto();
    await signInPage.submitCredentials({ account: ADMIN.account, password: 'still-not-the-password' });

    await expect(feedback.message(`401 ${texts.invalidCredentials.en}`)).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(signInPage.submit).toHaveText(texts.signinTitle.en);
  });
});
