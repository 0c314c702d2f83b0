import { createPrivateKey, randomBytes } from 'node:crypto';

/** An SSH wire string: its length, then its bytes. */
const sshString = (bytes: Buffer | string) => {
  const body = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  return Buffer.concat([length, body]);
};
const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

/** An unencrypted ed25519 key in OpenSSH's own format (PROTOCOL.key), from its 32-byte seed and public key. */
function openSshEd25519(seed: Buffer, publicKey: Buffer): string {
  const publicBlob = Buffer.concat([sshString('ssh-ed25519'), sshString(publicKey)]);
  const check = randomBytes(4);
  let secret = Buffer.concat([
    check,
    check,
    sshString('ssh-ed25519'),
    sshString(publicKey),
    sshString(Buffer.concat([seed, publicKey])),
    sshString(''),
  ]);
  const padding = Buffer.from(Array.from({ length: (8 - (secret.length % 8)) % 8 }, (_, i) => i + 1));
  secret = Buffer.concat([secret, padding]);
  const blob = Buffer.concat([
    Buffer.from('openssh-key-v1\0'),
    sshString('none'),
    sshString('none'),
    sshString(''),
    uint32(1),
    sshString(publicBlob),
    sshString(secret),
  ]);
  const lines = blob.toString('base64').match(/.{1,70}/g) ?? [];
  return `-----BEGIN OPENSSH PRIVATE KEY-----\n${lines.join('\n')}\n-----END OPENSSH PRIVATE KEY-----\n`;
}

/**
 * The key in a form the SSH client reads. OpenSSH, PKCS#1 and SEC1 texts pass as they are; PKCS#8
 * (`BEGIN PRIVATE KEY`, what many tools export) becomes PKCS#1 (RSA), SEC1 (EC) or OpenSSH
 * (ed25519). A text that is no readable key is returned unchanged, for the client to refuse.
 */
export function sshUsablePrivateKey(text: string): string {
  const pem = text.trim().replace(/\r\n/g, '\n');
  if (!pem.startsWith('-----BEGIN PRIVATE KEY-----')) return text;
  try {
    const key = createPrivateKey(pem);
    if (key.asymmetricKeyType === 'rsa') return key.export({ format: 'pem', type: 'pkcs1' }).toString();
    if (key.asymmetricKeyType === 'ec') return key.export({ format: 'pem', type: 'sec1' }).toString();
    if (key.asymmetricKeyType === 'ed25519') {
      const jwk = key.export({ format: 'jwk' });
      return openSshEd25519(Buffer.from(jwk.d ?? '', 'base64url'), Buffer.from(jwk.x ?? '', 'base64url'));
    }
  } catch {
    // not a key node reads either: the client gives the reason
  }
  return text;
}
