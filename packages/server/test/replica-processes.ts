import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { generateMasterKey } from '../src/lib/crypto/aes.js';
import { type ServerProcess, startServer, stopServers } from './server-process.js';

/** PostgreSQL for replica tests; without it they are skipped (the embedded database has one process). */
export const replicaServerUrl = process.env.DATABASE_URL;

export async function query<Row>(url: string, text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

export type Replica = ServerProcess & { dataDir: string };

/**
 * Server processes sharing a database of their own: `start` makes the database and the
 * environment every replica gets (same keys), `replica` starts one more with its own DATA_DIR, and
 * `stop` kills them all and drops the database.
 */
export function replicaProcesses(password: string) {
  const database = `slipway_replicas_${randomBytes(6).toString('hex')}`;
  const children: ChildProcess[] = [];
  const dataDirs: string[] = [];
  let env: Record<string, string> = {};
  return {
    /** Makes the database; answers its URL. */
    async start(extraEnv: Record<string, string> = {}): Promise<string> {
      await query(replicaServerUrl ?? '', `CREATE DATABASE ${database}`);
      const url = new URL(replicaServerUrl ?? '');
      url.pathname = `/${database}`;
      env = {
        DATABASE_URL: url.toString(),
        ADMIN_PASSWORD: password,
        SECRET_KEY: randomBytes(32).toString('base64'),
        MASTER_KEY: generateMasterKey(),
        ...extraEnv,
      };
      return url.toString();
    },
    async replica(): Promise<Replica> {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'slipway-replica-'));
      dataDirs.push(dataDir);
      const server = startServer({ ...env, DATA_DIR: dataDir });
      children.push(server.child);
      await server.waitFor('Slipway is running at', 60_000);
      return { ...server, dataDir };
    },
    async stop(): Promise<void> {
      await stopServers(children, dataDirs);
      if (replicaServerUrl) await query(replicaServerUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    },
  };
}
