import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JenkinsClient } from './jenkins.client.js';

/** A server that takes the request and never answers: a Jenkins that hangs. */
let silent: Server;
let url = '';

beforeAll(async () => {
  silent = createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
});
afterAll(async () => {
  silent.closeAllConnections();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

describe('Jenkins client', () => {
  it('gives up on a server that does not answer, with a 400 saying so', async () => {
    const client = new JenkinsClient({ url, username: 'u', password: 'p' }, 200);
    await expect(client.check()).rejects.toMatchObject({
      status: 400,
      messageKey: 'error.jenkinsUnreachable',
      description: 'no answer within 0.2 s',
    });
  });
});
