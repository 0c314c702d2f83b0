/** Texts of environments (spec §5, §8), in both languages. `{error}` is filled in by the server. */
export const environmentMessages = {
  'validation.environment.nameRequired': {
    'zh-CN': '请输入环境名称',
    en: 'Please enter the environment name',
  },
  'validation.environment.nameFormat': {
    'zh-CN': '环境名称只支持小写字母、数字和中划线',
    en: 'Environment names support only lowercase letters, digits and hyphen',
  },
  'validation.environment.namespaceFormat': {
    'zh-CN': '命名空间只支持小写字母、数字和中划线，最多 63 位',
    en: 'A namespace holds lowercase letters, digits and hyphens (63 at most)',
  },
  'validation.environment.servicesRequired': {
    'zh-CN': '请至少选择一个服务',
    en: 'Choose at least one service',
  },
  'validation.environment.projectMismatch': {
    'zh-CN': '请求中的项目与环境所属项目不一致',
    en: 'The project of the body differs from the projectName of the request',
  },
  'validation.environment.replicas': {
    'zh-CN': '副本数须为 0 ~ 100 的整数',
    en: 'Replicas must be a whole number from 0 to 100',
  },
  'validation.environment.workloadKind': {
    'zh-CN': '工作负载类型只能是 Deployment 或 StatefulSet',
    en: 'The workload kind is Deployment or StatefulSet',
  },
  'validation.environment.imageRequired': { 'zh-CN': '请选择镜像', en: 'Please choose the image' },
  'validation.environment.twoRevisions': {
    'zh-CN': '对比版本需要且只能选择两个',
    en: 'Comparing versions requires exactly two',
  },
  'validation.environment.hostProject': {
    'zh-CN': '主机项目的环境不支持该操作',
    en: 'Environments of host projects do not support this',
  },
  'validation.environment.helmProject': {
    'zh-CN': 'Helm 项目请使用 Helm 环境的接口',
    en: 'Helm projects create and update environments through the Helm calls',
  },
  'validation.environment.shareBaseNotShared': {
    'zh-CN': '基准环境未开启环境共享',
    en: 'The base environment does not share its services',
  },
  'validation.environment.shareOtherCluster': {
    'zh-CN': '子环境必须与基准环境在同一集群',
    en: 'A sub-environment must run in the cluster of its base',
  },
  'error.environmentNotFound': { 'zh-CN': '环境不存在', en: 'Environment not found' },
  'error.environmentExists': {
    'zh-CN': '环境名称已存在',
    en: 'An environment with this name already exists',
  },
  'error.environmentServiceNotFound': {
    'zh-CN': '环境中没有该服务',
    en: 'The environment does not run this service',
  },
  'error.environmentServiceUnknown': {
    'zh-CN': '服务不存在于项目中',
    en: 'The service is not a service of the project',
  },
  'error.environmentWorkloadNotFound': {
    'zh-CN': '服务中没有该工作负载或容器',
    en: 'The service has no such workload or container',
  },
  'error.environmentRevisionNotFound': { 'zh-CN': '环境版本不存在', en: 'Environment version not found' },
  'error.environmentBusy': {
    'zh-CN': '环境正在创建或更新，请稍后再试',
    en: 'The environment is being created or updated, try again later',
  },
  'error.environmentClusterUnavailable': {
    'zh-CN': '集群不可用',
    en: 'The cluster cannot be used now',
  },
  'error.environmentClusterCall': {
    'zh-CN': '集群未能完成该操作',
    en: 'The cluster could not do this',
  },
  'error.environmentServicesModified': {
    'zh-CN': '服务在上次更新后已被修改',
    en: 'Services were modified since the last update',
  },
  'error.environmentCreateFailed': {
    'zh-CN': '环境创建失败：{error}',
    en: 'environment creation failed with {error}',
  },
  'error.environmentUnstable': {
    'zh-CN': '环境已创建，但状态不稳定',
    en: 'environment created but unstable',
  },
  'error.environmentUpdateFailed': {
    'zh-CN': '环境更新失败：{error}',
    en: 'environment update failed with {error}',
  },
} as const;
