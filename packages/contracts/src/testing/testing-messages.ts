/** Texts of tests, test runs and test reports, in both languages. */
export const testingMessages = {
  'validation.test.nameRequired': { 'zh-CN': '测试名称不能为空', en: 'Test name cannot be empty' },
  'validation.test.nameFormat': {
    'zh-CN': '测试名称只支持字母、数字、中划线和下划线',
    en: 'Test name supports only letters, digits, hyphen and underscore',
  },
  'validation.test.pathInside': {
    'zh-CN': '路径须为工作目录内的相对路径',
    en: 'The path must be a relative path inside the workspace',
  },
  'validation.test.typeUnknown': {
    'zh-CN': '测试类型只支持功能测试和性能测试',
    en: 'The test type is function or performance',
  },
  'error.test.notFound': { 'zh-CN': '测试不存在', en: 'The test does not exist' },
  'error.test.exists': { 'zh-CN': '同名测试已存在', en: 'A test with this name already exists' },
  'error.test.taskNotFound': { 'zh-CN': '测试任务不存在', en: 'The test task does not exist' },
  'error.test.reportNotFound': { 'zh-CN': '测试报告不存在', en: 'The test report does not exist' },
  'error.test.fileNotFound': { 'zh-CN': '文件不存在', en: 'The file does not exist' },
  'error.test.logsFailed': { 'zh-CN': '获取测试日志失败', en: 'failed to fetch test logs' },
} as const;
