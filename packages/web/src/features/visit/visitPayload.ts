import type { VisitRecord } from '@slipway/contracts';

/** Bytes of the OAEP(SHA-256) padding: two hashes and two more bytes. */
const OAEP_SHA256_OVERHEAD = 2 * 32 + 2;

function pemToDer(pem: string): ArrayBuffer {
  const base64 = pem.replace(/-----(BEGIN|END) [^-]+-----/g, '').replace(/\s+/g, '');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** RSA encrypts one block: a long URL is shortened until the record fits. */
function encodeToFit(record: VisitRecord, maxBytes: number): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  let url = record.url;
  for (;;) {
    const bytes = encoder.encode(JSON.stringify({ ...record, url }));
    if (bytes.length <= maxBytes || url.length === 0) return bytes;
    url = url.slice(0, Math.max(0, url.length - (bytes.length - maxBytes)));
  }
}

/** base64 of RSA-OAEP(SHA-256) over the record's JSON, with the server's SPKI public key. */
export async function encryptVisitRecord(
  publicKeyPem: string,
  record: VisitRecord,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<string> {
  const key = await subtle.importKey(
    'spki',
    pemToDer(publicKeyPem),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const modulusBits = (key.algorithm as RsaHashedKeyAlgorithm).modulusLength;
  const data = encodeToFit(record, modulusBits / 8 - OAEP_SHA256_OVERHEAD);
  const cipher = await subtle.encrypt({ name: 'RSA-OAEP' }, key, data);
  return toBase64(new Uint8Array(cipher));
}
