import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const author = {
  GIT_AUTHOR_NAME: 'e2e',
  GIT_AUTHOR_EMAIL: 'e2e@example.com',
  GIT_COMMITTER_NAME: 'e2e',
  GIT_COMMITTER_EMAIL: 'e2e@example.com',
};
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, env: { ...process.env, ...author }, stdio: 'pipe' });

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * A real git server on loopback (`git daemon`, git:// protocol) serving one repository
 * `<owner>/<name>` with the given files on `main`; the server under test reaches it like any remote.
 */
export class GitDaemon {
  private constructor(
    readonly address: string,
    private readonly root: string,
    private readonly daemon: ChildProcess,
  ) {}

  static async start(owner: string, name: string, files: Record<string, string>): Promise<GitDaemon> {
    const root = mkdtempSync(path.join(os.tmpdir(), 'slipway-e2e-git-'));
    const work = path.join(root, 'work');
    mkdirSync(work);
    git(work, 'init', '-q', '-b', 'main');
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
      writeFileSync(path.join(work, file), text);
    }
    git(work, 'add', '.');
    git(work, 'commit', '-q', '-m', 'initial');
    mkdirSync(path.join(root, 'served', owner), { recursive: true });
    git(root, 'clone', '-q', '--bare', work, path.join(root, 'served', owner, `${name}.git`));
    const port = await freePort();
    const served = path.join(root, 'served');
    const daemon = spawn(
      'git',
      [
        'daemon',
        '--reuseaddr',
        '--export-all',
        `--base-path=${served}`,
        '--listen=127.0.0.1',
        `--port=${port}`,
        served,
      ],
      { stdio: 'ignore' },
    );
    // ready once it accepts connections; a daemon that never does fails the test after 10 s
    for (let tries = 0; !(await accepts(port)); tries++) {
      if (tries > 100) throw new Error('git daemon did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return new GitDaemon(`git://127.0.0.1:${port}`, root, daemon);
  }

  async stop(): Promise<void> {
    this.daemon.kill();
    rmSync(this.root, { recursive: true, force: true });
  }
}
