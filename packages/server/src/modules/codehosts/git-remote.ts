import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** How a remote is reached: anonymously, over http(s) with Basic credentials, or with an SSH key. */
export type RemoteAuth =
  | { kind: 'none' }
  | { kind: 'basic'; username: string; password: string }
  | { kind: 'sshKey'; privateKey: string };

export class GitRemoteError extends Error {}

export const TIMEOUT_MS = 20_000;
/** Only the network transports: never `file`, `ext` or another local one named by a stored address. */
const transportConfig: Array<[string, string]> = [
  ['protocol.allow', 'never'],
  ...['http', 'https', 'ssh', 'git'].map((name): [string, string] => [`protocol.${name}.allow`, 'always']),
];

/** Config through the environment, so no credential is visible in the process list. */
function configEnv(entries: Array<[string, string]>): Record<string, string> {
  const env: Record<string, string> = { GIT_CONFIG_COUNT: String(entries.length) };
  entries.forEach(([key, value], i) => {
    env[`GIT_CONFIG_KEY_${i}`] = key;
    env[`GIT_CONFIG_VALUE_${i}`] = value;
  });
  return env;
}

export async function withAuthEnv<T>(
  auth: RemoteAuth,
  run: (env: Record<string, string>) => Promise<T>,
  /** the repository proxy of a host with its proxy switch on */
  proxy?: string,
): Promise<T> {
  const config = [...transportConfig];
  if (proxy) config.push(['http.proxy', proxy]);
  if (auth.kind === 'basic') {
    const basic = Buffer.from(`${auth.username}:${auth.password}`).toString('base64');
    config.push(['http.extraHeader', `Authorization: Basic ${basic}`]);
  }
  if (auth.kind !== 'sshKey') return run(configEnv(config));
  const dir = await mkdtemp(path.join(os.tmpdir(), 'slipway-ssh-'));
  try {
    const keyFile = path.join(dir, 'id');
    await writeFile(keyFile, auth.privateKey.endsWith('\n') ? auth.privateKey : `${auth.privateKey}\n`, {
      mode: 0o600,
    });
    const ssh = `ssh -i ${keyFile} -o IdentitiesOnly=yes -o BatchMode=yes -o ConnectTimeout=10 -o StrictHostKeyChecking=accept-new -o UserKnownHostsFile=${path.join(dir, 'known_hosts')}`;
    return await run({ ...configEnv(config), GIT_SSH_COMMAND: ssh });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Names of the branches (`heads`) or tags of a remote repository, read with `git ls-remote`. */
export function listRemoteRefs(
  url: string,
  kind: 'heads' | 'tags',
  auth: RemoteAuth,
  proxy?: string,
): Promise<string[]> {
  return withAuthEnv(
    auth,
    (authEnv) =>
      new Promise((resolve, reject) => {
        execFile(
          'git',
          ['ls-remote', '--refs', `--${kind}`, url],
          {
            timeout: TIMEOUT_MS,
            maxBuffer: 16 * 1024 * 1024,
            env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), GIT_TERMINAL_PROMPT: '0', ...authEnv },
          },
          (error, stdout, stderr) => {
            if (error) {
              const reason = stderr.trim().split('\n').at(-1) ?? '';
              reject(new GitRemoteError(error.killed ? 'timed out' : reason || error.message));
              return;
            }
            const prefix = `refs/${kind}/`;
            resolve(
              stdout
                .split('\n')
                .map((line) => line.split('\t')[1] ?? '')
                .filter((ref) => ref.startsWith(prefix))
                .map((ref) => ref.slice(prefix.length)),
            );
          },
        );
      }),
    proxy,
  );
}
