import { type Credentials, newUserData, uniqueAccount } from '../support/api';
import { ADMIN, BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { responseOf } from '../support/responses';
import { storeSessionOf } from '../support/session';
import { texts } from '../support/texts';

/** Every view permission of a project (packages/contracts/src/rbac/policy-definitions.ts): a read-only role. */
const viewActions = [
  'get_workflow',
  'get_environment',
  'get_service',
  'get_build',
  'get_test',
  'get_scan',
  'get_delivery',
];

test('a private project with a read-only role: the member sees it read-only, others not at all, the audit log has it all', async ({
  page,
  api,
  adminSession,
  signInPage,
  shell,
  feedback,
  permitTip,
  projectCreatePage,
  projectListPage,
  projectOverviewPage: overview,
  projectMembersPage: members,
  auditLogPage: audit,
}) => {
  // four users one after the other in one tab; a busy machine makes each step take seconds
  test.setTimeout(150_000);
  const viewer = await api.createUser(adminSession, newUserData('viewer'));
  const stranger = await api.createUser(adminSession, newUserData('stranger'));
  // The display name suggests the identifier: lowercase, other characters become hyphens.
  const alias = uniqueAccount('E2E Roles');
  const project = alias.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const role = uniqueAccount('reader');
  /** Signs out through the user menu and signs the next user in on the same tab. */
  const switchUser = async (next: Credentials) => {
    await shell.signOut();
    await expect(page).toHaveURL(/\/signin$/);
    await signInPage.signIn(next);
    await expect(page).toHaveURL(/\/v1\/dashboard$/);
  };

  await test.step('the admin creates a private K8s YAML project', async () => {
    await storeSessionOf(page, api, adminSession);
    await projectCreatePage.goto();
    await projectCreatePage.chooseKind('k8s');
    await projectCreatePage.alias.fill(alias);
    await expect(projectCreatePage.identifier).toHaveValue(project);
    await projectCreatePage.chooseAccess('private');
    const created = responseOf(page, 'POST', '/api/v1/picket/projects');
    await projectCreatePage.submit.click();
    expect((await created).status()).toBe(200);

    await expect(page).toHaveURL(`${BASE_URL}/v1/projects/create/${project}/k8s/info`);
    await expect(page.getByTestId('step-indicator')).toBeVisible();
    await expect(page.getByText(texts.projectCreated.zh.replace('{name}', alias))).toBeVisible();
    await page.getByTestId('project-wizard-open').click();
    await expect(page).toHaveURL(BASE_URL + overview.path(project));
    await expect(overview.title).toHaveText(alias);
  });

  await test.step('the admin creates a read-only role in the project', async () => {
    await overview.tab('rbac').click();
    await expect(page).toHaveURL(BASE_URL + overview.path(project, 'rbac'));
    await members.rolesTab.click();
    await expect(members.createRole).toBeEnabled();
    await members.createRole.click();
    await members.fillRole(role, viewActions);
    const answered = responseOf(page, 'POST', '/api/v1/roles');
    await members.roleSubmit().click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).searchParams.get('projectName')).toBe(project);
    // the portal's body: one rule per resource with the verbs ticked under it
    const sent: { name: string; rules: { kind: string; resources: string[]; verbs: string[] }[] } = response
      .request()
      .postDataJSON();
    expect(sent.name).toBe(role);
    expect(sent.rules.every((rule) => rule.kind === 'resource' && rule.resources.length === 1)).toBe(true);
    expect(sent.rules.flatMap((rule) => rule.verbs).sort()).toEqual([...viewActions].sort());
    await expect(feedback.message(texts.saved.zh)).toBeVisible();
    await expect(members.dialog).toHaveCount(0);
    await expect(members.role(role)).toBeVisible();
  });

  await test.step('the admin makes the viewer a member with that role', async () => {
    await members.membersTab.click();
    await expect(members.addMember).toBeEnabled();
    await members.addMember.click();
    await members.fillMember(viewer.account, [role]);
    const bound = responseOf(page, 'POST', '/api/v1/rolebindings');
    await members.memberSubmit().click();
    const response = await bound;
    expect(response.status()).toBe(200);
    // one grant per user and role; the project's own role is no public (preset) one
    expect(response.request().postDataJSON()).toEqual([
      { uid: viewer.uid, role, preset: false, type: 'custom' },
    ]);
    await expect(members.dialog).toHaveCount(0);
    await expect(members.member(viewer.account)).toContainText(role);
  });

  await test.step('the viewer sees the project, its buttons disabled with the no-permission tip', async () => {
    await switchUser(viewer);

    await projectListPage.goto();
    await expect(projectListPage.card(project)).toBeVisible();
    await projectListPage.search.fill(project);
    await expect(projectListPage.card(project)).toContainText(alias);
    await projectListPage.card(project).getByRole('link', { name: alias }).click();
    await expect(page).toHaveURL(BASE_URL + overview.path(project));
    await expect(overview.title).toHaveText(alias);
    await expect(overview.membersCount).not.toHaveText('-');

    for (const button of [overview.edit, overview.remove]) {
      await expect(permitTip.deniedWrapper(button)).toBeVisible();
      await expect(button).toBeDisabled();
    }
    await permitTip.deniedWrapper(overview.edit).hover();
    await expect(permitTip.tooltip(texts.noPermission.zh)).toBeVisible();

    await overview.tab('rbac').click();
    await expect(members.member(viewer.account)).toContainText(role);
    await expect(permitTip.deniedWrapper(members.addMember)).toBeVisible();
    await expect(members.addMember).toBeDisabled();
  });

  await test.step('a user who is no member neither finds nor opens the project', async () => {
    await switchUser(stranger);

    await projectListPage.goto();
    await expect(projectListPage.card(project)).toHaveCount(0);
    await projectListPage.search.fill(project);
    await expect(projectListPage.nothingShown).toBeVisible();
    await expect(projectListPage.card(project)).toHaveCount(0);

    const read = responseOf(page, 'GET', `/api/aslan/project/products/${project}`);
    await page.goto(overview.path(project));
    expect((await read).status()).toBe(403);
    await expect(feedback.message(texts.noPermission.zh).first()).toBeVisible();
    // Only the identifier from the address is shown: no display name, no project card, no buttons.
    await expect(overview.title).toHaveText(project);
    await expect(page.getByText(alias)).toHaveCount(0);
    await expect(overview.membersCount).toHaveCount(0);
    await expect(overview.edit).toHaveCount(0);
    await expect(overview.remove).toHaveCount(0);
  });

  await test.step('the audit log shows the creation, the role and the binding', async () => {
    await switchUser(ADMIN);

    await audit.goto();
    await audit.filterByProject(project);
    const created = (area: string, name: string) => ({ method: texts.auditCreate.zh, function: area, name });
    const expectAdminEntry = async (entry: ReturnType<typeof created>) => {
      const row = audit.rowsOf(entry);
      await expect(row, entry.function).toHaveCount(1);
      await expect(audit.cell(row, 'user'), entry.function).toHaveText(ADMIN.account);
      await expect(audit.cell(row, 'project'), entry.function).toHaveText(project);
      await expect(audit.cell(row, 'status'), entry.function).toHaveText('200');
    };
    await expectAdminEntry(created(texts.auditProjectRoles.zh, role));
    await expectAdminEntry(created(texts.auditMembers.zh, role));

    await audit.openDetail(audit.rowsOf(created(texts.auditMembers.zh, role)));
    await expect(audit.detail).toContainText('/api/v1/rolebindings');
    await expect(audit.detailBody).toContainText(viewer.uid);
    await expect(audit.detailBody).toContainText(role);

    // The creation names the project in its body (`product_name`): it belongs to the project's records too.
    await expectAdminEntry(created(texts.auditProjects.zh, project));
  });
});
