/** Texts of the product workflow editor, run dialog and calls (spec §2, §5). */
export const productWorkflowMessages = {
  'validation.productWorkflow.projectRequired': { 'zh-CN': '请选择项目', en: 'please choose the project' },
  'validation.productWorkflow.targetRequired': {
    'zh-CN': '请选择服务组件',
    en: 'please choose the service module',
  },
  'validation.productWorkflow.testRequired': { 'zh-CN': '请选择测试', en: 'please choose the test' },
  'validation.productWorkflow.envRequired': {
    'zh-CN': '部署需要选择环境',
    en: 'please choose the environment to deploy to',
  },
  'validation.productWorkflow.stagesExclusive': {
    'zh-CN': '构建部署和交付物部署不能同时启用',
    en: 'build-deploy and artifact deploy cannot both be enabled',
  },
  'validation.productWorkflow.stageRequired': {
    'zh-CN': '至少需要启用一个阶段',
    en: 'enable at least one stage',
  },
  'validation.productWorkflow.distributeNeedsBuild': {
    'zh-CN': '分发阶段需要启用构建部署阶段',
    en: 'the distribute stage needs the build-deploy stage',
  },
  'validation.productWorkflow.distributeEmpty': {
    'zh-CN': '请至少为一个服务组件选择镜像分发或对象存储分发',
    en: 'choose image or object storage distribution for at least one service module',
  },
  'validation.productWorkflow.distributeRegistryRequired': {
    'zh-CN': '镜像分发需要选择目标镜像仓库',
    en: 'image distribution needs a target registry',
  },
  'validation.productWorkflow.distributeStorageRequired': {
    'zh-CN': '对象存储分发需要选择对象存储',
    en: 'object storage distribution needs an object storage',
  },
  'validation.productWorkflow.extensionUrl': {
    'zh-CN': '请填写以 http:// 或 https:// 开头的扩展地址',
    en: 'the extension address must start with http:// or https://',
  },
  'validation.productWorkflow.callbackBody': {
    'zh-CN': '回调需要 task_name、project_name、task_id 和 status',
    en: 'a callback needs task_name, project_name, task_id and status',
  },
  'error.productWorkflow.callbackNotAwaited': {
    'zh-CN': '没有任务在等待该回调',
    en: 'no task is waiting for this callback',
  },
  'validation.productWorkflow.triggerName': {
    'zh-CN': '触发器名称只支持字母、数字、下划线、中划线和点，且以字母或数字开头和结尾',
    en: 'trigger names hold letters, digits, underscore, hyphen and dot, starting and ending with a letter or digit',
  },
  'validation.productWorkflow.triggerNameDuplicate': {
    'zh-CN': '触发器名称重复',
    en: 'duplicate trigger name',
  },
  'validation.productWorkflow.favoriteType': {
    'zh-CN': '只有产品工作流可以收藏',
    en: 'only product workflows can be favourites',
  },
  'validation.productWorkflow.queryType': { 'zh-CN': '不支持的筛选类型', en: 'unknown filter type' },
  'validation.productWorkflow.targetsRequired': {
    'zh-CN': '请至少选择一个服务组件',
    en: 'please choose at least one service module',
  },
  'validation.productWorkflow.namespaceRequired': {
    'zh-CN': '请选择环境',
    en: 'please choose the environment',
  },
  'error.productWorkflow.notFound': { 'zh-CN': '工作流不存在', en: 'workflow not found' },
  'error.productWorkflow.taskNotFound': { 'zh-CN': '任务不存在', en: 'task not found' },
  'error.productWorkflow.notRestartable': {
    'zh-CN': '只有失败、取消或超时的任务可以重新执行',
    en: 'only failed, cancelled or timed-out tasks can be restarted',
  },
  'error.productWorkflow.envNotFound': { 'zh-CN': '环境不存在', en: 'environment not found' },
  'error.productWorkflow.serviceNotInEnv': {
    'zh-CN': '环境中没有该服务',
    en: 'the service is not in the environment',
  },
} as const;
