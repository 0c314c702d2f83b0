import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = __dirname;
const read = (language: string, file: string) =>
  JSON.parse(readFileSync(path.join(dir, language, file), 'utf8')) as Record<string, string>;
const files = readdirSync(path.join(dir, 'en')).filter((f) => f.endsWith('.json'));
const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('locale files', () => {
  it('are the same files in both languages', () => {
    expect(
      readdirSync(path.join(dir, 'zh-CN'))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual([...files].sort());
  });

  it.each(files)('%s has exactly the same keys in both languages', (file) => {
    const enKeys = Object.keys(read('en', file));
    const zhKeys = Object.keys(read('zh-CN', file));
    expect(
      enKeys.filter((key) => !zhKeys.includes(key)),
      'missing in zh-CN',
    ).toEqual([]);
    expect(
      zhKeys.filter((key) => !enKeys.includes(key)),
      'missing in en',
    ).toEqual([]);
  });

  it.each(files)('%s has a text for every key and the same placeholders in both languages', (file) => {
    const zhCN = read('zh-CN', file);
    for (const [key, text] of Object.entries(read('en', file))) {
      const other = zhCN[key] ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(other.trim(), key).not.toBe('');
      expect(variables(other), key).toEqual(variables(text));
    }
  });

  it('never defines one key in two files', () => {
    const seen = new Map<string, string>();
    for (const file of files) {
      for (const key of Object.keys(read('en', file))) {
        expect(seen.get(key), `${key} in ${file}`).toBeUndefined();
        seen.set(key, file);
      }
    }
  });
});
