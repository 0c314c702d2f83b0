import { createCipheriv, createHmac, randomBytes } from 'node:crypto';
import { BadRequestError } from '../errors.js';
import type { ServerKeys } from '../keys.js';

/**
 * The portal's way of receiving a secret: the browser makes a 32-character AES key, encrypts it
 * with the server's RSA public key (PKCS#1 v1.5) and sends it base64-encoded as `encryptedKey`;
 * the server answers the secret AES-256-CFB encrypted under that key.
 */
export const BROWSER_KEY_BYTES = 32;
const AES_BLOCK_BYTES = 16;
/** PKCS#1 v1.5: 0x00 0x02, at least 8 non-zero padding bytes, 0x00, then the message. */
const MIN_PADDING_BYTES = 8;

/**
 * The message of a PKCS#1 v1.5 encryption block, or undefined when the block is not one. Every byte
 * is looked at whatever came before, so the time taken says little about where the block was wrong.
 */
export function unpadPkcs1v15(block: Buffer): Buffer | undefined {
  let valid = (block[0] === 0 ? 1 : 0) & (block[1] === 2 ? 1 : 0);
  let separator = 0;
  for (let i = 2; i < block.length; i++) {
    const isZero = block[i] === 0 ? 1 : 0;
    const first = isZero & (separator === 0 ? 1 : 0);
    separator = first ? i : separator;
  }
  valid &= separator >= 2 + MIN_PADDING_BYTES ? 1 : 0;
  return valid ? block.subarray(separator + 1) : undefined;
}

function ciphertextOf(encryptedKey: string, modulusBytes: number): Buffer {
  // a '+' left unencoded in the query arrives as a space
  const base64 = encryptedKey.trim().replaceAll(' ', '+');
  const bytes = /^[A-Za-z0-9+/]+={0,2}$/.test(base64) ? Buffer.from(base64, 'base64') : Buffer.alloc(0);
  if (bytes.length !== modulusBytes) throw new BadRequestError('validation.encryptedKey');
  return bytes;
}

/** A number not below the modulus is no ciphertext: it opens to nothing. */
function rawDecrypt(keys: ServerKeys, ciphertext: Buffer): Buffer {
  try {
    return keys.rsaDecryptRaw(ciphertext);
  } catch {
    return Buffer.alloc(0);
  }
}

/**
 * The browser's AES key. A block that does not open to a 32-byte key gives a key derived from it
 * instead (implicit rejection): the answer is then unreadable, but no answer tells a caller why.
 */
export function openBrowserKey(keys: ServerKeys, encryptedKey: string): Buffer {
  const ciphertext = ciphertextOf(encryptedKey, keys.rsaModulusBytes);
  const message = unpadPkcs1v15(rawDecrypt(keys, ciphertext));
  const standIn = createHmac('sha256', keys.masterKey).update('browser-key').update(ciphertext).digest();
  return message?.length === BROWSER_KEY_BYTES ? Buffer.from(message) : standIn;
}

/** Hex of 16 random bytes and the AES-256-CFB ciphertext of `text` with them as IV (Zadig's format). */
export function encryptForBrowser(text: string, browserKey: Buffer): string {
  const iv = randomBytes(AES_BLOCK_BYTES);
  const cipher = createCipheriv('aes-256-cfb', browserKey, iv);
  return Buffer.concat([iv, cipher.update(text, 'utf8'), cipher.final()]).toString('hex');
}
