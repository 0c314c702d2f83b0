import { describe, expect, it } from 'vitest';
import { MASK, SecretMasker, secretForms } from './secret-masker.js';

/** Feeds the chunks one by one and returns everything the masker let out. */
function run(secrets: string[], chunks: Array<string | Buffer>): string {
  const masker = new SecretMasker(secrets);
  return chunks.map((chunk) => masker.push(chunk)).join('') + masker.flush();
}

describe('secret forms', () => {
  it('covers the plain, base64 (standard, URL-safe, with and without padding) and URL-encoded forms', () => {
    expect(secretForms('p?>>').sort()).toEqual(
      ['p?>>', 'cD8+Pg==', 'cD8+Pg', 'cD8-Pg==', 'cD8-Pg', 'p%3F%3E%3E'].sort(),
    );
    // forms that coincide are listed once
    expect(secretForms('abc').sort()).toEqual(['abc', 'YWJj'].sort());
  });
});

describe('SecretMasker', () => {
  const secret = 's3cr3t-Pa55';
  const line = `before ${secret} after\n`;
  const masked = `before ${MASK} after\n`;

  it('masks a secret split at every position across two chunks', () => {
    for (let i = 0; i <= line.length; i++) {
      expect(run([secret], [line.slice(0, i), line.slice(i)]), `split at ${i}`).toBe(masked);
    }
  });

  it('masks a secret split across three chunks', () => {
    for (let i = 0; i <= line.length; i++) {
      for (let j = i; j <= line.length; j++) {
        expect(run([secret], [line.slice(0, i), line.slice(i, j), line.slice(j)]), `${i}/${j}`).toBe(masked);
      }
    }
  });

  it('masks every base64 and URL-encoded form, also when split', () => {
    for (const form of secretForms('p?>>')) {
      const text = `token=${form};`;
      for (let i = 0; i <= text.length; i++) {
        expect(run(['p?>>'], [text.slice(0, i), text.slice(i)]), `${form} at ${i}`).toBe(`token=${MASK};`);
      }
    }
    expect(run(['a>?~'], ['curl -u x:a%3E%3F~@host YT4_fg YT4/fg=='])).toBe(
      `curl -u x:${MASK}@host ${MASK} ${MASK}`,
    );
  });

  it('masks several secrets, and overlapping ones entirely', () => {
    expect(run(['alpha', 'beta'], ['alpha and beta and alphabeta'])).toBe(`${MASK} and ${MASK} and ${MASK}`);
    expect(run(['abcd', 'cdef'], ['xxabcdefyy'])).toBe(`xx${MASK}yy`);
    // a secret repeated onto itself, split anywhere, never lets a piece of it out
    const text = 'x abcabcab y';
    for (let i = 0; i <= text.length; i++) {
      expect(run(['abcab'], [text.slice(0, i), text.slice(i)]), `split at ${i}`).toBe(`x ${MASK} y`);
    }
  });

  it('gives the same output however the input is chunked', () => {
    const secrets = ['abab', 'bba', 'x/y+z', 'longer-secret-value'];
    const pieces = ['ab', 'ba', 'b', 'x/y+z', 'longer-', 'secret-value', 'eHkreg', 'x%2Fy%2Bz', ' ', 'q\n'];
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let round = 0; round < 300; round++) {
      const text = Array.from({ length: 30 }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      const chunks: string[] = [];
      for (let at = 0; at < text.length; ) {
        const size = 1 + Math.floor(random() * 7);
        chunks.push(text.slice(at, at + size));
        at += size;
      }
      const out = run(secrets, chunks);
      expect(out).toBe(run(secrets, [text]));
      for (const secret of secrets) expect(out).not.toContain(secret);
    }
  });

  it('holds back only what could start a secret', () => {
    const masker = new SecretMasker(['secret']);
    expect(masker.push('plain line\n')).toBe('plain line\n');
    expect(masker.push('a line ending in se')).toBe('a line ending in ');
    expect(masker.push('ssion\n')).toBe('session\n');
    expect(masker.push('x')).toBe('x');
    expect(masker.flush()).toBe('');
    const noSecrets = new SecretMasker(['', '']);
    expect(noSecrets.push('anything')).toBe('anything');
  });

  it('keeps multi-byte characters whole when Buffers split them', () => {
    const secret = '密码123';
    const bytes = Buffer.from(`前 ${secret} 后 😀\n`, 'utf8');
    for (let i = 0; i <= bytes.length; i++) {
      expect(run([secret], [bytes.subarray(0, i), bytes.subarray(i)]), `split at byte ${i}`).toBe(
        `前 ${MASK} 后 😀\n`,
      );
    }
    for (let i = 0; i <= bytes.length; i++) {
      expect(run([], [bytes.subarray(0, i), bytes.subarray(i)])).toBe(`前 ${secret} 后 😀\n`);
    }
  });
});
