import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadFile } from '../src/engine/job-types/package-download.js';
import { startTestProxy, type TestProxy } from './http-proxy.js';

/**
 * A package's download as the server fetches it: a real HTTP server on loopback, directly and
 * through a real CONNECT proxy that wants a password, within the size limit or refused past it.
 */
const BODY = 'a package file of forty-two bytes, really\n';
let server: http.Server;
let origin: string;
let proxy: TestProxy;
let dir: string;

beforeAll(async () => {
  server = http.createServer((_req, res) => res.writeHead(200).end(BODY));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy = await startTestProxy({ username: 'fetcher', password: 'proxy-Pass-77' });
  dir = mkdtempSync(path.join(os.tmpdir(), 'slipway-download-'));
});
afterAll(async () => {
  await proxy?.stop();
  await new Promise((resolve) => server?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const options = {
  proxyUrl: undefined,
  maxBytes: 1024,
  signal: new AbortController().signal,
  timeoutMs: 10_000,
};

describe('a package download', () => {
  it('is fetched through the system proxy with its password', async () => {
    const file = path.join(dir, 'proxied.txt');
    const proxyUrl = `http://fetcher:proxy-Pass-77@127.0.0.1:${proxy.port}`;
    expect(await downloadFile(`${origin}/pkg.txt`, file, { ...options, proxyUrl })).toBe(BODY.length);
    expect(readFileSync(file, 'utf8')).toBe(BODY);
    expect(proxy.connects.at(-1)?.authority).toBe(origin.replace('http://', ''));
  });

  it('fails without showing the proxy password when the proxy refuses it', async () => {
    const proxyUrl = `http://fetcher:wrong-Pass-13@127.0.0.1:${proxy.port}`;
    const attempt = downloadFile(`${origin}/pkg.txt`, path.join(dir, 'refused.txt'), {
      ...options,
      proxyUrl,
    });
    await expect(attempt).rejects.toThrow(`download of ${origin}/pkg.txt failed`);
    await expect(attempt).rejects.not.toThrow('wrong-Pass-13');
  });

  it('is refused past the size limit and leaves no file', async () => {
    const file = path.join(dir, 'large.txt');
    const attempt = downloadFile(`${origin}/pkg.txt`, file, { ...options, maxBytes: 10 });
    await expect(attempt).rejects.toThrow('larger than the limit');
    expect(existsSync(file)).toBe(false);
  });

  it('never writes through a file that is there already', async () => {
    const file = path.join(dir, 'proxied.txt');
    await expect(downloadFile(`${origin}/pkg.txt`, file, options)).rejects.toThrow('EEXIST');
  });
});
