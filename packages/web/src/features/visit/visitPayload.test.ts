// @vitest-environment node
import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptVisitRecord } from './visitPayload';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();

const decrypt = (payload: string) =>
  JSON.parse(
    privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(payload, 'base64'),
    ).toString('utf8'),
  );

describe('encryptVisitRecord', () => {
  it('encrypts the record so the server key (RSA-OAEP, SHA-256) reads it back', async () => {
    const record = {
      domain: 'ci.example.com',
      username: 'ada',
      url: '/v1/dashboard',
      createdAt: 1700000000000,
    };
    expect(decrypt(await encryptVisitRecord(publicPem, record))).toEqual(record);
  });

  it('shortens a long URL so the record fits in one RSA block', async () => {
    const record = { domain: 'ci.example.com', username: 'ada', url: `/v1/${'x'.repeat(400)}`, createdAt: 1 };
    const decrypted = decrypt(await encryptVisitRecord(publicPem, record));
    expect(record.url.startsWith(decrypted.url)).toBe(true);
    expect(decrypted.url.length).toBeGreaterThan(50);
  });
});
