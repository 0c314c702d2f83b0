import { constants, createDecipheriv, publicEncrypt, randomBytes } from 'node:crypto';
import type { TestApp } from '../test-app.js';
import { portalCall } from './portal-contract.js';

/**
 * The portal's `$utils.rsaEncrypt`: a random 32-character AES key, RSA-encrypted (PKCS#1 v1.5) with
 * the server's public key, base64 and URL-encoded; `decrypt` is its `$utils.aesDecrypt`.
 */
export async function portalBrowserKey(t: TestApp) {
  const res = await portalCall(t, { method: 'GET', url: '/api/aslan/system/rsaKey/publicKey' });
  const aesKey = randomBytes(16).toString('hex');
  const encrypted = publicEncrypt(
    { key: res.json().publicKey, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(aesKey),
  );
  return {
    encryptedKey: encodeURIComponent(encrypted.toString('base64')),
    /** AES-256-CFB with the key's first 16 characters as IV, the first (IV) block dropped. */
    decrypt(hex: string): string {
      const decipher = createDecipheriv('aes-256-cfb', Buffer.from(aesKey), Buffer.from(aesKey.slice(0, 16)));
      const plain = Buffer.concat([decipher.update(Buffer.from(hex, 'hex')), decipher.final()]);
      return plain.subarray(16).toString('utf8');
    },
  };
}
