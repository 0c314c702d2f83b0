/** Texts of Helm repositories and of the template library's Dockerfile and K8s YAML templates. */
export const templateMessages = {
  'validation.helmRepo.nameRequired': { 'zh-CN': '请输入仓库名称', en: 'Please enter the repository name' },
  'validation.helmRepo.nameFormat': {
    'zh-CN': '仓库名称只支持字母、数字、点、下划线和中划线，且以字母或数字开头',
    en: 'A repository name holds letters, digits, dots, underscores and hyphens and starts with a letter or digit',
  },
  'validation.helmRepo.urlRequired': { 'zh-CN': '请输入仓库地址', en: 'Please enter the repository URL' },
  'validation.helmRepo.urlFormat': {
    'zh-CN': '仓库地址须以 http://、https:// 或 acr:// 开头',
    en: 'The repository URL must start with http://, https:// or acr://',
  },
  'error.helmRepoNotFound': { 'zh-CN': 'Helm 仓库不存在', en: 'Helm repository not found' },
  'error.helmRepoExists': {
    'zh-CN': '已存在同名 Helm 仓库',
    en: 'A Helm repository with this name already exists',
  },
  'error.helmRepoIndexFailed': {
    'zh-CN': '无法读取 Helm 仓库的 index.yaml，请检查地址、账号与网络',
    en: "Cannot read the Helm repository's index.yaml: check the URL, the account and the network",
  },
  'error.helmRepoIndexInvalid': {
    'zh-CN': 'Helm 仓库的 index.yaml 格式不正确',
    en: "The Helm repository's index.yaml is not a valid chart index",
  },
  'error.helmRepoIndexUnsupported': {
    'zh-CN': 'acr:// 仓库的 Chart 列表无法通过 HTTP 读取',
    en: 'The charts of an acr:// repository cannot be read over HTTP',
  },

  'validation.template.nameRequired': { 'zh-CN': '请输入模板名称', en: 'Please enter the template name' },
  'validation.template.nameFormat': {
    'zh-CN': '模板名称只支持字母、数字、点、下划线和中划线，且以字母或数字开头',
    en: 'A template name holds letters, digits, dots, underscores and hyphens and starts with a letter or digit',
  },
  'validation.template.contentRequired': {
    'zh-CN': '请输入模板内容',
    en: 'Please enter the template content',
  },
  'validation.template.variableKeyRequired': {
    'zh-CN': '请输入变量名',
    en: 'Please enter the variable name',
  },
  'error.templateNotFound': { 'zh-CN': '模板不存在', en: 'Template not found' },
  'error.templateExists': { 'zh-CN': '已存在同名模板', en: 'A template with this name already exists' },
  'error.templateInUse': {
    'zh-CN': '模板正被使用，不能删除',
    en: 'The template is in use and cannot be deleted',
  },
  'dockerfile.emptyContent': { 'zh-CN': 'Dockerfile 内容为空', en: 'The Dockerfile is empty' },
  'dockerfile.fromFirst': {
    'zh-CN': 'Dockerfile 的第一条指令须为 FROM（之前只能有 ARG）',
    en: 'The first instruction of a Dockerfile must be FROM (only ARG may come before it)',
  },
  'dockerfile.unknownInstruction': {
    'zh-CN': '未知的 Dockerfile 指令',
    en: 'Unknown Dockerfile instruction',
  },
  'dockerfile.missingArguments': { 'zh-CN': '指令缺少参数', en: 'The instruction has no arguments' },
  'template.systemVariable.project': { 'zh-CN': '项目名称', en: 'Project name' },
  'template.systemVariable.service': { 'zh-CN': '服务名称', en: 'Service name' },
  'template.systemVariable.namespace': { 'zh-CN': '环境所在的命名空间', en: "The environment's namespace" },
  'template.systemVariable.envName': { 'zh-CN': '环境名称', en: 'Environment name' },
};
