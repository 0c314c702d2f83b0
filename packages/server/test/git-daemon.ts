import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface GitServer {
  /** clone URL of a repository by name */
  url(repo: string): string;
  stop(): Promise<void>;
}

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@t',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@t',
    },
    stdio: 'pipe',
  });

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A real git server on loopback (`git daemon`, git:// protocol) serving bare repositories made from
 * the given files; jobs reach it over the network like any remote.
 */
export async function startGitServer(
  repos: Record<string, Record<string, string>>,
  /** more branches and tags at the first commit of every repository, besides `main` */
  refs: { branches?: string[]; tags?: string[] } = {},
): Promise<GitServer> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'slipway-git-'));
  for (const [name, files] of Object.entries(repos)) {
    const work = path.join(root, `${name}-work`);
    mkdirSync(work, { recursive: true });
    git(work, 'init', '-q', '-b', 'main');
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
      writeFileSync(path.join(work, file), text);
    }
    git(work, 'add', '.');
    git(work, 'commit', '-q', '-m', 'initial');
    for (const branch of refs.branches ?? []) git(work, 'branch', branch);
    for (const tag of refs.tags ?? []) git(work, 'tag', tag);
    git(root, 'clone', '-q', '--bare', work, path.join(root, `${name}.git`));
  }
  const port = await freePort();
  const daemon: ChildProcess = spawn(
    'git',
    [
      'daemon',
      '--reuseaddr',
      '--export-all',
      `--base-path=${root}`,
      '--listen=127.0.0.1',
      `--port=${port}`,
      root,
    ],
    { stdio: 'ignore' },
  );
  // ready once it accepts connections
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
    if (Date.now() > deadline) throw new Error('git daemon did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: (repo) => `git://127.0.0.1:${port}/${repo}.git`,
    stop: async () => {
      daemon.kill();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
