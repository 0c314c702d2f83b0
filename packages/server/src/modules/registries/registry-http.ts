import http from 'node:http';
import https from 'node:https';

/** How to trust a registry's certificate: not at all (self-signed, checks off), or with its own CA. */
export interface RegistryTls {
  verify: boolean;
  /** PEM of a CA to trust besides the system ones; '' for none */
  ca: string;
}

export interface RegistryAnswer {
  status: number;
  header(name: string): string | undefined;
  json(): unknown;
}

/** A registry answer larger than this is no list of names: it is cut off and read as none. */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

/**
 * One GET to a registry. Node's own client rather than fetch, because fetch cannot be told to trust a
 * registry's own CA or to skip the check for one address only.
 */
export function registryGet(
  url: URL,
  authorization: string | undefined,
  tls: RegistryTls,
  timeoutMs: number,
): Promise<RegistryAnswer> {
  const client = url.protocol === 'https:' ? https : http;
  const options: https.RequestOptions = {
    headers: { accept: 'application/json', ...(authorization ? { authorization } : {}) },
    timeout: timeoutMs,
    ...(url.protocol === 'https:'
      ? { rejectUnauthorized: tls.verify, ...(tls.ca ? { ca: tls.ca } : {}) }
      : {}),
  };
  return new Promise((resolve, reject) => {
    const request = client.get(url, options, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      });
      response.on('error', reject);
      response.on('end', () => {
        const text = size <= MAX_BODY_BYTES ? Buffer.concat(chunks).toString('utf8') : '';
        resolve({
          status: response.statusCode ?? 0,
          header: (name) => [response.headers[name.toLowerCase()]].flat()[0],
          json: () => {
            try {
              return JSON.parse(text) as unknown;
            } catch {
              return {};
            }
          },
        });
      });
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    request.on('error', reject);
  });
}
