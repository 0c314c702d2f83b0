import { constants, createCipheriv, generateKeyPairSync, privateDecrypt, randomBytes } from 'node:crypto';

/**
 * The server's side of the portal's browser key, for screens whose list carries secrets: the public
 * key answer, and the secret encrypted under the key the browser sent as `?encryptedKey=`.
 */
export function browserKeyServer() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    publicKeyAnswer: {
      status: 200,
      body: { publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString() },
    },
    encryptFor(url: string, text: string): string {
      const encryptedKey = new URL(url, 'http://web.invalid').searchParams.get('encryptedKey') ?? '';
      const block = privateDecrypt(
        { key: privateKey, padding: constants.RSA_NO_PADDING },
        Buffer.from(encryptedKey, 'base64'),
      );
      const iv = randomBytes(16);
      const cipher = createCipheriv('aes-256-cfb', block.subarray(block.length - 32), iv);
      return Buffer.concat([iv, cipher.update(text, 'utf8'), cipher.final()]).toString('hex');
    },
  };
}
