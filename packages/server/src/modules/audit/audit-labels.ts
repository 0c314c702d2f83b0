import type { Language } from '@slipway/contracts';

/**
 * The words of the audit log, as Zadig's operation log has them: what was done (`method`) and the
 * area it was done in (`function`). Entries keep the keys; each reader gets them in their language.
 */
type Labels = Record<string, Record<Language, string>>;

export const auditActions = {
  create: { 'zh-CN': '新增', en: 'Create' },
  update: { 'zh-CN': '更新', en: 'Update' },
  delete: { 'zh-CN': '删除', en: 'Delete' },
  run: { 'zh-CN': '执行', en: 'Run' },
  cancel: { 'zh-CN': '取消', en: 'Cancel' },
  retry: { 'zh-CN': '重试', en: 'Retry' },
  approve: { 'zh-CN': '审批', en: 'Approve' },
  check: { 'zh-CN': '检查', en: 'Check' },
  read: { 'zh-CN': '已读', en: 'Mark read' },
  login: { 'zh-CN': '登录', en: 'Sign in' },
  signup: { 'zh-CN': '注册', en: 'Sign up' },
  resetPassword: { 'zh-CN': '重置密码', en: 'Reset password' },
} satisfies Labels;
export type AuditAction = keyof typeof auditActions;

export const auditFunctions = {
  account: { 'zh-CN': '账号', en: 'Account' },
  user: { 'zh-CN': '用户管理', en: 'Users' },
  systemRole: { 'zh-CN': '系统角色', en: 'System roles' },
  projectRole: { 'zh-CN': '项目管理-角色', en: 'Project - roles' },
  member: { 'zh-CN': '项目管理-成员', en: 'Project - members' },
  group: { 'zh-CN': '用户组', en: 'User groups' },
  policy: { 'zh-CN': '项目管理-策略', en: 'Project - policies' },
  project: { 'zh-CN': '项目管理-项目', en: 'Project - project' },
  variableSet: { 'zh-CN': '项目管理-变量组', en: 'Project - variable groups' },
  service: { 'zh-CN': '项目管理-服务', en: 'Project - services' },
  build: { 'zh-CN': '项目管理-构建', en: 'Project - builds' },
  test: { 'zh-CN': '项目管理-测试', en: 'Project - tests' },
  scanning: { 'zh-CN': '项目管理-代码扫描', en: 'Project - code scanning' },
  environment: { 'zh-CN': '项目管理-环境', en: 'Project - environments' },
  workflow: { 'zh-CN': '工作流', en: 'Workflow' },
  workflowTask: { 'zh-CN': '工作流-task', en: 'Workflow - task' },
  favorite: { 'zh-CN': '收藏工作流', en: 'Favourite workflows' },
  collaboration: { 'zh-CN': '协作模式', en: 'Collaboration mode' },
  delivery: { 'zh-CN': '版本交付', en: 'Delivery' },
  template: { 'zh-CN': '模板库', en: 'Templates' },
  codeHost: { 'zh-CN': '系统设置-代码源', en: 'Settings - code hosts' },
  registry: { 'zh-CN': '系统设置-Registry', en: 'Settings - registries' },
  storage: { 'zh-CN': '系统设置-对象存储', en: 'Settings - object storage' },
  helm: { 'zh-CN': '系统设置-Helm 仓库', en: 'Settings - Helm repositories' },
  cluster: { 'zh-CN': '资源管理-集群管理', en: 'Resources - clusters' },
  host: { 'zh-CN': '资源管理-主机管理', en: 'Resources - hosts' },
  image: { 'zh-CN': '基础镜像', en: 'Base images' },
  integration: { 'zh-CN': '系统集成', en: 'Integrations' },
  announcement: { 'zh-CN': '系统设置-公告', en: 'Settings - announcements' },
  notification: { 'zh-CN': '通知', en: 'Notifications' },
  externalLink: { 'zh-CN': '系统配置-快捷链接', en: 'Settings - quick links' },
  mail: { 'zh-CN': '系统配置-邮件', en: 'Settings - mail' },
  systemConfig: { 'zh-CN': '系统配置', en: 'Settings' },
} satisfies Labels;
export type AuditFunction = keyof typeof auditFunctions;

/**
 * The area of each route, by the start of its URL pattern; the longest start that matches wins,
 * so routes added later to an area are labelled without a change here.
 */
