import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GitRemoteError, type RemoteAuth, TIMEOUT_MS, withAuthEnv } from '../git-remote.js';

export interface GitTreeEntry {
  name: string;
  isDir: boolean;
}

/**
 * Files of remote repositories read with git itself: a bare cache per repository under the data
 * folder, filled by a shallow fetch without file contents (`--filter=blob:none`); a file's content
 * is fetched when it is read. Nothing is checked out, so a symlink in a repository is only ever
 * read as the text of its target, never followed on this machine.
 */
export class GitTreeCache {
  /** one git command at a time per cache folder */
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(private readonly cacheDir: string) {}

  /** The entries of a folder ('' is the root) at the tip of a branch ('' is the default branch). */
  entries(
    url: string,
    auth: RemoteAuth,
    branch: string,
    dir: string,
    proxy?: string,
  ): Promise<GitTreeEntry[]> {
    return this.atTip(url, auth, branch, proxy, async (git) => {
      const listing = await git(['ls-tree', '-z', dir ? `FETCH_HEAD:${dir}` : 'FETCH_HEAD']);
      return listing
        .split('\0')
        .filter(Boolean)
        .map((line) => {
          const [meta = '', name = ''] = line.split('\t');
          return { name, isDir: meta.split(' ')[1] === 'tree' };
        });
    });
  }

  /** A file's content at the tip of a branch. */
  file(url: string, auth: RemoteAuth, branch: string, filePath: string, proxy?: string): Promise<string> {
    return this.atTip(url, auth, branch, proxy, (git) => git(['cat-file', 'blob', `FETCH_HEAD:${filePath}`]));
  }

  private atTip<T>(
    url: string,
    auth: RemoteAuth,
    branch: string,
    proxy: string | undefined,
    read: (git: (args: string[]) => Promise<string>) => Promise<T>,
  ): Promise<T> {
    const dir = path.join(this.cacheDir, createHash('sha256').update(url).digest('hex').slice(0, 32));
    const previous = this.queues.get(dir) ?? Promise.resolve();
    const next = previous
      .catch(() => undefined)
      .then(() =>
        withAuthEnv(
          auth,
          async (authEnv) => {
            const git = (args: string[]) => runGit(dir, args, authEnv);
            await mkdir(dir, { recursive: true });
            await git(['init', '--quiet', '--bare']);
            await git(['config', 'remote.origin.url', url]);
            await git(['fetch', '--quiet', '--depth=1', '--filter=blob:none', 'origin', branch || 'HEAD']);
            return read(git);
          },
          proxy,
        ),
      );
    this.queues.set(dir, next);
    const forget = () => {
      if (this.queues.get(dir) === next) this.queues.delete(dir);
    };
    next.then(forget, forget);
    return next;
  }
}

function runGit(cwd: string, args: string[], authEnv: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      args,
      {
        cwd,
        timeout: TIMEOUT_MS,
        maxBuffer: 16 * 1024 * 1024,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: os.tmpdir(),
          GIT_TERMINAL_PROMPT: '0',
          GIT_DIR: cwd,
          ...authEnv,
        },
      },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        const reason = stderr.trim().split('\n').at(-1) ?? '';
        reject(new GitRemoteError(error.killed ? 'timed out' : reason || error.message));
      },
    );
  });
}
