import { generateKeyPairSync } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { utils } from 'ssh2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sshUsablePrivateKey } from '../src/lib/ssh/private-key.js';
import { checkSshLogin, SshConnectError, SshSession, type SshTarget } from '../src/lib/ssh/ssh-client.js';
import { freePort } from './git-daemon.js';
import { type SshdHost, startSshdHost } from './sshd-host.js';

const { parseKey } = utils;

/** The SSH client against a real OpenSSH server on loopback. */
let host: SshdHost;
let target: SshTarget;

beforeAll(async () => {
  host = await startSshdHost();
  target = { host: host.ip, port: host.port, username: host.user, privateKey: host.privateKey };
});
afterAll(() => host?.stop());

describe('SSH client', () => {
  it('runs a script with variables (quotes and newlines kept), streams its output and answers the exit code', async () => {
    const session = await SshSession.connect(target);
    try {
      let output = '';
      const code = await session.run('echo "greeting=$GREETING"; printf %s "$MULTI" | wc -l; exit 3', {
        env: { GREETING: 'it\'s "quoted" $HOME', MULTI: 'a\nb\nc\n' },
        onOutput: (chunk) => {
          output += chunk.toString();
        },
      });
      expect(code).toBe(3);
      expect(output).toContain(`greeting=it's "quoted" $HOME`);
      expect(output).toMatch(/^3$/m);
    } finally {
      session.close();
    }
  });

  it('uploads a file over SFTP with mode 0600', async () => {
    const session = await SshSession.connect(target);
    try {
      const file = path.join(host.dir, 'uploaded.txt');
      await session.upload(Buffer.from('artifact body'), file);
      expect(readFileSync(file, 'utf8')).toBe('artifact body');
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      session.close();
    }
  });

  it('an abort ends a running script at once, with what it started on the host', async () => {
    const session = await SshSession.connect(target);
    try {
      const controller = new AbortController();
      const pidFile = path.join(host.dir, 'script.pid');
      const started = Date.now();
      const running = session.run(`echo $$ > ${pidFile}; sleep 30`, { signal: controller.signal });
      await vi.waitFor(() => expect(existsSync(pidFile)).toBe(true), { timeout: 10_000 });
      controller.abort();
      expect(await running).toBe(130);
      expect(Date.now() - started).toBeLessThan(10_000);
      const pid = Number(readFileSync(pidFile, 'utf8'));
      await vi.waitFor(() => expect(() => process.kill(pid, 0)).toThrow(), { timeout: 5000 });
    } finally {
      session.close();
    }
  });

  it('a key the host does not know is refused as auth; a text that is no key as key; a closed port as network', async () => {
    await expect(checkSshLogin(target)).resolves.toBeUndefined();
    const refused = await checkSshLogin({ ...target, privateKey: host.strangerKey }).catch((e) => e);
    expect(refused).toBeInstanceOf(SshConnectError);
    expect(refused.reason).toBe('auth');
    const broken = await checkSshLogin({ ...target, privateKey: 'not a key' }).catch((e) => e);
    expect(broken.reason).toBe('key');
    const closed = await checkSshLogin({ ...target, port: await freePort() }).catch((e) => e);
    expect(closed.reason).toBe('network');
  });

  it('PKCS#8 keys (ed25519, RSA, EC) log in once the host knows their public key', async () => {
    for (const type of ['ed25519', 'rsa', 'ec'] as const) {
      const pair =
        type === 'rsa'
          ? generateKeyPairSync('rsa', { modulusLength: 2048 })
          : type === 'ec'
            ? generateKeyPairSync('ec', { namedCurve: 'P-256' })
            : generateKeyPairSync('ed25519');
      const privateKey = pair.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
      const refused = await checkSshLogin({ ...target, privateKey }).catch((e) => e);
      expect(refused.reason).toBe('auth');
      const publicLine = parseKey(sshUsablePrivateKey(privateKey));
      if (publicLine instanceof Error) throw publicLine;
      const line = `${publicLine.type} ${publicLine.getPublicSSH().toString('base64')}\n`;
      appendFileSync(path.join(host.dir, '.keys', 'authorized_keys'), line);
      await expect(checkSshLogin({ ...target, privateKey })).resolves.toBeUndefined();
    }
  });

  it('a host that never answers the handshake fails within the time limit', async () => {
    const net = await import('node:net');
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const started = Date.now();
      const error = await checkSshLogin({ ...target, port }, 800).catch((e) => e);
      expect(error.reason).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      silent.close();
    }
  });
});
