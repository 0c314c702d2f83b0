import { type LoginResponse, newUserData, type SlipwayApi, uniqueAccount } from '../support/api';
import { expect, test } from '../support/fixtures';
import { responseOf } from '../support/responses';
import { storeSession } from '../support/session';
import { texts } from '../support/texts';

/** A system role granting the data overview (verb data_over, as the portal checks it). */
async function dataOverviewRole(api: SlipwayApi, admin: LoginResponse): Promise<string> {
  const role = uniqueAccount('overview');
  await api.createSystemRole(admin, role, 'DataCenter', ['data_over']);
  return role;
}

test.describe('users and their system roles', () => {
  test('a user created with a system role sees what it grants, and copies an API token that works', async ({
    page,
    api,
    adminSession,
    signInPage,
    shell,
    profilePage,
    systemUsersPage,
  }) => {
    const role = await dataOverviewRole(api, adminSession);
    await storeSession(page, {
      user: adminSession,
      roles: await api.roles(adminSession),
      preference: await api.preference(adminSession),
    });
    await systemUsersPage.goto();
    await expect(systemUsersPage.row('admin')).toContainText(texts.userAdmin.zh);

    const user = newUserData('analyst');
    const created = responseOf(page, 'POST', '/api/v1/users');
    await systemUsersPage.create(user, [role]);
    const answer = await created;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toMatchObject({ account: user.account, isAdmin: [role] });
    await systemUsersPage.search.fill(user.account);
    await expect(systemUsersPage.row(user.account)).toContainText(role);
    await expect(systemUsersPage.row(user.account)).toContainText(texts.neverSignedIn.zh);

    await shell.signOut();
    await signInPage.signIn(user);
    await shell.expectShown();
    await expect(shell.navLink('statistics')).toBeVisible();
    await expect(shell.navLink('tests')).toHaveCount(0);
    await expect(shell.navLink('insight')).toHaveCount(0);

    await profilePage.goto();
    const token = (await page.getByTestId('profile-api-token').innerText()).trim();
    expect(token.split('.')).toHaveLength(3);
    const count = await page.request.get('/api/v1/user/count', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(count.status()).toBe(200);
    expect(typeof (await count.json())).toBe('number');
  });

  test('taking the system roles back hides what they granted', async ({
    page,
    api,
    adminSession,
    signInPage,
    shell,
    systemUsersPage,
  }) => {
    const role = await dataOverviewRole(api, adminSession);
    const user = await api.createUser(adminSession, newUserData('former'));
    await storeSession(page, {
      user: adminSession,
      roles: await api.roles(adminSession),
      preference: await api.preference(adminSession),
    });
    await systemUsersPage.goto();
    await systemUsersPage.search.fill(user.account);
    const granted = responseOf(page, 'POST', '/api/v1/system-rolebindings/update');
    await systemUsersPage.grantRoles(user.account, [role]);
    expect((await granted).request().postDataJSON()).toEqual([
      { name: `user:${user.uid},role:${role}`, role, uid: user.uid },
    ]);
    await expect(systemUsersPage.row(user.account)).toContainText(role);

    const taken = responseOf(page, 'POST', '/api/v1/system-rolebindings/update');
    await systemUsersPage.removeAllRoles(user.account);
    const answer = await taken;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual([]);
    await expect(systemUsersPage.row(user.account)).not.toContainText(role);

    await shell.signOut();
    await signInPage.signIn(user);
    await shell.expectShown();
    await expect(shell.navLink('projects')).toBeVisible();
    await expect(shell.navLink('statistics')).toHaveCount(0);
  });
});
