import { describe, expect, it } from 'vitest';
import en from './en.json';
import zhCN from './zh-CN.json';

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('locale files', () => {
  it('have exactly the same keys', () => {
    const enKeys = Object.keys(en);
    const zhKeys = Object.keys(zhCN);
    expect(
      enKeys.filter((key) => !zhKeys.includes(key)),
      'missing in zh-CN.json',
    ).toEqual([]);
    expect(
      zhKeys.filter((key) => !enKeys.includes(key)),
      'missing in en.json',
    ).toEqual([]);
  });

  it('have a text for every key and the same placeholders in both languages', () => {
    for (const [key, text] of Object.entries(en)) {
      const other = (zhCN as Record<string, string>)[key] ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(other.trim(), key).not.toBe('');
      expect(variables(other), key).toEqual(variables(text));
    }
  });
});
