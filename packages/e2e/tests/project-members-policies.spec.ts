import { ProjectPoliciesPage } from '../pages/ProjectPoliciesPage';
import { newUserData, uniqueAccount } from '../support/api';
import { BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { responseOf } from '../support/responses';
import { storeSessionOf } from '../support/session';

/** Grants as the portal's member screen sends them: one per user and role, `preset` for public roles. */
const grant = (uid: string, role: string) => ({ uid, role, preset: true, type: 'custom' });

test('a public project: all users read it, members get public roles and lose them, a policy names a workflow; system roles are edited as the portal does', async ({
  page,
  api,
  adminSession,
  projectCreatePage,
  projectOverviewPage: overview,
  projectMembersPage: members,
}) => {
  test.setTimeout(120_000);
  const member = await api.createUser(adminSession, newUserData('member'));
  const alias = uniqueAccount('E2E Members');
  const project = alias.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const policies = new ProjectPoliciesPage(page);
  await storeSessionOf(page, api, adminSession);

  await test.step('the admin creates a public project: every user is listed as reading it', async () => {
    await projectCreatePage.goto();
    await projectCreatePage.chooseKind('k8s');
    await projectCreatePage.alias.fill(alias);
    await projectCreatePage.chooseAccess('public');
    const created = responseOf(page, 'POST', '/api/v1/picket/projects');
    await projectCreatePage.submit.click();
    expect((await created).status()).toBe(200);
    await page.goto(overview.path(project, 'rbac'));
    await expect(members.member('all-users')).toContainText('read-only');
    // taken away only by making the project private
    await expect(members.removeButton('all-users')).toHaveCount(0);
  });

  await test.step('the admin adds a member with a public role, then gives it another', async () => {
    await members.addMember.click();
    await members.fillMember(member.account, ['read-only']);
    const bound = responseOf(page, 'POST', '/api/v1/rolebindings');
    await members.memberSubmit().click();
    const response = await bound;
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).searchParams.get('bulk')).toBe('true');
    expect(response.request().postDataJSON()).toEqual([grant(member.uid, 'read-only')]);
    await expect(members.member(member.account)).toContainText('read-only');

    await members.addRolesOf(member.account, ['project-admin']);
    const updated = responseOf(page, 'POST', '/api/v1/rolebindings/update');
    await members.rolesSubmit().click();
    const update = await updated;
    expect(update.status()).toBe(200);
    expect(new URL(update.url()).searchParams.get('userID')).toBe(member.uid);
    expect(update.request().postDataJSON()).toEqual([
      grant(member.uid, 'read-only'),
      grant(member.uid, 'project-admin'),
    ]);
    await expect(members.member(member.account)).toContainText('project-admin');
  });

  await test.step('removing the member sends no roles at all', async () => {
    await members.removeButton(member.account).click();
    const removed = responseOf(page, 'POST', '/api/v1/rolebindings/update');
    await members.removeConfirm(member.account).click();
    expect((await removed).request().postDataJSON()).toEqual([]);
    await expect(members.member(member.account)).toHaveCount(0);
  });

  await test.step('a policy grants runs of a named workflow and shows when it changed', async () => {
    await policies.goto(project);
    await policies.create.click();
    await policies.fillWorkflowRule('night-run', ['nightly'], ['run_workflow']);
    const created = responseOf(page, 'POST', '/api/v1/policies');
    await policies.submit.click();
    const response = await created;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({
      policies: [
        {
          name: 'night-run',
          description: '',
          rules: [
            {
              kind: 'resource',
              resources: ['Workflow'],
              verbs: ['run_workflow'],
              related_resources: ['nightly'],
            },
          ],
          uids: [],
        },
      ],
    });
    await expect(policies.dialog).toHaveCount(0);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
    await expect(policies.policy('night-run')).toContainText('nightly');
    await expect(policies.policy('night-run')).toContainText(today);
  });

  await test.step('a system role is created with rules and edited at /api/v1/roles/{name}?projectName=*', async () => {
    const role = uniqueAccount('analyst')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-');
    await page.goto('/v1/system/users?tab=roles');
    await page.getByTestId('system-role-create').click();
    await page.getByTestId('system-role-name').fill(role);
    await page.getByTestId('system-role-permission-data_over').click();
    const created = responseOf(page, 'POST', '/api/v1/system-roles');
    await page.getByTestId('system-role-submit').click();
    expect((await created).request().postDataJSON()).toEqual({
      name: role,
      desc: '',
      rules: [{ kind: 'resource', resources: ['DataCenter'], verbs: ['data_over'] }],
    });
    await expect(page.getByTestId(`system-role-row-${role}`)).toBeVisible();

    await page.getByTestId(`system-role-edit-${role}`).click();
    await page.getByTestId('system-role-permission-efficiency_over').click();
    const edited = responseOf(page, 'PUT', `/api/v1/roles/${role}`);
    await page.getByTestId('system-role-submit').click();
    const response = await edited;
    expect(response.status()).toBe(200);
    expect(response.url()).toBe(`${BASE_URL}/api/v1/roles/${role}?projectName=*`);
    expect(response.request().postDataJSON().rules).toEqual([
      { kind: 'resource', resources: ['DataCenter'], verbs: ['data_over', 'efficiency_over'] },
    ]);
  });
});
