import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { generateMasterKey } from '../src/lib/crypto/aes.js';
import { newProjectBody } from './projects.fixture.js';
import { apiClient, type ServerProcess, startServer } from './server-process.js';
import { githubPush, githubTrigger, signedGithubHeaders } from './webhook-deliveries.js';

/**
 * Two real server processes sharing one PostgreSQL database receive the same delivery at the same
 * moment: the delivery's row in `webhook_deliveries` is claimed by exactly one of them. The embedded
 * database belongs to a single process, so without DATABASE_URL there are no replicas to test.
 */
const serverUrl = process.env.DATABASE_URL;
const PASSWORD = 'replica-password-1';
const secret = 'replica-hook-secret';
const children: ChildProcess[] = [];
const dataDirs: string[] = [];
const database = `slipway_replicas_${randomBytes(6).toString('hex')}`;

const adminQuery = async (sql: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  if (serverUrl) await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

const replica = async (env: Record<string, string>): Promise<ServerProcess> => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'slipway-replica-'));
  dataDirs.push(dataDir);
  const server = startServer({ ...env, DATA_DIR: dataDir });
  children.push(server.child);
  await server.waitFor('Slipway is running at', 60_000);
  return server;
};

const deliver = (port: number, body: object, delivery?: string) => {
  const raw = JSON.stringify(body);
  return fetch(`http://127.0.0.1:${port}/api/aslan/webhook`, {
    method: 'POST',
    headers: signedGithubHeaders('push', raw, secret, delivery),
    body: raw,
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as { message: string } }));
};

describe.skipIf(!serverUrl)('two servers on one PostgreSQL database', () => {
  it('run a delivery that reaches both at once exactly once, with or without a delivery id', async () => {
    await adminQuery(`CREATE DATABASE ${database}`);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${database}`;
    const env = {
      DATABASE_URL: url.toString(),
      ADMIN_PASSWORD: PASSWORD,
      SECRET_KEY: randomBytes(32).toString('base64'),
      MASTER_KEY: generateMasterKey(),
    };
    // the first migrates the database; the second finds it ready
    const first = await replica(env);
    const second = await replica(env);

    const api = apiClient(first.port());
    await api.signIn(PASSWORD);
    await api.call('POST', '/api/v1/picket/projects', newProjectBody('replicated', 'Replicated'));
    const host = await api.call('POST', '/api/v1/codehosts', {
      type: 'github',
      address: '',
      alias: '',
      application_id: 'app',
      client_secret: 'sec',
      access_token: '',
    });
    await api.call('POST', '/api/aslan/workflow/v4', {
      name: 'replicated-run',
      project: 'replicated',
      stages: [
        {
          name: 'build',
          jobs: [
            {
              name: 'say',
              type: 'freestyle',
              spec: { steps: [{ name: 'run', type: 'shell', spec: { script: 'echo once' } }] },
            },
          ],
        },
      ],
    });
    await api.call(
      'POST',
      '/api/aslan/workflow/v4/webhook/replicated-run',
      githubTrigger('on-main', secret, { codehost_id: host.id }),
    );

    const ports = [first.port(), second.port(), first.port(), second.port()];
    const withId = randomUUID();
    const sameId = await Promise.all(ports.map((port) => deliver(port, githubPush('main', 'e1'), withId)));
    const sameContent = await Promise.all(ports.map((port) => deliver(port, githubPush('main', 'e2'))));

    for (const answers of [sameId, sameContent]) {
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      expect(answers.filter((answer) => answer.body.message === 'triggered')).toHaveLength(1);
      expect(answers.filter((answer) => answer.body.message === 'duplicate')).toHaveLength(3);
    }
    const tasks = await api.call(
      'GET',
      '/api/aslan/workflow/v4/workflowtask?workflow_name=replicated-run&page_num=1&page_size=50&projectName=replicated',
    );
    expect(tasks.total).toBe(2);
  }, 180_000);
});
