/**
 * Texts shared by server responses and web forms, in both languages.
 * Schemas carry the keys as their messages; each side translates them.
 */
export const languages = ['zh-CN', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'zh-CN';

type Catalog = Record<string, Record<Language, string>>;

export const messages = {
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
} satisfies Catalog;

export type MessageKey = keyof typeof messages;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages, value);
}

/** Translates a key, or returns the text as it is when it is not a key. */
export function translate(keyOrText: string, language: Language): string {
  return isMessageKey(keyOrText) ? messages[keyOrText][language] : keyOrText;
}

/** Picks zh-CN or en from a cookie value or an Accept-Language header. */
export function pickLanguage(...candidates: Array<string | undefined | null>): Language {
  for (const candidate of candidates) {
    if (!candidate) continue;
    const lower = candidate.toLowerCase();
    if (lower.startsWith('en')) return 'en';
    if (lower.startsWith('zh')) return 'zh-CN';
  }
  return defaultLanguage;
}
