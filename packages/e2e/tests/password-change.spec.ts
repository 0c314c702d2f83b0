import { Feedback } from '../pages/Feedback';
import { BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { storedUser, storeSessionOf } from '../support/session';
import { texts } from '../support/texts';

const newPassword = 'e2e-Changed-Passw0rd';

test('changing the password keeps this session and ends every other one', async ({
  page,
  browser,
  api,
  ordinaryUser,
  profilePage,
  feedback,
}) => {
  const thisSession = await api.login(ordinaryUser);
  const otherBrowser = await browser.newContext();
  try {
    // Another browser, signed in before the change.
    const otherPage = await otherBrowser.newPage();
    await storeSessionOf(otherPage, api, await api.login(ordinaryUser));

    await storeSessionOf(page, api, thisSession);
    await profilePage.goto();
    await profilePage.changePassword(ordinaryUser.password, newPassword);
    await expect(feedback.message(texts.passwordChanged.zh)).toBeVisible();

    // This browser carries on with the session the server handed back with the change.
    const renewed = await storedUser(page);
    expect(renewed?.token).toBeTruthy();
    expect(renewed?.token).not.toBe(thisSession.token);
    await page.reload();
    await expect(profilePage.account).toHaveText(ordinaryUser.account);
    await expect(page).toHaveURL(`${BASE_URL}/v1/profile/info`);

    // The other one is asked to sign in again.
    await otherPage.goto('/v1/profile/info');
    await expect(otherPage).toHaveURL(`${BASE_URL}/signin?redirect=%2Fv1%2Fprofile%2Finfo`);
    await expect(new Feedback(otherPage).message(texts.loginExpired.zh)).toBeVisible();
  } finally {
    await otherBrowser.close();
  }
  await api.login({ account: ordinaryUser.account, password: newPassword });
});
