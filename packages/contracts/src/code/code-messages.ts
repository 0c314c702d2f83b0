/** Texts of code-host authorisation, repository browsing and git webhooks, in both languages. */
export const codeMessages = {
  'error.regexInvalid': {
    'zh-CN': '正则表达式不合法',
    en: 'The regular expression is not valid',
  },
  'error.codehubUnsupported': {
    'zh-CN': '不支持 CodeHub 代码源',
    en: 'CodeHub code hosts are not supported',
  },
  'error.codehostNoOauth': {
    'zh-CN': '该类型的代码源不使用 OAuth 授权',
    en: 'This kind of code host is not authorised through OAuth',
  },
  'error.oauthStateInvalid': {
    'zh-CN': '授权请求已失效，请重新发起授权',
    en: 'The authorisation request has expired: start the authorisation again',
  },
  'error.oauthRedirectInvalid': {
    'zh-CN': '授权完成后只能跳转回本站页面',
    en: 'After authorisation only a page of this site can be returned to',
  },
  'error.oauthTokenRefused': {
    'zh-CN': '代码源拒绝了授权码，请检查 Application ID 和 Secret',
    en: 'The code host refused the authorisation code: check the application ID and secret',
  },
  'error.repoPathInvalid': {
    'zh-CN': '路径不合法',
    en: 'The path is not valid',
  },
  'error.repoLinkInvalid': {
    'zh-CN': '仓库地址不合法，应为 https://github.com/<owner>/<repo>',
    en: 'The repository address is not valid: use https://github.com/<owner>/<repo>',
  },
  'error.repoFileNotFound': {
    'zh-CN': '文件不存在',
    en: 'The file does not exist',
  },
  'error.workflowHookNotFound': {
    'zh-CN': '触发器不存在',
    en: 'The trigger does not exist',
  },
  'error.workflowHookExists': {
    'zh-CN': '触发器名称已存在',
    en: 'A trigger of this name already exists',
  },
  'error.webhookRefused': {
    'zh-CN': 'Webhook 签名或令牌校验失败',
    en: 'The webhook signature or token does not match',
  },
  'validation.workflowHook.name': {
    'zh-CN': '名称只支持字母、数字、下划线、中划线和点，且以字母或数字开头和结尾',
    en: 'The name may hold letters, digits, underscore, hyphen and dot, and starts and ends with a letter or digit',
  },
  'validation.workflowHook.events': {
    'zh-CN': '请选择触发事件',
    en: 'Choose at least one event',
  },
  'validation.workflowHook.repo': {
    'zh-CN': '请选择代码库',
    en: 'Choose the repository',
  },
  'error.genericHookNotFound': {
    'zh-CN': '通用 Webhook 不存在',
    en: 'The generic webhook does not exist',
  },
  'error.genericHookExists': {
    'zh-CN': '通用 Webhook 名称已存在',
    en: 'A generic webhook of this name already exists',
  },
  'error.genericHookToken': {
    'zh-CN': 'Webhook 令牌不正确',
    en: 'The webhook token is not correct',
  },
  'error.genericHookDisabled': {
    'zh-CN': '该 Webhook 已停用',
    en: 'This webhook is disabled',
  },
  'error.genericHookValueTooLong': {
    'zh-CN': '参数值过长',
    en: 'A param value is too long',
  },
  'validation.genericHook.param': {
    'zh-CN': '请填写参数名',
    en: 'Enter the param name',
  },
  'validation.genericHook.source': {
    'zh-CN': '来源只能是 body、query 或 header',
    en: 'The source is body, query or header',
  },
  'validation.genericHook.path': {
    'zh-CN': '请填写取值路径',
    en: 'Enter where the value is read from',
  },
} as const;
