import type { Catalog } from './language.js';

/**
 * The platform's own texts (accounts, projects, workflows, errors) in both languages: everything the
 * public pages can show, so a first visit loads these without the areas' catalogs (see messages.ts).
 */
export const coreMessages = {
  // validation (spec §5)
  'validation.required': { 'zh-CN': '此项不能为空', en: 'This field is required' },
  'validation.tooLong': { 'zh-CN': '内容过长', en: 'Too long' },
  'validation.invalidType': { 'zh-CN': '格式不正确', en: 'Invalid value' },
  'validation.account.required': { 'zh-CN': '请输入账号', en: 'Please enter your account' },
  'validation.account.format': {
    'zh-CN': '账号只支持英文字母、数字、点、下划线和中划线',
    en: 'Account supports only letters, digits, dot, underscore and hyphen',
  },
  'validation.name.required': { 'zh-CN': '请输入用户名称', en: 'Please enter your name' },
  'validation.password.required': { 'zh-CN': '请输入密码', en: 'Please enter your password' },
  'validation.password.min': { 'zh-CN': '密码至少 8 位', en: 'Password must be at least 8 characters' },
  'validation.password.mismatch': { 'zh-CN': '两次输入的密码不一致', en: 'two passwords do not match' },
  'validation.email.format': { 'zh-CN': '请输入正确的邮箱', en: 'Please enter a valid email address' },
  'validation.phone.format': { 'zh-CN': '请输入正确的手机号', en: 'Please enter a valid phone number' },
  'validation.color.hex': {
    'zh-CN': '请输入正确的颜色值，例如 #000000',
    en: 'Please enter a hex colour such as #000000',
  },
  'validation.theme': { 'zh-CN': '主题只能是 light 或 dark', en: 'Theme must be light or dark' },

  // errors (spec §8)
  'error.loginExpired': { 'zh-CN': '登录已过期，请重新登录', en: 'Login expired, please log in again' },
  'error.noPermission': { 'zh-CN': '暂无权限', en: 'no permission' },
  'error.noPermissionToOperate': { 'zh-CN': '暂无权限操作', en: 'no permission to operate' },
  'error.apiRequest': { 'zh-CN': '接口请求错误', en: 'API request error' },
  'error.notFound': { 'zh-CN': '请求的资源不存在', en: 'The requested resource does not exist' },
  'error.apiNotFound': { 'zh-CN': '接口不存在', en: 'API path not found' },
  'error.internal': { 'zh-CN': '服务器内部错误', en: 'Internal server error' },
  'error.badRequest': { 'zh-CN': '请求参数错误', en: 'Invalid request' },
  'error.nulCharacter': { 'zh-CN': '请求中包含空字符（NUL）', en: 'The request contains a NUL character' },
  'error.tooManyRequests': {
    'zh-CN': '请求过于频繁，请稍后再试',
    en: 'Too many attempts, please try again later',
  },
  'error.invalidCredentials': { 'zh-CN': '账号或密码错误', en: 'Incorrect account or password' },
  'error.wrongOldPassword': { 'zh-CN': '原密码错误', en: 'The current password is incorrect' },
  'error.accountExists': { 'zh-CN': '账号已存在', en: 'This account already exists' },
  'error.signupDisabled': { 'zh-CN': '系统未开放注册', en: 'Sign-up is not enabled' },
  'error.mailNotConfigured': {
    'zh-CN': '系统未配置邮件服务，请联系管理员',
    en: 'Mail is not configured, please contact the administrator',
  },
  'error.mailSendFailed': { 'zh-CN': '邮件发送失败', en: 'Failed to send the mail' },
  'error.mailboxNotFound': { 'zh-CN': '输入的邮箱不存在', en: 'entered mailbox does not exist' },
  'error.codeNotExpired': {
    'zh-CN': '验证码未过期，请查看邮箱',
    en: 'verification code not expired, check email',
  },
  'error.codeIncorrect': { 'zh-CN': '验证码不正确', en: 'code incorrect' },
  'error.codeExpired': { 'zh-CN': '验证码已过期', en: 'code expired' },
  'error.codeUsed': { 'zh-CN': '验证码已使用', en: 'code already used' },
  'error.userNotFound': { 'zh-CN': '用户不存在', en: 'User not found' },
  'error.featureNotFound': { 'zh-CN': '功能开关不存在', en: 'Unknown feature' },
  'error.nonSuperAdmin': { 'zh-CN': '非超级管理员，无权访问', en: 'non-super-admin / no access' },

  // issue: projects, users, roles
  'validation.role.nameRequired': { 'zh-CN': '请输入角色名称', en: 'Please enter the role name' },
  'validation.role.nameFormat': {
    'zh-CN': '角色名称只支持小写字母、数字和中划线',
    en: 'Role name supports only lowercase letters, digits and hyphen',
  },
  'validation.role.permissionRequired': {
    'zh-CN': '请至少选择一个权限',
    en: 'Choose at least one permission',
  },
  'validation.role.unknownAction': { 'zh-CN': '未知的权限项', en: 'Unknown permission' },
  'validation.role.required': { 'zh-CN': '请选择角色', en: 'Please choose a role' },
  'validation.user.required': { 'zh-CN': '请选择用户', en: 'Please choose a user' },
  'validation.user.unknown': { 'zh-CN': '用户不存在', en: 'Unknown user' },
  'validation.binding.name': {
    'zh-CN': '授权名称应为 user:<用户 ID>,role:<角色名>',
    en: 'A binding name is user:<uid>,role:<role>',
  },
  'validation.binding.otherUser': {
    'zh-CN': '授权的用户须与 userID 一致',
    en: 'Every binding must be of the user named by userID',
  },
  'validation.group.nameRequired': { 'zh-CN': '请输入用户组名称', en: 'Please enter the group name' },
  'validation.policy.resourceRequired': { 'zh-CN': '请选择资源', en: 'Choose at least one resource' },
  'validation.project.required': { 'zh-CN': '请指定项目', en: 'Please name the project' },
  'validation.project.identifierRequired': {
    'zh-CN': '请输入项目标识',
    en: 'Please enter the project identifier',
  },
  'validation.project.identifierFormat': {
    'zh-CN': '项目标识只支持小写字母、数字和中划线',
    en: 'Project identifier supports only lowercase letters, digits and hyphen',
  },
  'validation.project.aliasRequired': { 'zh-CN': '请输入项目名称', en: 'Please enter the project name' },
  'validation.project.typeRequired': { 'zh-CN': '请选择项目类型', en: 'Please choose the project kind' },
  'validation.project.accessRequired': { 'zh-CN': '请选择项目权限', en: 'Please choose private or public' },
  'validation.project.adminRequired': { 'zh-CN': '请选择项目管理员', en: 'Please choose the administrators' },
  'validation.project.isDeleteRequired': {
    'zh-CN': '请指定 is_delete',
    en: 'is_delete must be true or false',
  },
  'validation.project.onboardingStatus': { 'zh-CN': '引导状态不正确', en: 'Invalid onboarding status' },
  'validation.variableSet.nameRequired': {
    'zh-CN': '请输入变量组名称',
    en: 'Please enter the variable group name',
  },
  'validation.variableSet.nameFormat': {
    'zh-CN': '变量组名称只支持字母、数字、下划线和中划线',
    en: 'Variable group name supports only letters, digits, underscore and hyphen',
  },
  'validation.yaml.invalid': { 'zh-CN': 'YAML 格式不正确', en: 'Invalid YAML' },
  'validation.time.invalid': { 'zh-CN': '时间格式不正确', en: 'Invalid time' },
  'validation.time.range': { 'zh-CN': '结束时间不能早于开始时间', en: 'The end cannot be before the start' },
  'validation.announcement.titleRequired': { 'zh-CN': '请输入公告标题', en: 'Please enter the title' },
  'validation.announcement.priorityRequired': { 'zh-CN': '请选择优先级', en: 'Please choose the priority' },
  'validation.announcement.startRequired': { 'zh-CN': '请选择开始时间', en: 'Please choose the start time' },
  'validation.announcement.endRequired': { 'zh-CN': '请选择结束时间', en: 'Please choose the end time' },
  'validation.announcement.contentRequired': { 'zh-CN': '请输入公告内容', en: 'Please enter the content' },
  'validation.announcement.endAfterStart': {
    'zh-CN': '结束时间必须晚于开始时间',
    en: 'The end time must be after the start time',
  },
  'error.projectNotFound': { 'zh-CN': '项目不存在', en: 'Project not found' },
  'error.projectExists': { 'zh-CN': '项目标识已存在', en: 'A project with this identifier already exists' },
  'error.projectNameMismatch': { 'zh-CN': '项目名称不匹配', en: 'project name mismatch' },
  'error.projectTypeChange': {
    'zh-CN': '只能将托管项目转为 K8s YAML 项目',
    en: 'Only a hosting project can be changed, and only to K8s YAML',
  },
  'validation.project.identifierFixed': {
    'zh-CN': '项目标识不能修改',
    en: 'The project identifier cannot be changed',
  },
  'validation.project.serviceName': {
    'zh-CN': '服务名称只支持字母、数字、中划线和下划线',
    en: 'Service names support only letters, digits, hyphen and underscore',
  },
  'validation.project.servicesOrder': {
    'zh-CN': '服务编排应为按启动顺序分组的服务名称',
    en: 'The service order is a list of groups of service names',
  },
  'validation.project.varKeyRequired': { 'zh-CN': '请输入变量名', en: 'Please enter the variable key' },
  'validation.project.customRule': {
    'zh-CN': '交付物命名规则包含不支持的字符，镜像规则须为 名称:标签',
    en: 'The naming rule has unsupported characters; image rules are name:tag',
  },
  'validation.project.rulesRequired': { 'zh-CN': '匹配规则不能为空', en: "Match rules can't be empty" },
  'validation.project.ruleInUseRequired': {
    'zh-CN': '请至少启用一条匹配规则',
    en: 'No rule is selected to be used',
  },
  'error.projectServiceDuplicated': { 'zh-CN': '服务重复', en: 'Duplicated service' },
  'error.projectServiceUnknown': {
    'zh-CN': '服务不在项目的服务列表中',
    en: 'The service is not in the project’s service list',
  },
  'error.projectServiceMissing': {
    'zh-CN': '服务编排缺少项目的服务',
    en: 'The order leaves out services of the project',
  },
  'error.projectVarDuplicated': {
    'zh-CN': '变量列表中存在相同的 Key',
    en: 'The variable list has the same key twice',
  },
  'error.sharedServiceMissing': {
    'zh-CN': '新增的共享服务不存在或者已经不是共享服务',
    en: 'The added shared service does not exist or is no longer shared',
  },
  'error.baseEnvNotFound': { 'zh-CN': '基准环境不存在', en: 'The base environment does not exist' },
  'error.onboardingFailed': { 'zh-CN': '保存引导状态失败', en: 'failed to save the onboarding status' },
  'error.roleNotFound': { 'zh-CN': '角色不存在', en: 'Role not found' },
  'error.roleExists': { 'zh-CN': '角色名称已存在', en: 'A role with this name already exists' },
  'error.presetRole': { 'zh-CN': '预置角色不能修改或删除', en: 'Preset roles cannot be changed or deleted' },
  'error.bindingNotFound': { 'zh-CN': '授权不存在', en: 'Role binding not found' },
  'error.allUsersReadOnly': {
    'zh-CN': '公开项目的所有用户都有 read-only 权限，可在项目设置中改为私有以移除',
    en: 'Every user reads a public project: make the project private to remove it',
  },
  'error.groupNotFound': { 'zh-CN': '用户组不存在', en: 'User group not found' },
  'error.groupExists': { 'zh-CN': '用户组名称已存在', en: 'A group with this name already exists' },
  'error.policyNotFound': { 'zh-CN': '策略不存在', en: 'Policy not found' },
  'error.policyExists': { 'zh-CN': '策略名称已存在', en: 'A policy with this name already exists' },
  'error.policyInCollaboration': {
    'zh-CN': '该用户在协作模式中，请先从协作模式中移除',
    en: 'The user is in a collaboration mode: remove them from it first',
  },
  'error.cannotDeleteSelf': { 'zh-CN': '不能删除自己', en: 'You cannot delete your own account' },
  'error.lastAdmin': {
    'zh-CN': '至少需要保留一位系统管理员',
    en: 'At least one system administrator must remain',
  },
  'error.variableSetNotFound': { 'zh-CN': '变量组不存在', en: 'Variable group not found' },
  'error.variableSetExists': {
    'zh-CN': '变量组名称已存在',
    en: 'A variable group with this name already exists',
  },
  'error.announcementFailed': { 'zh-CN': '新增/编辑公告失败', en: 'add/edit announcement failed' },
  'error.announcementNotFound': { 'zh-CN': '公告不存在', en: 'Announcement not found' },
  'validation.link.nameRequired': { 'zh-CN': '名称不能为空', en: 'Please enter the name' },
  'validation.link.urlRequired': { 'zh-CN': 'URL 不能为空', en: 'Please enter the URL' },
  'validation.link.urlFormat': {
    'zh-CN': 'URL 须以 http:// 或 https:// 开头',
    en: 'The URL must start with http:// or https://',
  },
  'error.linkNotFound': { 'zh-CN': '快捷链接不存在', en: 'Link not found' },
  'validation.mail.hostRequired': { 'zh-CN': '请填写主机名', en: 'Please enter the host name' },
  'validation.mail.port': { 'zh-CN': '端口范围 1 ~ 65535', en: 'Port range 1 ~ 65535' },
  'validation.mail.displayNameRequired': { 'zh-CN': '请填写显示名称', en: 'Please enter the display name' },
  'validation.encryptedKey': {
    'zh-CN': '缺少加密密钥，或无法用服务器的公钥解开',
    en: 'The encrypted key is missing or was not encrypted with the server public key',
  },

  // code hosts
  'validation.codehost.type': {
    'zh-CN': '请选择代码源类型',
    en: 'Choose the kind of code host: github, gitlab, gerrit, gitee or other',
  },
  'validation.codehost.address': { 'zh-CN': '请输入代码源地址', en: 'Please enter the address' },
  'validation.codehost.addressFormat': {
    'zh-CN': '地址不能包含空格，也不能以 - 开头',
    en: 'The address holds no spaces and does not start with -',
  },
  'validation.codehost.webAddress': {
    'zh-CN': '地址须以 http:// 或 https:// 开头',
    en: 'The address must start with http:// or https://',
  },
  'validation.codehost.application_id': {
    'zh-CN': '请输入 Application ID',
    en: 'Please enter the Application ID',
  },
  'validation.codehost.client_secret': { 'zh-CN': '请输入 Secret', en: 'Please enter the secret' },
  'validation.codehost.username': { 'zh-CN': '请输入用户名', en: 'Please enter the user name' },
  'validation.codehost.password': { 'zh-CN': '请输入密码', en: 'Please enter the password' },
  'validation.codehost.authType': {
    'zh-CN': '请选择认证方式：SSH 或 Access Token',
    en: 'Choose the authentication: SSH or access token',
  },
  'validation.codehost.sshKey': { 'zh-CN': '请输入 SSH Key', en: 'Please enter the SSH key' },
  'validation.codehost.token': { 'zh-CN': '请输入 Access Token', en: 'Please enter the access token' },
  'validation.codehost.repoName': { 'zh-CN': '名称不能为空', en: 'name cannot be empty' },
  'error.codehostNotFound': { 'zh-CN': '代码源不存在', en: 'Code host not found' },
  'error.codehostNotAuthorised': {
    'zh-CN': '代码源尚未授权，请先在系统设置中完成授权',
    en: 'The code host is not authorised yet: authorise it in system settings first',
  },
  'error.codehostUnreachable': {
    'zh-CN': '无法访问代码源',
    en: 'The code host could not be reached',
  },
  'validation.registry.provider': {
    'zh-CN': '请选择镜像仓库提供商',
    en: 'Please choose the registry provider',
  },
  'validation.registry.addressRequired': {
    'zh-CN': '请输入镜像仓库地址',
    en: 'Please enter the registry address',
  },
  'validation.registry.addressFormat': {
    'zh-CN': '地址须以 http:// 或 https:// 开头',
    en: 'The address must start with http:// or https://',
  },
  'validation.registry.projectRequired': {
    'zh-CN': '项目名称不能为空',
    en: 'A project name cannot be empty',
  },
  'error.registryNotFound': { 'zh-CN': '镜像仓库不存在', en: 'Registry not found' },
  'error.registryNotInProject': {
    'zh-CN': '该镜像仓库未对此项目开放',
    en: 'This registry is not open to the project',
  },
  'error.registrySignInFailed': {
    'zh-CN': '无法从云服务获取镜像仓库的登录凭据，请检查 Access Key、Secret Key 和区域',
    en: 'The cloud service gave no sign-in for the registry: check the access key, secret key and region',
  },
  'error.registryUnreachable': {
    'zh-CN': '无法访问镜像仓库，请检查地址和网络',
    en: 'The registry could not be reached: check its address and the network',
  },
  'error.registryAuthFailed': {
    'zh-CN': '镜像仓库拒绝了该账号，请检查 Access Key 和 Secret Key',
    en: 'The registry refused the account: check the access key and secret key',
  },

  // workflows
  'validation.workflow.nameRequired': { 'zh-CN': '请输入工作流标识', en: 'please enter workflow identifier' },
  'validation.workflow.nameFormat': {
    'zh-CN': '工作流标识只支持字母、数字和中划线',
    en: 'Workflow identifier supports only letters, digits and hyphen',
  },
  'validation.workflow.stageRequired': {
    'zh-CN': '至少需要一个阶段',
    en: 'A workflow needs at least one stage',
  },
  'validation.workflow.stageNameRequired': { 'zh-CN': '请输入阶段名称', en: 'Please enter the stage name' },
  'validation.workflow.jobRequired': {
    'zh-CN': '每个阶段至少需要一个任务',
    en: 'Every stage needs at least one job',
  },
  'validation.workflow.jobNameRequired': { 'zh-CN': '请输入任务名称', en: 'Please enter the job name' },
  'validation.workflow.jobNameFormat': {
    'zh-CN': '任务名称以小写字母开头，只支持小写字母、数字和中划线，最多 32 位',
    en: 'Job names start with a lowercase letter and hold lowercase letters, digits and hyphens (32 at most)',
  },
  'validation.workflow.jobNameDuplicate': { 'zh-CN': '任务名称重复', en: 'duplicate job name' },
  'validation.workflow.jobTypeUnknown': { 'zh-CN': '不支持的任务类型', en: 'Unknown job type' },
  'validation.workflow.stepRequired': { 'zh-CN': '至少需要一个步骤', en: 'A job needs at least one step' },
  'validation.workflow.approversTooFew': {
    'zh-CN': '审核人数不能少于需要通过的人数',
    en: 'There must be at least as many reviewers as approvals needed',
  },
  'validation.workflow.shareNameRequired': {
    'zh-CN': '请输入共享存储名称',
    en: 'Please enter the share storage name',
  },
  'validation.workflow.shareNameFormat': {
    'zh-CN': '共享存储名称以小写字母开头，只支持小写字母、数字和中划线，最多 32 位',
    en: 'Share storage names start with a lowercase letter and hold lowercase letters, digits and hyphens (32 at most)',
  },
  'validation.workflow.shareNameDuplicate': {
    'zh-CN': '共享存储名称重复',
    en: 'duplicate share storage name',
  },
  'validation.workflow.sharePathRequired': { 'zh-CN': '请输入挂载路径', en: 'Please enter the mount path' },
  'validation.workflow.sharePathInvalid': {
    'zh-CN':
      '挂载路径须为绝对路径，且不能位于 /usr、/etc、/bin、/lib、/proc、/dev、/tmp、/slipway 下，也不能是 /workspace',
    en: 'The mount path must be absolute, outside /usr, /etc, /bin, /lib, /proc, /dev, /tmp and /slipway, and not /workspace',
  },
  'validation.workflow.shareStorageUnknown': {
    'zh-CN': '工作流中没有这个共享存储',
    en: 'The workflow has no share storage of this name',
  },
  'validation.variable.keyRequired': { 'zh-CN': '请输入变量名', en: 'Please enter the variable name' },
  'validation.variable.keyFormat': {
    'zh-CN': '变量名只支持字母、数字和下划线，且不能以数字开头',
    en: 'Variable names hold letters, digits and underscores and do not start with a digit',
  },
  'validation.variable.choiceCredential': {
    'zh-CN': '选择类型的变量不能设为凭据',
    en: 'Only non-choice variables can be credentials',
  },
  'error.workflowNotFound': { 'zh-CN': '工作流不存在', en: 'Workflow not found' },
  'error.workflowExists': { 'zh-CN': '工作流标识重复', en: 'workflow identifier duplicate' },
  'error.workflowNameMismatch': { 'zh-CN': '工作流名称不匹配', en: 'workflow name mismatch' },
  'error.taskNotFound': { 'zh-CN': '任务不存在', en: 'Task not found' },
  'error.taskFinished': { 'zh-CN': '任务已结束', en: 'The task has already finished' },
  'error.taskNotFailed': { 'zh-CN': '只有失败的任务可以重试', en: 'Only a failed task can be retried' },
  'error.approvalNotWaiting': { 'zh-CN': '该阶段不在等待审核', en: 'The stage is not waiting for approval' },
  'error.replicaUnavailable': {
    'zh-CN': '运行该任务的服务实例暂时没有响应，请稍后重试',
    en: 'The server replica running this task did not answer; try again shortly',
  },
  'error.notApprover': { 'zh-CN': '你不是该阶段的审核人', en: 'You are not a reviewer of this stage' },
  'error.alreadyApproved': { 'zh-CN': '你已审核过该阶段', en: 'You have already reviewed this stage' },
  'error.logNotFound': { 'zh-CN': '日志不存在', en: 'Log not found' },
} satisfies Catalog;
