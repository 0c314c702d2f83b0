import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
export const MASTER_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A new master key, as the text kept in DATA_DIR/master.key (base64). */
export const generateMasterKey = (): string => randomBytes(MASTER_KEY_BYTES).toString('base64');

/** The 32 bytes of a master key written as base64 or as 64 hex digits; throws on anything else. */
export function parseMasterKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : /^[A-Za-z0-9+/]+={0,2}$/.test(trimmed)
      ? Buffer.from(trimmed, 'base64')
      : Buffer.alloc(0);
  if (key.length !== MASTER_KEY_BYTES)
    throw new Error('the master key must be 32 bytes written as base64 or as 64 hex digits');
  return key;
}

/** AES-256-GCM with a fresh random IV: iv | tag | ciphertext. */
export function encrypt(key: Buffer, plaintext: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
}

/** The plaintext of `encrypt`'s output; throws when the key is another or the bytes were changed. */
export function decrypt(key: Buffer, sealed: Buffer): Buffer {
  if (sealed.length < IV_BYTES + TAG_BYTES) throw new Error('sealed value too short');
  const decipher = createDecipheriv(ALGORITHM, key, sealed.subarray(0, IV_BYTES));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

/** Marks a sealed text; the version leaves room for another algorithm or key later. */
export const SEALED_PREFIX = 'sealed:v1:';

export class SealedValueError extends Error {
  constructor() {
    super(
      'a stored credential cannot be decrypted: the master key (MASTER_KEY or DATA_DIR/master.key) is not the one it was sealed with',
    );
  }
}

/** Texts sealed with the master key: "sealed:v1:" + base64(iv | tag | ciphertext). */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== MASTER_KEY_BYTES) throw new Error('the master key must be 32 bytes');
  }

  /** The sealed form; an empty text stays empty and a text sealed already stays as it is. */
  seal(text: string): string {
    if (text === '' || this.opens(text)) return text;
    return SEALED_PREFIX + encrypt(this.key, Buffer.from(text, 'utf8')).toString('base64');
  }

  /** The plain text of a sealed one; a text that is not sealed is returned as it is. */
  open(text: string): string {
    if (!text.startsWith(SEALED_PREFIX)) return text;
    try {
      return this.decode(text);
    } catch {
      throw new SealedValueError();
    }
  }

  /** Whether the text is a value this key sealed (a plain value may start with the prefix too). */
  opens(text: string): boolean {
    if (!text.startsWith(SEALED_PREFIX)) return false;
    try {
      this.decode(text);
      return true;
    } catch {
      return false;
    }
  }

  private decode(text: string): string {
    const bytes = Buffer.from(text.slice(SEALED_PREFIX.length), 'base64');
    return decrypt(this.key, bytes).toString('utf8');
  }
}
