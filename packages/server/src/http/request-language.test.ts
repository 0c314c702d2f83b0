import { describe, expect, it } from 'vitest';
import { readCookie } from './request-language.js';

describe('readCookie', () => {
  it('reads and decodes a cookie by name', () => {
    expect(readCookie('theme=dark; language=zh%2DCN', 'language')).toBe('zh-CN');
    expect(readCookie('theme=dark', 'language')).toBeUndefined();
  });

  it('treats a value that does not decode as absent', () => {
    expect(readCookie('language=%E0%A4%A', 'language')).toBeUndefined();
  });
});
