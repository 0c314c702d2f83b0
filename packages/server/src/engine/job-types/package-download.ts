import { open, rm } from 'node:fs/promises';
import { fetchThrough } from '../../lib/proxied-fetch.js';

export interface DownloadOptions {
  /** the system proxy (`http://user:pass@host:port`), when package downloads use it */
  proxyUrl: string | undefined;
  maxBytes: number;
  signal: AbortSignal;
  timeoutMs: number;
}

/** The address as logs may show it: no user, password or query (signed links carry tokens there). */
export function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '(an invalid address)';
  }
}

/** The file name a download is kept under: the last part of the address's path, in safe characters. */
export function downloadName(url: string): string {
  let last = '';
  try {
    last = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  } catch {
    // an undecodable name: the default below
  }
  const safe = last.replace(/[^A-Za-z0-9._+-]/g, '_').replace(/^\.+/, '');
  return safe || 'download';
}

/**
 * Fetches `url` (http or https, redirects followed) into `file`, made new — never written through
 * an existing file or link — and at most `maxBytes` long. Throws an error whose message logs may show.
 */
export async function downloadFile(url: string, file: string, options: DownloadOptions): Promise<number> {
  const shown = shownUrl(url);
  if (!/^https?:\/\//i.test(url))
    throw new Error(`download of ${shown} refused: only http and https are fetched`);
  const signal = AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)]);
  const proxy = options.proxyUrl;
  let received = 0;
  let created = false;
  try {
    const response = await fetchThrough(url, { signal }, proxy);
    if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
    const announced = Number(response.headers.get('content-length') ?? 0);
    if (announced > options.maxBytes) throw new Error(tooLarge(options.maxBytes));
    const handle = await open(file, 'wx', 0o644);
    created = true;
    try {
      for await (const chunk of response.body) {
        received += chunk.byteLength;
        if (received > options.maxBytes) throw new Error(tooLarge(options.maxBytes));
        await handle.write(chunk);
      }
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (created) await rm(file, { force: true });
    const cause = (error as Error & { cause?: Error }).cause;
    let reason = cause?.message || (error as Error).message;
    if (signal.aborted)
      reason = options.signal.aborted ? 'cancelled' : `no end within ${options.timeoutMs} ms`;
    // the proxy's password must not reach a log through an error of the connection
    if (proxy) reason = reason.replaceAll(proxy, 'the proxy').replaceAll(new URL(proxy).password, '********');
    throw new Error(`download of ${shown} failed: ${reason}`);
  }
  return received;
}

const tooLarge = (maxBytes: number) => `larger than the limit of ${Math.round(maxBytes / 1024 / 1024)} MiB`;
