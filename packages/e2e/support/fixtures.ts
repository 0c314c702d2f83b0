import { test as base, expect } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { AuditLogPage } from '../pages/AuditLogPage';
import { Feedback } from '../pages/Feedback';
import { PermitTip } from '../pages/PermitTip';
import { PreferencePage, ProfilePage } from '../pages/ProfilePage';
import { ProjectCreatePage } from '../pages/ProjectCreatePage';
import { ProjectListPage } from '../pages/ProjectListPage';
import { ProjectMembersPage } from '../pages/ProjectMembersPage';
import { ProjectOverviewPage } from '../pages/ProjectOverviewPage';
import { SignInPage } from '../pages/SignInPage';
import { SystemSettingsPage } from '../pages/SystemSettingsPage';
import { SystemUsersPage } from '../pages/SystemUsersPage';
import { TaskDetailPage } from '../pages/TaskDetailPage';
import { WorkflowEditorPage } from '../pages/WorkflowEditorPage';
import { WorkflowListPage } from '../pages/WorkflowListPage';
import { type CreatedUser, type LoginResponse, newUserData, SlipwayApi } from './api';
import { watchCspViolations } from './csp';
import { ADMIN, BASE_URL } from './env';
import { JobGate } from './jobGate';

interface WorkerFixtures {
  /** API client for setting up data (no browser involved). */
  api: SlipwayApi;
  /**
   * The admin's API session, signed in once per worker: sign-in is limited to 10 attempts a
   * minute per client and account, so the tests must not sign the admin in over and over.
   */
  adminSession: LoginResponse;
}

interface TestFixtures {
  signInPage: SignInPage;
  shell: AppShell;
  profilePage: ProfilePage;
  preferencePage: PreferencePage;
  feedback: Feedback;
  permitTip: PermitTip;
  projectCreatePage: ProjectCreatePage;
  projectListPage: ProjectListPage;
  projectOverviewPage: ProjectOverviewPage;
  projectMembersPage: ProjectMembersPage;
  auditLogPage: AuditLogPage;
  systemSettingsPage: SystemSettingsPage;
  systemUsersPage: SystemUsersPage;
  workflowListPage: WorkflowListPage;
  workflowEditorPage: WorkflowEditorPage;
  taskDetailPage: TaskDetailPage;
  /** A fresh ordinary (non-admin) user, created through the public sign-up API for this test alone. */
  ordinaryUser: CreatedUser;
  /** A point where a job's script waits until the test opens it; removed after the test. */
  jobGate: JobGate;
  /** Fails every test in which a page reports a Content Security Policy violation. */
  contentSecurityPolicyGuard: undefined;
}

let signupEnabled = false;

export const test = base.extend<TestFixtures, WorkerFixtures>({
  api: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: BASE_URL });
      await use(new SlipwayApi(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  adminSession: [async ({ api }, use) => use(await api.login(ADMIN)), { scope: 'worker' }],

  signInPage: async ({ page }, use) => use(new SignInPage(page)),
  shell: async ({ page }, use) => use(new AppShell(page)),
  profilePage: async ({ page }, use) => use(new ProfilePage(page)),
  preferencePage: async ({ page }, use) => use(new PreferencePage(page)),
  feedback: async ({ page }, use) => use(new Feedback(page)),
  permitTip: async ({ page }, use) => use(new PermitTip(page)),
  projectCreatePage: async ({ page }, use) => use(new ProjectCreatePage(page)),
  projectListPage: async ({ page }, use) => use(new ProjectListPage(page)),
  projectOverviewPage: async ({ page }, use) => use(new ProjectOverviewPage(page)),
  projectMembersPage: async ({ page }, use) => use(new ProjectMembersPage(page)),
  auditLogPage: async ({ page }, use) => use(new AuditLogPage(page)),
  systemSettingsPage: async ({ page }, use) => use(new SystemSettingsPage(page)),
  systemUsersPage: async ({ page }, use) => use(new SystemUsersPage(page)),
  workflowListPage: async ({ page }, use) => use(new WorkflowListPage(page)),
  workflowEditorPage: async ({ page }, use) => use(new WorkflowEditorPage(page)),
  taskDetailPage: async ({ page }, use) => use(new TaskDetailPage(page)),

  ordinaryUser: async ({ api, adminSession }, use) => {
    if (!signupEnabled) {
      await api.enableSignup(adminSession);
      signupEnabled = true;
    }
    await use(await api.signup(newUserData('user')));
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  jobGate: async ({}, use) => {
    const gate = await JobGate.create();
    await use(gate);
    await gate.remove();
  },
  contentSecurityPolicyGuard: [
    async ({ context }, use) => {
      const violations = await watchCspViolations(context);
      await use(undefined);
      expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
