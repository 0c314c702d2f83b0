import { constants, createCipheriv, generateKeyPairSync, privateDecrypt, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createBrowserKey, rsaEncryptPkcs1 } from './browserKey';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();

/** The server's view: the raw RSA block, whose PKCS#1 v1.5 padding is checked by hand. */
function rawBlock(base64: string): Buffer {
  return privateDecrypt(
    { key: privateKey, padding: constants.RSA_NO_PADDING },
    Buffer.from(base64, 'base64'),
  );
}

describe('the key sent to the server', () => {
  it('is a PKCS#1 v1.5 block holding the message after non-zero padding', () => {
    const block = rawBlock(
      rsaEncryptPkcs1(pem, new TextEncoder().encode('0123456789abcdef0123456789abcdef')),
    );
    expect(block).toHaveLength(256);
    expect([block[0], block[1]]).toEqual([0, 2]);
    const separator = block.indexOf(0, 2);
    expect(separator).toBe(256 - 33);
    expect(block.subarray(separator + 1).toString()).toBe('0123456789abcdef0123456789abcdef');
  });

  it('differs every time, for the same message', () => {
    const message = new TextEncoder().encode('same');
    expect(rsaEncryptPkcs1(pem, message)).not.toBe(rsaEncryptPkcs1(pem, message));
  });
});

describe('reading a secret the server encrypted under the key', () => {
  it('decrypts AES-256-CFB with the IV in front, any length', async () => {
    const key = createBrowserKey(pem);
    const aesKey = rawBlock(key.encryptedKey).subarray(256 - 32);
    for (const secret of ['', 'p', 'smtp-pässword', 'x'.repeat(100)]) {
      const iv = randomBytes(16);
      const cipher = createCipheriv('aes-256-cfb', aesKey, iv);
      const hex = Buffer.concat([iv, cipher.update(secret, 'utf8'), cipher.final()]).toString('hex');
      expect(await key.decrypt(hex)).toBe(secret);
    }
  });
});
