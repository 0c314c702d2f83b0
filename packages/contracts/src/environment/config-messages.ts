/** Texts of environment config objects, taken-over environments and Helm values, in both languages. */
export const environmentConfigMessages = {
  'validation.envConfig.kind': {
    'zh-CN': '配置类型只能是 Ingress、ConfigMap、Secret 或 PVC',
    en: 'The config type is Ingress, ConfigMap, Secret or PVC',
  },
  'validation.envConfig.yamlRequired': { 'zh-CN': '请输入 YAML 内容', en: 'Please enter the YAML' },
  'validation.envConfig.yamlInvalid': {
    'zh-CN': 'YAML 格式错误，须为一个 Kubernetes 对象且带 metadata.name',
    en: 'The YAML must be one Kubernetes object of that kind with metadata.name',
  },
  'validation.envConfig.nameMismatch': {
    'zh-CN': 'YAML 中的名称与要修改的对象名称不一致',
    en: 'The name in the YAML differs from the name of the object being changed',
  },
  'validation.envConfig.nameFormat': {
    'zh-CN': '对象名称只支持小写字母、数字、中划线和点，最多 253 位',
    en: 'An object name holds lowercase letters, digits, hyphens and dots (253 at most)',
  },
  'validation.envConfig.secretData': {
    'zh-CN': 'Secret 的 data 须为 base64 编码的值',
    en: 'The data of a Secret holds base64-encoded values',
  },
  'error.envConfig.exists': {
    'zh-CN': '该名称的配置已存在',
    en: 'A config object of this name already exists',
  },
  'error.envConfig.notFound': { 'zh-CN': '配置对象不存在', en: 'The config object does not exist' },
  'error.envConfig.versionNotFound': {
    'zh-CN': '该配置对象没有这个历史版本',
    en: 'The config object has no such version',
  },
  'error.envConfig.environmentNotFound': { 'zh-CN': '环境不存在', en: 'The environment does not exist' },
  'error.envConfig.notClusterEnvironment': {
    'zh-CN': '主机环境没有 Kubernetes 配置对象',
    en: 'A host environment has no Kubernetes config objects',
  },
  'error.envConfig.clusterUnavailable': {
    'zh-CN': '无法连接环境所在的集群',
    en: 'The cluster of the environment cannot be reached',
  },
  'validation.hostedEnv.workloadsRequired': {
    'zh-CN': '请至少选择一个工作负载',
    en: 'Choose at least one workload',
  },
  'validation.hostedEnv.workloadKind': {
    'zh-CN': '工作负载类型只能是 Deployment 或 StatefulSet',
    en: 'A workload is a Deployment or a StatefulSet',
  },
  'error.hostedEnv.workloadMissing': {
    'zh-CN': '命名空间中没有该工作负载',
    en: 'The namespace has no such workload',
  },
  'error.hostedEnv.workloadTaken': {
    'zh-CN': '工作负载已被其他环境托管',
    en: 'The workload is already taken over by another environment',
  },
  'error.hostedEnv.notHosted': {
    'zh-CN': '该环境不是托管环境',
    en: 'The environment is not a taken-over environment',
  },
  'validation.helmEnv.valuesYaml': {
    'zh-CN': 'values 须为 YAML 对象',
    en: 'The values must be a YAML mapping',
  },
  'validation.helmEnv.overrideKey': {
    'zh-CN': '覆盖的键不能为空，只能由字母、数字、-、_、. 和 [序号] 组成',
    en: 'An override key is not empty and holds letters, digits, -, _, . and [index]',
  },
  'validation.helmEnv.format': { 'zh-CN': 'format 只能是 flatMap 或 yaml', en: 'format is flatMap or yaml' },
  'validation.helmEnv.serviceNotInProject': {
    'zh-CN': '项目中没有该 Helm 服务',
    en: 'The project has no such Helm service',
  },
  'error.helmEnv.notHelm': {
    'zh-CN': '该环境不是 Helm 环境',
    en: 'The environment is not a Helm environment',
  },
  'error.helmEnv.serviceNotInEnvironment': {
    'zh-CN': '环境中没有该服务',
    en: 'The environment has no such service',
  },
  'error.cluster.debugUnsupported': {
    'zh-CN': '该集群不支持调试容器（临时容器）',
    en: 'Debug (ephemeral) containers are not supported on this cluster',
  },
  'validation.envConfig.repoFile': {
    'zh-CN': '请填写代码源、仓库、分支和文件路径',
    en: 'Please fill in the code host, repository, branch and file path',
  },
  'error.envConfig.repoFilesUnavailable': {
    'zh-CN': '暂不能从代码库读取 values 文件',
    en: 'Values files cannot be read from repositories here',
  },
} as const;
