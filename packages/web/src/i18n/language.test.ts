import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, currentLanguage, i18n } from './index';
import { detectLanguage, languageCookie } from './language';

describe('language detection', () => {
  it('prefers the language cookie', () => {
    expect(detectLanguage('a=1; language=en', 'zh-CN')).toBe('en');
    expect(detectLanguage('language=zh-cn', 'en-US')).toBe('zh-CN');
  });

  it('falls back to the browser language', () => {
    expect(detectLanguage('', 'en-GB')).toBe('en');
    expect(detectLanguage('language=fr', 'en')).toBe('en');
    expect(detectLanguage('', 'zh-TW')).toBe('zh-CN');
  });

  it('defaults to Chinese', () => {
    expect(detectLanguage('', undefined)).toBe('zh-CN');
    expect(detectLanguage('', 'fr-FR')).toBe('zh-CN');
  });

  it('stores the choice in a cookie for a year on the whole site', () => {
    expect(languageCookie('zh-CN')).toBe('language=zh-cn; path=/; max-age=31536000; SameSite=Lax');
    expect(languageCookie('en')).toContain('language=en;');
  });
});

describe('changeLanguage', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it('switches the texts, the shared catalog and the cookie', async () => {
    await changeLanguage('zh-CN');
    expect(currentLanguage()).toBe('zh-CN');
    expect(document.cookie).toContain('language=zh-cn');
    expect(i18n.t('lang.switched')).toBe('语言已切换');
    expect(i18n.t('validation.password.mismatch', { ns: 'contracts' })).toBe('两次输入的密码不一致');
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});
