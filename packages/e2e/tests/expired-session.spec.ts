import { BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { replaceStoredToken, storedUser } from '../support/session';
import { texts } from '../support/texts';

const target = '/v1/profile/preference?x=1';
const signInWithRedirect = '/signin?redirect=%2Fv1%2Fprofile%2Fpreference%3Fx%3D1';

test('an expired session leads to sign-in and back to the same page', async ({
  page,
  ordinaryUser,
  signInPage,
  preferencePage,
  feedback,
}) => {
  // Signed out, the page first asks for sign-in and then comes back to it.
  await page.goto(target);
  await expect(page).toHaveURL(BASE_URL + signInWithRedirect);
  await signInPage.signIn(ordinaryUser);
  await expect(page).toHaveURL(BASE_URL + target);
  await expect(preferencePage.save).toBeVisible();

  // Stand-in for an expired session: session tokens live 24 hours, too long to wait for, and the
  // server answers an expired token exactly like one it cannot verify (401, see
  // packages/server/src/lib/tokens.ts verify()), so an invalid token takes the same path in the app.
  await replaceStoredToken(page, 'expired.session.token');
  await page.reload();

  await expect(page).toHaveURL(BASE_URL + signInWithRedirect);
  await expect(feedback.message(texts.loginExpired.zh)).toBeVisible();
  await signInPage.expectShown();
  expect(await storedUser(page)).toBeNull();

  await signInPage.signIn(ordinaryUser);
  await expect(page).toHaveURL(BASE_URL + target);
  await expect(preferencePage.save).toBeVisible();
  expect((await storedUser(page))?.token).not.toBe('expired.session.token');
});
