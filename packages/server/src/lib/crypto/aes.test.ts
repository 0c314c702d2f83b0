import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadServerKeys } from '../keys.js';
import {
  decrypt,
  encrypt,
  generateMasterKey,
  parseMasterKey,
  SEALED_PREFIX,
  SealedValueError,
  SecretBox,
} from './aes.js';

const key = parseMasterKey(generateMasterKey());
const otherKey = parseMasterKey(generateMasterKey());

describe('AES-256-GCM', () => {
  it('round-trips, with a fresh IV each time, and refuses another key or changed bytes', () => {
    const plain = Buffer.from('密码 p@ss', 'utf8');
    const a = encrypt(key, plain);
    expect(decrypt(key, a).equals(plain)).toBe(true);
    expect(encrypt(key, plain).equals(a)).toBe(false);
    expect(() => decrypt(otherKey, a)).toThrow();
    const tampered = Buffer.from(a);
    tampered[tampered.length - 1]! ^= 1;
    expect(() => decrypt(key, tampered)).toThrow();
  });

  it('takes a master key as base64 or hex, 32 bytes only', () => {
    expect(parseMasterKey('00'.repeat(32))).toEqual(Buffer.alloc(32));
    expect(parseMasterKey(Buffer.alloc(32, 7).toString('base64'))).toEqual(Buffer.alloc(32, 7));
    for (const bad of ['', 'short', '00'.repeat(31), Buffer.alloc(16).toString('base64'), '!'.repeat(44)])
      expect(() => parseMasterKey(bad), bad).toThrow('32 bytes');
  });
});

describe('SecretBox', () => {
  const box = new SecretBox(key);

  it('seals to the versioned prefix and opens again; empty stays empty', () => {
    const sealed = box.seal('token-value');
    expect(sealed.startsWith(SEALED_PREFIX)).toBe(true);
    expect(sealed).not.toContain('token-value');
    expect(box.open(sealed)).toBe('token-value');
    expect(box.seal('')).toBe('');
  });

  it('does not seal twice, and opens plain values as they are', () => {
    const sealed = box.seal('x');
    expect(box.seal(sealed)).toBe(sealed);
    expect(box.open('plain')).toBe('plain');
    // a plain value that happens to look sealed is sealed like any other
    const lookalike = `${SEALED_PREFIX}AAAA`;
    expect(box.open(box.seal(lookalike))).toBe(lookalike);
  });

  it('says so when the master key is not the one a value was sealed with', () => {
    const sealed = new SecretBox(otherKey).seal('x');
    expect(() => box.open(sealed)).toThrow(SealedValueError);
    expect(() => box.open(sealed)).toThrow(/master key/);
  });
});

describe('the master key file', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'slipway-keys-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is generated once into DATA_DIR with mode 0600, unless MASTER_KEY is given', () => {
    const first = loadServerKeys(dir, undefined);
    const file = path.join(dir, 'master.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(parseMasterKey(readFileSync(file, 'utf8'))).toEqual(first.masterKey);
    expect(loadServerKeys(dir, undefined).masterKey).toEqual(first.masterKey);
    expect(loadServerKeys(dir, undefined, 'ab'.repeat(32)).masterKey).toEqual(Buffer.alloc(32, 0xab));
  });
});
