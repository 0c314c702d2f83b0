/** Texts of project services (K8s YAML and host services): their rules, errors and YAML checks. */
export const serviceMessages = {
  'validation.service.nameRequired': { 'zh-CN': '请输入服务名称', en: 'Please enter the service name' },
  'validation.service.nameFormat': {
    'zh-CN': '服务名称只支持小写字母、数字和中划线',
    en: 'A service name holds only lowercase letters, digits and hyphens',
  },
  'validation.service.yamlRequired': { 'zh-CN': '请输入服务的 YAML', en: 'Please enter the service YAML' },
  'validation.service.typeK8s': {
    'zh-CN': '此处只能保存 K8s YAML 服务（type 为 k8s）',
    en: 'Only K8s YAML services (type k8s) are saved here',
  },
  'validation.service.typePm': {
    'zh-CN': '此处只能保存主机服务（type 为 pm）',
    en: 'Only host services (type pm) are saved here',
  },
  'validation.service.typeUnknown': {
    'zh-CN': '服务类型只能是 k8s、helm 或 pm',
    en: 'The service type is k8s, helm or pm',
  },
  'validation.service.visibility': {
    'zh-CN': '可见范围只能是 public 或 private',
    en: 'Visibility is public or private',
  },
  'validation.service.healthCheckProtocol': {
    'zh-CN': '健康检查协议只能是 http、https 或 tcp',
    en: 'The health check protocol is http, https or tcp',
  },
  'validation.service.healthCheckPort': { 'zh-CN': '端口范围 1 ~ 65535', en: 'Port range 1 ~ 65535' },
  'validation.service.healthCheckNumber': {
    'zh-CN': '健康检查的超时、间隔与阈值须为 1 ~ 3600 的整数',
    en: 'Health check timeout, interval and thresholds are whole numbers from 1 to 3600',
  },
  'validation.service.buildNameRequired': { 'zh-CN': '请选择构建', en: 'Please choose a build' },
  'validation.service.templateRequired': { 'zh-CN': '请选择模板', en: 'Please choose a template' },
  'validation.service.yamlParse': { 'zh-CN': 'YAML 格式错误', en: 'The YAML cannot be parsed' },
  'validation.service.yamlNotObject': {
    'zh-CN': 'YAML 文档须为 K8s 资源对象',
    en: 'A YAML document must be a Kubernetes object',
  },
  'validation.service.yamlKindMissing': {
    'zh-CN': 'K8s 资源缺少 apiVersion 或 kind',
    en: 'A Kubernetes object lacks apiVersion or kind',
  },
  'validation.service.yamlEmpty': {
    'zh-CN': 'YAML 中没有 K8s 资源',
    en: 'The YAML holds no Kubernetes object',
  },
  'validation.service.variableYaml': {
    'zh-CN': '变量须为 YAML 键值对象',
    en: 'Variables must be a YAML mapping of keys to values',
  },
  'error.serviceExists': { 'zh-CN': '服务名称与现有服务重复', en: 'service name duplicates existing' },
  'error.serviceNotFound': { 'zh-CN': '服务不存在', en: 'Service not found' },
  'error.serviceProjectMismatch': {
    'zh-CN': '请求中的项目与服务所属项目不一致',
    en: 'The project in the body is not the project of the request',
  },
  'error.serviceFolderMismatch': {
    'zh-CN': '服务名称与所选文件夹不匹配',
    en: 'service name does not match selected folder',
  },
  'error.serviceRepoNoYaml': {
    'zh-CN': '所选路径下没有 YAML 文件',
    en: 'There are no YAML files at the selected path',
  },
  'error.serviceNotFromRepo': {
    'zh-CN': '该服务不是从代码库导入的',
    en: 'The service was not loaded from a code repository',
  },
  'error.serviceNotFromTemplate': {
    'zh-CN': '该服务不是从模板创建的',
    en: 'The service was not created from a template',
  },
  'error.serviceEnvNotFound': { 'zh-CN': '环境不存在', en: 'Environment not found' },
  'error.serviceNamespaceMissing': {
    'zh-CN': '所选资源在命名空间中不存在',
    en: 'The picked resources are not in the namespace',
  },
  'error.serviceNamespaceNothingPicked': {
    'zh-CN': '请为服务选择命名空间中的资源',
    en: 'Pick resources of the namespace for the service',
  },
  'error.serviceKindInProject': {
    'zh-CN': '该项目不支持此类服务',
    en: 'This kind of service does not belong to this project',
  },
} as const;
