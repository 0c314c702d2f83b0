import {
  constants,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
  randomBytes,
} from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateMasterKey, parseMasterKey } from './crypto/aes.js';

export interface ServerKeys {
  /** HS256 key for session and reset tokens. */
  jwtSecret: Uint8Array;
  /** PEM (SPKI) the browser encrypts visit records and code-host handshakes with. */
  rsaPublicKeyPem: string;
  rsaDecrypt(ciphertext: Buffer): Buffer;
  /** RSA without padding, for the portal's PKCS#1 v1.5 blocks (lib/crypto/browser-key.ts unpads them). */
  rsaDecryptRaw(ciphertext: Buffer): Buffer;
  rsaModulusBytes: number;
  /** AES-256 key that seals stored credentials. */
  masterKey: Buffer;
}

function readOrCreate(file: string, create: () => string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const value = create();
  writeFileSync(file, value, { mode: 0o600 });
  chmodSync(file, 0o600);
  return value;
}

/**
 * Keys live in DATA_DIR so sessions and sealed credentials survive restarts; SECRET_KEY overrides
 * the signing key and MASTER_KEY the master key (replicas must share both).
 */
export function loadServerKeys(
  dataDir: string,
  secretKey: string | undefined,
  masterKey?: string | undefined,
): ServerKeys {
  mkdirSync(dataDir, { recursive: true });
  const secret =
    secretKey ?? readOrCreate(path.join(dataDir, 'secret.key'), () => randomBytes(48).toString('base64'));
  const privatePem = readOrCreate(path.join(dataDir, 'rsa-private.pem'), () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  });
  const privateKey = createPrivateKey(privatePem);
  const masterKeyText = masterKey ?? readOrCreate(path.join(dataDir, 'master.key'), generateMasterKey);
  return {
    jwtSecret: new TextEncoder().encode(secret.trim()),
    rsaPublicKeyPem: createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString(),
    rsaDecrypt: (ciphertext) =>
      privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        ciphertext,
      ),
    rsaDecryptRaw: (ciphertext) =>
      privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, ciphertext),
    rsaModulusBytes: (privateKey.asymmetricKeyDetails?.modulusLength ?? 2048) / 8,
    masterKey: parseMasterKey(masterKeyText),
  };
}
