import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** s3rver's default credentials: it checks signatures made with them. */
export const S3_ACCESS_KEY = 'S3RVER';
export const S3_SECRET_KEY = 'S3RVER';

export interface TestS3Server {
  /** 127.0.0.1:port (no scheme: the stores are told `insecure` for http) */
  endpoint: string;
  stop(): Promise<void>;
}

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}

/** s3rver, an S3-compatible server in this process, storing into a temporary folder. */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'slipway-s3-'));
  // s3rver ships no type declarations; it is CommonJS.
  const S3rver = createRequire(import.meta.url)('s3rver') as new (options: object) => S3rverInstance;
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const address = await server.run();
  return {
    endpoint: `127.0.0.1:${address.port}`,
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
