import { describe, expect, it } from 'vitest';
import { languages, pickLanguage } from './language.js';
import { messages, translate } from './messages.js';

describe('message catalogue', () => {
  it('has a non-empty text in every language for every key', () => {
    for (const [key, texts] of Object.entries(messages)) {
      for (const language of languages) expect(texts[language]?.trim(), `${key} ${language}`).toBeTruthy();
    }
  });

  it('keeps the exact texts of spec §8', () => {
    expect(messages['error.loginExpired'].en).toBe('Login expired, please log in again');
    expect(messages['error.noPermission'].en).toBe('no permission');
    expect(messages['error.noPermissionToOperate'].en).toBe('no permission to operate');
    expect(messages['error.apiRequest'].en).toBe('API request error');
    expect(messages['error.nonSuperAdmin'].en).toBe('non-super-admin / no access');
    expect(messages['validation.password.mismatch'].en).toBe('two passwords do not match');
  });

  it('translates keys and leaves other text alone', () => {
    expect(translate('error.codeUsed', 'en')).toBe('code already used');
    expect(translate('error.codeUsed', 'zh-CN')).toBe('验证码已使用');
    expect(translate('plain text', 'en')).toBe('plain text');
  });

  it('picks the first language it recognises, defaulting to Chinese', () => {
    expect(pickLanguage('en', 'zh-CN')).toBe('en');
    expect(pickLanguage(undefined, 'en-US,en;q=0.9')).toBe('en');
    expect(pickLanguage('zh-cn')).toBe('zh-CN');
    expect(pickLanguage('fr', 'de')).toBe('zh-CN');
    expect(pickLanguage()).toBe('zh-CN');
  });
});
