/**
 * The portal's way of reading a secret of the settings: the browser makes a random 32-character
 * AES key and sends it RSA-encrypted (PKCS#1 v1.5, the server's public key) as `encryptedKey`;
 * the server answers the secret AES-256-CFB encrypted under that key, as hex of a 16-byte IV
 * followed by the ciphertext. WebCrypto has neither PKCS#1 v1.5 encryption nor CFB, so both are
 * built here from BigInt arithmetic and single AES blocks.
 */
export interface BrowserKey {
  /** base64 of the RSA-encrypted key, for the `encryptedKey` query */
  encryptedKey: string;
  /** The plain text of a secret the server encrypted under this key. */
  decrypt(hex: string): Promise<string>;
}

const BLOCK = 16;
const KEY_CHARACTERS = 32;

interface Tlv {
  start: number;
  end: number;
}

/** One DER element at `at`: where its value starts and ends. */
function readTlv(der: Uint8Array, at: number): Tlv {
  let length = der[at + 1] ?? 0;
  let start = at + 2;
  if (length & 0x80) {
    const octets = length & 0x7f;
    length = 0;
    for (let i = 0; i < octets; i++) length = length * 256 + (der[start + i] ?? 0);
    start += octets;
  }
  return { start, end: start + length };
}

const toBigInt = (bytes: Uint8Array) => bytes.reduce((value, byte) => (value << 8n) | BigInt(byte), 0n);

function toBytes(value: bigint, length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  for (let i = length - 1, rest = value; i >= 0; i--, rest >>= 8n) bytes[i] = Number(rest & 0xffn);
  return bytes;
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let factor = base % modulus;
  for (let rest = exponent; rest > 0n; rest >>= 1n) {
    if (rest & 1n) result = (result * factor) % modulus;
    factor = (factor * factor) % modulus;
  }
  return result;
}

/** The modulus and exponent of an RSA public key in SPKI PEM. */
function rsaPublicKey(pem: string): { modulus: bigint; exponent: bigint; size: number } {
  const base64 = pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  const der = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const info = readTlv(der, 0);
  const algorithm = readTlv(der, info.start);
  const bitString = readTlv(der, algorithm.end);
  const key = readTlv(der, bitString.start + 1);
  const modulusTlv = readTlv(der, key.start);
  const exponentTlv = readTlv(der, modulusTlv.end);
  let modulusBytes = der.subarray(modulusTlv.start, modulusTlv.end);
  while (modulusBytes[0] === 0) modulusBytes = modulusBytes.subarray(1);
  return {
    modulus: toBigInt(modulusBytes),
    exponent: toBigInt(der.subarray(exponentTlv.start, exponentTlv.end)),
    size: modulusBytes.length,
  };
}

function nonZeroRandomBytes(count: number): Uint8Array {
  const bytes = crypto.getRandomValues(new Uint8Array(count));
  for (let i = 0; i < count; i++) {
    while (bytes[i] === 0) bytes[i] = crypto.getRandomValues(new Uint8Array(1))[0] ?? 0;
  }
  return bytes;
}

/** RSAES-PKCS1-v1_5 encryption of `message`, base64. */
export function rsaEncryptPkcs1(publicKeyPem: string, message: Uint8Array): string {
  const { modulus, exponent, size } = rsaPublicKey(publicKeyPem);
  const block = new Uint8Array(size);
  block[1] = 2;
  block.set(nonZeroRandomBytes(size - message.length - 3), 2);
  block.set(message, size - message.length);
  const cipher = toBytes(modPow(toBigInt(block), exponent, modulus), size);
  return btoa(String.fromCharCode(...cipher));
}

/** AES-256-CFB (128-bit segments) decryption of `data` = IV followed by the ciphertext. */
async function aesCfbDecrypt(
  key: Uint8Array<ArrayBuffer>,
  data: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array> {
  const aes = await crypto.subtle.importKey('raw', key, 'AES-CBC', false, ['encrypt']);
  const zero = new Uint8Array(BLOCK);
  const plain = new Uint8Array(Math.max(0, data.length - BLOCK));
  for (let at = BLOCK; at < data.length; at += BLOCK) {
    // CBC of a zero block with the previous cipher block as IV is that block's AES encryption
    const previous = data.subarray(at - BLOCK, at);
    const stream = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-CBC', iv: previous }, aes, zero));
    for (let i = 0; i < BLOCK && at + i < data.length; i++)
      plain[at - BLOCK + i] = (data[at + i] ?? 0) ^ (stream[i] ?? 0);
  }
  return plain;
}

const hexBytes = (hex: string) =>
  Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

/** A new AES key, with its RSA-encrypted form for the server. */
export function createBrowserKey(publicKeyPem: string): BrowserKey {
  const random = crypto.getRandomValues(new Uint8Array(KEY_CHARACTERS / 2));
  const aesKey = new TextEncoder().encode([...random].map((b) => b.toString(16).padStart(2, '0')).join(''));
  return {
    encryptedKey: rsaEncryptPkcs1(publicKeyPem, aesKey),
    decrypt: async (hex) => new TextDecoder().decode(await aesCfbDecrypt(aesKey, hexBytes(hex))),
  };
}
