import { expect, test } from '../support/fixtures';
import { storedUser } from '../support/session';
import { texts } from '../support/texts';

// Found while writing the system-access specs: a non-admin who signs in from
// /signin?redirect=%2Fv1%2Fsystem (e.g. after an admin's session expired on a system page, or from a
// shared link) is told 'non-super-admin / no access' but is left on the sign-in form while signed in.
// The super-route blocker treats /signin as a page to stay on (useSuperRouteBlocker passes
// hasCurrentPage: true); the sign-in page is no page to stay on, so this should end on the dashboard.
test('a non-admin signing in with a redirect to a system page ends on the dashboard', async ({
  page,
  ordinaryUser,
  signInPage,
  shell,
  feedback,
}) => {
  await signInPage.goto('/v1/system');
  await signInPage.submitCredentials(ordinaryUser);

  await expect(feedback.notification(texts.nonSuperAdmin.zh)).toBeVisible();
  expect(await storedUser(page)).not.toBeNull();
  await expect(page).toHaveURL(/\/v1\/dashboard$/);
  await shell.expectShown();
  await expect(signInPage.submit).toHaveCount(0);
});
