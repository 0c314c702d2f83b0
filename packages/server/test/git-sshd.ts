import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './git-daemon.js';
import { type Files, makeBareRepo, type RepoCommits } from './git-repos.js';

export interface GitSshServer {
  /** the address a code host of type `other` stores: repositories are `<address>/<owner>/<name>.git` */
  address: string;
  /** the private key authorised to log in */
  privateKey: string;
  commits: Record<string, RepoCommits>;
  stop(): Promise<void>;
}

/**
 * Real git over SSH: Debian's sshd on a loopback port with its own host key, letting in one key
 * (authorized_keys) as root; git runs `git-upload-pack` through it like on any git server.
 * `StrictModes=no` because the key files sit under /tmp.
 */
export async function startGitSshServer(repos: Record<string, Files>): Promise<GitSshServer> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'slipway-git-ssh-'));
  const commits: Record<string, RepoCommits> = {};
  for (const [fullName, files] of Object.entries(repos)) {
    const [owner, name] = fullName.split('/') as [string, string];
    commits[fullName] = makeBareRepo(root, owner, name, files);
  }
  const keys = path.join(root, '.keys');
  mkdirSync(keys);
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', path.join(keys, 'host')]);
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', path.join(keys, 'client')]);
  writeFileSync(path.join(keys, 'authorized_keys'), readFileSync(path.join(keys, 'client.pub')));
  mkdirSync('/run/sshd', { recursive: true });
  const port = await freePort();
  const sshd: ChildProcess = spawn(
    '/usr/sbin/sshd',
    [
      '-D',
      '-e',
      '-f',
      '/dev/null',
      '-h',
      path.join(keys, 'host'),
      '-o',
      `ListenAddress=127.0.0.1:${port}`,
      '-o',
      `PidFile=${path.join(keys, 'pid')}`,
      '-o',
      `AuthorizedKeysFile=${path.join(keys, 'authorized_keys')}`,
      '-o',
      'StrictModes=no',
      '-o',
      'PermitRootLogin=prohibit-password',
      '-o',
      'PasswordAuthentication=no',
      '-o',
      'UsePAM=no',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 10_000;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) break;
    if (Date.now() > deadline) throw new Error('sshd did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    address: `ssh://root@127.0.0.1:${port}${root}`,
    privateKey: readFileSync(path.join(keys, 'client'), 'utf8'),
    commits,
    stop: async () => {
      sshd.kill();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
