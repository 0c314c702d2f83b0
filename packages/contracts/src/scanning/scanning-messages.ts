/** Texts of code scanners, scan tasks and the Sonar integration, in both languages. */
export const scanningMessages = {
  'validation.scanning.nameRequired': { 'zh-CN': '请输入扫描名称', en: 'Please enter the scanner name' },
  'validation.scanning.nameFormat': {
    'zh-CN': '名称只支持小写英文字母、数字和中划线',
    en: 'The name supports only lowercase letters, digits and hyphen',
  },
  'validation.scanning.scannerType': {
    'zh-CN': '扫描工具只能是 SonarQube 或其他',
    en: 'The scanner is SonarQube or other',
  },
  'validation.scanning.sonarRequired': {
    'zh-CN': 'SonarQube 扫描须选择 Sonar 地址',
    en: 'A SonarQube scanner needs a Sonar server',
  },
  'validation.scanning.repoUnknown': {
    'zh-CN': '代码库不属于该扫描',
    en: 'This repository is not one of the scanner’s repositories',
  },
  'validation.scanning.branchOrTag': {
    'zh-CN': '请为每个代码库选择分支或标签',
    en: 'Choose a branch or a tag for every repository',
  },
  'validation.scanning.scanningsRequired': {
    'zh-CN': '请至少选择一个代码扫描',
    en: 'Choose at least one code scanner',
  },
  'error.scanning.notFound': { 'zh-CN': '代码扫描不存在', en: 'The code scanner does not exist' },
  'error.scanning.nameExists': {
    'zh-CN': '项目中已存在同名的代码扫描',
    en: 'The project already has a code scanner of this name',
  },
  'error.scanning.taskNotFound': { 'zh-CN': '扫描任务不存在', en: 'The scan task does not exist' },
  'error.scanning.busy': {
    'zh-CN': '扫描任务运行中，请先取消后再删除',
    en: 'A scan of this scanner is running; cancel it before deleting the scanner',
  },
  'error.scanning.taskNotRestartable': {
    'zh-CN': '只有失败、超时或取消的任务可以重新运行',
    en: 'Only a failed, timed-out or cancelled task can be run again',
  },
  'validation.sonar.addressRequired': { 'zh-CN': '请输入 Sonar 地址', en: 'Please enter the Sonar address' },
  'validation.sonar.addressFormat': {
    'zh-CN': 'Sonar 地址须以 http:// 或 https:// 开头',
    en: 'The Sonar address starts with http:// or https://',
  },
  'validation.sonar.tokenRequired': { 'zh-CN': '请输入 Token', en: 'Please enter the token' },
  'error.sonar.notFound': { 'zh-CN': 'Sonar 集成不存在', en: 'The Sonar integration does not exist' },
  'error.sonar.inUse': {
    'zh-CN': '有代码扫描正在使用该 Sonar 集成',
    en: 'A code scanner uses this Sonar integration',
  },
  'error.sonar.unreachable': {
    'zh-CN': '无法连接 Sonar 服务器',
    en: 'The Sonar server cannot be reached',
  },
  'error.sonar.tokenRefused': {
    'zh-CN': 'Sonar 服务器拒绝了该 Token',
    en: 'The Sonar server refused the token',
  },
} as const;
