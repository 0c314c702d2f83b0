import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './git-daemon.js';

/** A machine to deploy to: a real OpenSSH server on a loopback port, letting in one key as root. */
export interface SshdHost {
  ip: string;
  port: number;
  user: string;
  /** the OpenSSH private key authorised to log in */
  privateKey: string;
  /** a private key this host does not accept */
  strangerKey: string;
  /** a folder of this host's own, for the files its deploys write */
  dir: string;
  stop(): Promise<void>;
}

const keygen = (file: string) => execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', file]);

async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Debian's sshd with its own port, host key and authorized_keys in a temp folder (`StrictModes=no`
 * because they sit under /tmp; no PAM, no passwords). Stopping kills this sshd and removes the folder.
 */
export async function startSshdHost(): Promise<SshdHost> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'slipway-sshd-host-'));
  const keys = path.join(dir, '.keys');
  mkdirSync(keys);
  for (const name of ['host', 'client', 'stranger']) keygen(path.join(keys, name));
  writeFileSync(path.join(keys, 'authorized_keys'), readFileSync(path.join(keys, 'client.pub')));
  mkdirSync('/run/sshd', { recursive: true });
  const port = await freePort();
  const options = {
    ListenAddress: `127.0.0.1:${port}`,
    PidFile: path.join(keys, 'pid'),
    AuthorizedKeysFile: path.join(keys, 'authorized_keys'),
    StrictModes: 'no',
    PermitRootLogin: 'prohibit-password',
    PasswordAuthentication: 'no',
    UsePAM: 'no',
    Subsystem: 'sftp internal-sftp',
  };
  const args = ['-D', '-e', '-f', '/dev/null', '-h', path.join(keys, 'host')];
  for (const [key, value] of Object.entries(options)) args.push('-o', `${key}=${value}`);
  const sshd: ChildProcess = spawn('/usr/sbin/sshd', args, { stdio: 'ignore' });
  const deadline = Date.now() + 10_000;
  while (!(await listening(port))) {
    if (Date.now() > deadline || sshd.exitCode !== null) throw new Error('sshd did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    ip: '127.0.0.1',
    port,
    user: 'root',
    privateKey: readFileSync(path.join(keys, 'client'), 'utf8'),
    strangerKey: readFileSync(path.join(keys, 'stranger'), 'utf8'),
    dir,
    stop: async () => {
      sshd.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
