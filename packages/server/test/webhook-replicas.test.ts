import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { newProjectBody } from './projects.fixture.js';
import { replicaProcesses, replicaServerUrl } from './replica-processes.js';
import { apiClient } from './server-process.js';
import { githubPush, githubTrigger, signedGithubHeaders } from './webhook-deliveries.js';

/**
 * Two real server processes sharing one PostgreSQL database receive the same delivery at the same
 * moment: the delivery's row in `webhook_deliveries` is claimed by exactly one of them. The embedded
 * database belongs to a single process, so without DATABASE_URL there are no replicas to test.
 */
const PASSWORD = 'replica-password-1';
const secret = 'replica-hook-secret';
const replicas = replicaProcesses(PASSWORD);

afterAll(() => replicas.stop());

const deliver = (port: number, body: object, delivery?: string) => {
  const raw = JSON.stringify(body);
  return fetch(`http://127.0.0.1:${port}/api/aslan/webhook`, {
    method: 'POST',
    headers: signedGithubHeaders('push', raw, secret, delivery),
    body: raw,
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as { message: string } }));
};

describe.skipIf(!replicaServerUrl)('two servers on one PostgreSQL database', () => {
  it('run a delivery that reaches both at once exactly once, with or without a delivery id', async () => {
    await replicas.start();
    // the first migrates the database; the second finds it ready
    const first = await replicas.replica();
    const second = await replicas.replica();

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