const FUNCTION_BY_PREFIX: ReadonlyArray<readonly [string, AuditFunction]> = [
  ['/api/v1/login', 'account'],
  ['/api/v1/signup', 'account'],
  ['/api/v1/reset', 'account'],
  ['/api/v1/users/:id/password', 'account'],
  ['/api/v1/users/:id/personal', 'account'],
  ['/api/v1/users/:id/setting', 'account'],
  ['/api/v1/users', 'user'],
  ['/api/v1/picket/users', 'user'],
  ['/api/v1/system-roles', 'systemRole'],
  ['/api/v1/system-rolebindings', 'systemRole'],
  ['/api/v1/roles', 'projectRole'],
  ['/api/v1/public-roles', 'projectRole'],
  ['/api/v1/rolebindings', 'member'],
  ['/api/v1/groups', 'group'],
  ['/api/v1/policies', 'policy'],
  ['/api/v1/policybindings', 'policy'],
  ['/api/v1/picket/projects', 'project'],
  ['/api/aslan/project/products', 'project'],
  ['/api/aslan/project/variablesets', 'variableSet'],
  ['/api/aslan/service', 'service'],
  ['/api/aslan/build', 'build'],
  ['/api/aslan/testing', 'test'],
  ['/api/aslan/scanning', 'scanning'],
  ['/api/aslan/environment', 'environment'],
  ['/api/aslan/workflow', 'workflow'],
  ['/api/aslan/workflow/v4/workflowtask', 'workflowTask'],
  ['/api/aslan/workflow/workflowtask', 'workflowTask'],
  ['/api/aslan/workflow/favorite', 'favorite'],
  ['/api/aslan/collaboration', 'collaboration'],
  ['/api/aslan/delivery', 'delivery'],
  ['/api/aslan/template', 'template'],
  ['/api/v1/codehosts', 'codeHost'],
  ['/api/aslan/code', 'codeHost'],
  ['/api/aslan/system/registry', 'registry'],
  ['/api/aslan/system/s3storage', 'storage'],
  ['/api/aslan/system/helm', 'helm'],
  ['/api/aslan/cluster', 'cluster'],
  ['/api/aslan/system/privateKey', 'host'],
  ['/api/aslan/system/basicImages', 'image'],
  ['/api/aslan/system/jenkins', 'integration'],
  ['/api/aslan/system/sonar', 'integration'],
  ['/api/aslan/system/external', 'integration'],
  ['/api/v1/jira', 'integration'],
  ['/api/v1/connectors', 'integration'],
  ['/api/aslan/system/announcement', 'announcement'],
  ['/api/aslan/system/notification', 'notification'],
  ['/api/aslan/system/externalLink', 'externalLink'],
  ['/api/v1/emails', 'mail'],
  ['/api/aslan/system', 'systemConfig'],
  ['/api/v1/features', 'systemConfig'],
];

/** The area of a route pattern; undefined for a route of no known area. */
export function functionOf(routeUrl: string): AuditFunction | undefined {
  let best: readonly [string, AuditFunction] | undefined;
  for (const entry of FUNCTION_BY_PREFIX) {
    const [prefix] = entry;
    const matches = routeUrl === prefix || routeUrl.startsWith(`${prefix}/`);
    if (matches && prefix.length > (best?.[0].length ?? -1)) best = entry;
  }
  return best?.[1];
}

/** What a call did: the method's meaning unless the route's last words say more. */
const ACTION_BY_SUFFIX: ReadonlyArray<readonly [RegExp, AuditAction]> = [
  [/\/login$/, 'login'],
  [/\/signup$/, 'signup'],
  [/\/reset$/, 'resetPassword'],
  [/\/approve$/, 'approve'],
  [/\/(retry|restart)(\/|$)/, 'retry'],
  [/\/lint$/, 'check'],
  // the Jenkins dialog's connection test changes nothing
  [/\/jenkins\/user\/connection$/, 'check'],
  [/\/read$/, 'read'],
  [/\/delete$/, 'delete'],
];
const ACTION_BY_METHOD: Record<string, AuditAction> = {
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

export function actionOf(method: string, routeUrl: string): AuditAction | undefined {
  const bySuffix = ACTION_BY_SUFFIX.find(([pattern]) => pattern.test(routeUrl));
  if (bySuffix) return bySuffix[1];
  if (functionOf(routeUrl) === 'workflowTask') {
    if (method === 'POST') return 'run';
    if (method === 'DELETE') return 'cancel';
  }
  return ACTION_BY_METHOD[method];
}

const labelIn = (labels: Labels, key: string, language: Language) =>
  Object.hasOwn(labels, key) ? (labels[key]?.[language] ?? key) : key;

/** A stored action in the reader's language; a stored text that is no key stays as it is. */
export const actionLabel = (key: string, language: Language) => labelIn(auditActions, key, language);
export const functionLabel = (key: string, language: Language) => labelIn(auditFunctions, key, language);

/** The areas whose label, in either language, holds `text` (the portal's "function" search). */
export function functionsLabelled(text: string): AuditFunction[] {
  const wanted = text.toLowerCase();
  return (Object.entries(auditFunctions) as Array<[AuditFunction, Record<Language, string>]>)
    .filter(([, label]) => Object.values(label).some((value) => value.toLowerCase().includes(wanted)))
    .map(([key]) => key);
}
