import { describe, expect, it } from 'vitest';
import { MASK, MIN_INNER_BASE64, SecretMasker, secretForms } from './secret-masker.js';

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

/** Every split of `text` into two chunks gives `expected`. */
function expectEverySplit(secrets: string[], text: string, expected: string) {
  for (let i = 0; i <= text.length; i++) {
    expect(run(secrets, [text.slice(0, i), text.slice(i)]), `split at ${i}`).toBe(expected);
  }
}

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** A base64 blob of `before + secret + after` with the characters that depend on the secret alone masked. */
function maskedBlob(before: string, secret: string, after: string, encode = base64) {
  const blob = encode(`${before}${secret}${after}`);
  const bitsBefore = Buffer.byteLength(before) * 8;
  const start = Math.ceil(bitsBefore / 6);
  const end = Math.floor((bitsBefore + Buffer.byteLength(secret) * 8) / 6);
  return { blob, masked: `${blob.slice(0, start)}${MASK}${blob.slice(end)}` };
}

describe('a secret inside a longer base64 blob', () => {
  it('is masked at every offset mod 3, with any neighbours', () => {
    const secret = 'hunter2-Pa55';
    for (const before of ['', 'u', 'us', 'user:', 'user:x', '密']) {
      for (const after of ['', '!', '@h', '\n']) {
        const { blob, masked } = maskedBlob(before, secret, after);
        expect(run([secret], [`auth ${blob} end`]), `${before}|${after}`).toBe(`auth ${masked} end`);
      }
    }
  });

  it("is masked in `printf 'user:secret' | base64`, split anywhere", () => {
    const { blob, masked } = maskedBlob('user:', 'secret', '');
    expect(blob).toBe('dXNlcjpzZWNyZXQ=');
    expect(masked).toBe(`dXNlcjp${MASK}Q=`);
    expectEverySplit(['secret'], `Basic ${blob}\n`, `Basic ${masked}\n`);
  });

  it('also in URL-safe base64', () => {
    const urlSafe = (text: string) => base64(text).replaceAll('+', '-').replaceAll('/', '_');
    const { blob, masked } = maskedBlob('x', 'a>?~b>?~c', '', urlSafe);
    expect(blob).toMatch(/[-_]/);
    expect(run(['a>?~b>?~c'], [blob])).toBe(masked);
  });

  it('leaves short secrets to their exact forms, so random text stays readable', () => {
    const runs = secretForms('abcd').filter((form) => form.length < MIN_INNER_BASE64);
    expect(runs.every((form) => ['abcd', 'YWJj', 'YWJjZA'].includes(form))).toBe(true);
    const blob = base64('xxabcdxx');
    expect(run(['abcd'], [blob])).toBe(blob);
  });
});

describe('a secret in a set -x trace', () => {
  it("is masked where bash quotes it, an embedded quote written as '\\''", () => {
    const secret = "it's a s3cret";
    // what `set -x; echo "$SECRET"` prints on stderr
    const trace = "+ echo 'it'\\''s a s3cret'\n";
    expectEverySplit([secret], trace, `+ echo '${MASK}'\n`);
    expectEverySplit(['pl@in'], "+ curl -u 'me:pl@in'\n", `+ curl -u 'me:${MASK}'\n`);
  });
});

describe('a JSON-escaped secret', () => {
  it('is masked as JSON.stringify writes it', () => {
    const secret = 'quo"te\\back\tslash';
    const json = JSON.stringify({ password: secret });
    expectEverySplit([secret], json, `{"password":"${MASK}"}`);
  });

  it('is masked with non-ASCII characters escaped as \\uXXXX, in either case', () => {
    const secret = '密码-pässword';
    const lower = JSON.stringify({ p: secret }).replace(
      /[\u0080-\uffff]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    expect(lower).toContain('\\u5bc6');
    expectEverySplit([secret], lower, `{"p":"${MASK}"}`);
    const upper = lower.replace('\\u5bc6', '\\u5BC6').replace('\\u00e4', '\\u00E4');
    expect(run([secret], [upper])).toBe(`{"p":"${MASK}"}`);
  });
});
