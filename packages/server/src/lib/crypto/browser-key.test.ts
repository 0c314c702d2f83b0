import { constants, createDecipheriv, publicEncrypt, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadServerKeys } from '../keys.js';
import { encryptForBrowser, openBrowserKey, unpadPkcs1v15 } from './browser-key.js';

const keys = loadServerKeys(mkdtempSync(path.join(os.tmpdir(), 'slipway-keys-')), undefined);
const browserEncrypt = (message: Buffer) =>
  publicEncrypt({ key: keys.rsaPublicKeyPem, padding: constants.RSA_PKCS1_PADDING }, message).toString(
    'base64',
  );

/** How the portal reads the answer: the key's first 16 characters as IV, the first block dropped. */
function portalDecrypt(hex: string, aesKey: string): string {
  const decipher = createDecipheriv('aes-256-cfb', Buffer.from(aesKey), Buffer.from(aesKey.slice(0, 16)));
  return Buffer.concat([decipher.update(Buffer.from(hex, 'hex')), decipher.final()])
    .subarray(16)
    .toString('utf8');
}

describe('the key the browser sends', () => {
  it('opens the portal’s RSA PKCS#1 v1.5 block to its 32-character AES key', () => {
    const aesKey = randomBytes(16).toString('hex');
    expect(openBrowserKey(keys, browserEncrypt(Buffer.from(aesKey))).toString()).toBe(aesKey);
    // a '+' of the base64 left unencoded in the query arrives as a space
    const withSpaces = browserEncrypt(Buffer.from(aesKey)).replaceAll('+', ' ');
    expect(openBrowserKey(keys, withSpaces).toString()).toBe(aesKey);
  });

  it('answers a stand-in key, not an error, for blocks that do not hold a 32-byte key', () => {
    const wrongLength = openBrowserKey(keys, browserEncrypt(Buffer.from('short')));
    const noPadding = openBrowserKey(keys, randomBytes(256).toString('base64'));
    for (const key of [wrongLength, noPadding]) expect(key).toHaveLength(32);
    expect(openBrowserKey(keys, browserEncrypt(Buffer.from('short')))).not.toEqual(Buffer.from('short'));
  });

  it('refuses what is no ciphertext of the key size with 400', () => {
    for (const text of ['', 'not base64!', randomBytes(100).toString('base64')]) {
      expect(() => openBrowserKey(keys, text), text).toThrow(expect.objectContaining({ status: 400 }));
    }
  });

  it('unpads only well-formed blocks', () => {
    const block = Buffer.concat([
      Buffer.from([0, 2]),
      Buffer.alloc(8, 7),
      Buffer.from([0]),
      Buffer.from('hi'),
    ]);
    expect(unpadPkcs1v15(block)?.toString()).toBe('hi');
    expect(unpadPkcs1v15(Buffer.concat([Buffer.from([0, 1]), block.subarray(2)]))).toBeUndefined();
    const shortPadding = Buffer.concat([
      Buffer.from([0, 2]),
      Buffer.alloc(7, 7),
      Buffer.from([0]),
      Buffer.from('hi'),
    ]);
    expect(unpadPkcs1v15(shortPadding)).toBeUndefined();
    expect(unpadPkcs1v15(Buffer.concat([Buffer.from([0, 2]), Buffer.alloc(20, 7)]))).toBeUndefined();
  });
});

describe('the answer to the browser', () => {
  it('is hex of a random block and AES-256-CFB, readable as the portal reads it', () => {
    const aesKey = randomBytes(16).toString('hex');
    const first = encryptForBrowser('pässword', Buffer.from(aesKey));
    const second = encryptForBrowser('pässword', Buffer.from(aesKey));
    expect(first).toMatch(/^[0-9a-f]+$/);
    expect(first).not.toBe(second);
    expect(portalDecrypt(first, aesKey)).toBe('pässword');
    expect(portalDecrypt(second, aesKey)).toBe('pässword');
  });
});
