/**
 * The user-visible texts the tests assert, in both languages, written out here on purpose so a
 * changed or missing translation fails a test. Sources: packages/contracts/src/common/messages.ts
 * (shared with the server) and packages/web/src/i18n/locales/{zh-CN,en}/*.json.
 */
export type Lang = 'zh' | 'en';

export const texts = {
  // server messages (contracts)
  invalidCredentials: { zh: '账号或密码错误', en: 'Incorrect account or password' },
  loginExpired: { zh: '登录已过期，请重新登录', en: 'Login expired, please log in again' },
  nonSuperAdmin: { zh: '非超级管理员，无权访问', en: 'non-super-admin / no access' },
  noPermission: { zh: '暂无权限', en: 'no permission' },
  // web app texts
  switchTo: { zh: 'English', en: '中文' },
  languageSwitched: { zh: '语言已切换', en: 'Language switched' },
  signinTitle: { zh: '登录', en: 'Sign in' },
  welcome: { zh: '登录成功，欢迎', en: 'Login success, welcome' },
  loggedOut: { zh: '已退出登录', en: 'logged out' },
  saved: { zh: '保存成功', en: 'Saved' },
  dashboard: { zh: '运行状态', en: 'Dashboard' },
  myWorkflow: { zh: '我的工作流', en: 'My workflow' },
  searchProjects: { zh: '搜索项目', en: 'Search projects' },
  profile: { zh: '个人中心', en: 'Profile' },
  preference: { zh: '偏好设置', en: 'Preference' },
  passwordChanged: {
    zh: '密码已修改，其他会话均已退出登录',
    en: 'Password changed. Every other session has been signed out.',
  },
  notFound: { zh: '您访问的页面不存在。', en: 'The page you are looking for does not exist.' },
  projectCreated: { zh: '项目 {name} 已创建', en: 'Project {name} has been created' },
  // audit log labels (packages/server/src/modules/audit/audit-labels.ts)
  auditCreate: { zh: '新增', en: 'Create' },
  auditProjects: { zh: '项目管理-项目', en: 'Project - project' },
  auditProjectRoles: { zh: '项目管理-角色', en: 'Project - roles' },
  auditMembers: { zh: '项目管理-成员', en: 'Project - members' },
  // the header (packages/web/src/i18n/locales/*/layout.json)
  noNotifications: { zh: '没有通知', en: 'No notifications' },
  // system settings (packages/web/src/i18n/locales/*/system.json)
  neverSignedIn: { zh: '尚未登录', en: 'Never signed in' },
  userAdmin: { zh: '管理员', en: 'Administrator' },
  sandboxAvailable: {
    zh: '任务在沙箱中运行（bubblewrap {version}）',
    en: 'Jobs run in a sandbox (bubblewrap {version})',
  },
  sandboxNotNeeded: { zh: '无需开启：任务在沙箱中运行。', en: 'Not needed: jobs run in the sandbox.' },
  // custom workflows (packages/web/src/i18n/locales/*/workflows.json)
  jobSaved: { zh: '任务 {name} 已保存', en: 'Job {name} saved' },
  workflowSaved: { zh: '工作流 {name} 已保存', en: 'Workflow {name} saved' },
  runStarted: { zh: '任务 #{id} 已开始执行', en: 'Task #{id} started' },
  statusRunning: { zh: '运行中', en: 'Running' },
  statusPendingApproval: { zh: '待审核', en: 'Pending approval' },
  statusPassed: { zh: '成功', en: 'Passed' },
  statusCancelled: { zh: '已取消', en: 'Cancelled' },
  approvalUndecided: { zh: '待审核', en: 'to review' },
  approvalApproved: { zh: '已通过', en: 'approved' },
  approvedDone: { zh: '已通过', en: 'Approved' },
  taskCancelled: { zh: '任务已取消', en: 'Task cancelled' },
  logMatches: { zh: '匹配行数：{count}', en: 'Matching lines: {count}' },
} as const satisfies Record<string, Record<Lang, string>>;
