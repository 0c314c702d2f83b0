/** Texts of Helm chart services, chart templates, values and the helm command. */
export const helmMessages = {
  'validation.helmService.nameRequired': { 'zh-CN': '请输入服务名称', en: 'Please enter the service name' },
  'validation.helmService.nameFormat': {
    'zh-CN': '服务名称只支持小写字母、数字和中划线，且以字母或数字开头',
    en: 'A service name holds lowercase letters, digits and hyphens and starts with a letter or digit',
  },
  'validation.helmService.sourceUnknown': {
    'zh-CN': '不支持的服务来源',
    en: 'Unknown service source',
  },
  'validation.helmService.templateRequired': {
    'zh-CN': '请选择 Chart 模板',
    en: 'Please choose a chart template',
  },
  'validation.helmService.chartRequired': {
    'zh-CN': '请选择 Chart 仓库、Chart 与版本',
    en: 'Please choose the chart repository, the chart and its version',
  },
  'validation.helmService.pathsRequired': {
    'zh-CN': '请选择 Chart 所在目录',
    en: 'Please choose the folders holding the charts',
  },
  'validation.helmService.releaseNaming': {
    'zh-CN': 'Release 名称只支持小写字母、数字、中划线与 $Namespace$、$Service$、$EnvName$、$Product$',
    en: 'A release name holds lowercase letters, digits, hyphens and $Namespace$, $Service$, $EnvName$, $Product$',
  },
  'validation.helmService.filesRequired': {
    'zh-CN': '请选择要保存的文件',
    en: 'Please choose the files to save',
  },
  'error.helmServiceExists': { 'zh-CN': '已存在同名服务', en: 'A service with this name already exists' },
  'error.helmServiceNotFound': { 'zh-CN': 'Helm 服务不存在', en: 'Helm service not found' },
  'error.helmFileNotFound': { 'zh-CN': 'Chart 中没有该文件', en: 'The chart has no such file' },
  'error.helmFilePathInvalid': {
    'zh-CN': 'Chart 文件路径不合法（不能是绝对路径或包含 ..）',
    en: 'Invalid chart file path (absolute paths and .. are not allowed)',
  },
  'error.helmValuesInvalid': {
    'zh-CN': 'values 不是合法的 YAML 映射',
    en: 'The values are not a valid YAML map',
  },
  'error.helmSetInvalid': {
    'zh-CN': '覆盖值的键不合法（形如 a.b[0].c）',
    en: 'Invalid override key (expected a.b[0].c)',
  },
  'error.helmChartInvalid': {
    'zh-CN': 'Chart 不完整：缺少 Chart.yaml',
    en: 'Incomplete chart: Chart.yaml is missing',
  },
  'error.helmArchiveInvalid': {
    'zh-CN': 'Chart 压缩包无法解开或包含不安全的路径',
    en: 'The chart archive cannot be unpacked or holds unsafe paths',
  },
  'error.helmArchiveTooLarge': { 'zh-CN': 'Chart 压缩包过大', en: 'The chart archive is too large' },
  'error.helmChartVersionNotFound': {
    'zh-CN': 'Chart 仓库中没有该 Chart 版本',
    en: 'The chart repository has no such chart version',
  },
  'error.helmChartDownloadFailed': {
    'zh-CN': '无法下载 Chart，请检查仓库地址、账号与网络',
    en: 'Cannot download the chart: check the repository URL, the account and the network',
  },
  'error.helmSourceUnavailable': {
    'zh-CN': '暂不支持从代码库导入 Chart',
    en: 'Importing charts from code repositories is not available',
  },
  'error.helmMissing': {
    'zh-CN': '服务器上未安装 helm 命令',
    en: 'The helm command is not installed on the server',
  },
  'error.helmFailed': { 'zh-CN': 'helm 命令执行失败', en: 'The helm command failed' },
  'error.chartTemplateNotFound': { 'zh-CN': 'Chart 模板不存在', en: 'Chart template not found' },
  'error.chartTemplateExists': {
    'zh-CN': '已存在同名 Chart 模板',
    en: 'A chart template with this name already exists',
  },
  'error.chartTemplateInUse': {
    'zh-CN': 'Chart 模板正被服务使用，不能删除',
    en: 'The chart template is used by services and cannot be deleted',
  },
  'error.harborRepoMissing': {
    'zh-CN': '未配置 Harbor 类型的 Helm 仓库（地址形如 https://harbor.example.com/chartrepo/项目）',
    en: 'No Helm repository is a Harbor chart repository (an address like https://harbor.example.com/chartrepo/project)',
  },
  'error.harborRequestFailed': {
    'zh-CN': '无法从 Harbor 读取 Chart，请检查地址、账号与网络',
    en: 'Cannot read charts from Harbor: check the address, the account and the network',
  },
} as const;
