import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type CodeRepo, codeRepoSchema } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutDeps, checkoutRepos, type RepoRemote } from '../src/engine/checkout/checkout.js';
import { JobExecutor } from '../src/engine/executors/job-executor.js';
import { LogStore } from '../src/engine/logs/log-store.js';
import { type GitHttpServer, startGitHttpServer } from './git-http.js';
import { type GitSshServer, startGitSshServer } from './git-sshd.js';

const HTTP_USER = 'builder';
const HTTP_PASSWORD = 'http-token-Secret-77';

let dataDir: string;
let executor: JobExecutor;
let logs: LogStore;
let http: GitHttpServer;
let ssh: GitSshServer;
let run = 0;
/** the log of the last checkout */
let lastLogText = '';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'slipway-checkout-'));
  executor = new JobExecutor({
    dataDir,
    bwrapPath: 'bwrap',
    limits: { maxProcesses: 256, maxOpenFiles: 1024 },
    allowUnsandboxed: async () => false,
  });
  expect((await executor.init()).available).toBe(true);
  logs = new LogStore(path.join(dataDir, 'logs'));
  http = await startGitHttpServer(
    { 'team/app': { 'README.md': 'app\n' }, 'team/lib': { 'lib.txt': 'lib\n' } },
    { username: HTTP_USER, password: HTTP_PASSWORD },
  );
  ssh = await startGitSshServer({ 'team/app': { 'README.md': 'app over ssh\n' } });
});
afterAll(async () => {
  await http?.stop();
  await ssh?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const repo = (fields: Partial<CodeRepo>): CodeRepo =>
  codeRepoSchema.parse({
    codehost_id: 1,
    repo_owner: 'team',
    repo_name: 'app',
    branch: 'main',
    source: 'other',
    ...fields,
  });

const overHttp: CheckoutDeps = {
  remoteOf: async (r): Promise<RepoRemote> => ({
    url: `${http.address}/${r.repo_owner}/${r.repo_name}.git`,
    auth: { kind: 'basic', username: HTTP_USER, password: HTTP_PASSWORD },
  }),
};
const overSsh: CheckoutDeps = {
  remoteOf: async (r): Promise<RepoRemote> => ({
    url: `${ssh.address}/${r.repo_owner}/${r.repo_name}.git`,
    auth: { kind: 'sshKey', privateKey: ssh.privateKey },
  }),
};

/** Checks out in a fresh sandboxed job; the script `inspect` then runs in the same workspace. */
async function checkout(repos: CodeRepo[], deps: CheckoutDeps, inspect = 'true') {
  const key = { workflow: 'checkout', taskId: ++run, job: 'build' };
  const job = await executor.prepare(key, []);
  const log = logs.open(key, []);
  let step = 0;
  const signal = new AbortController().signal;
  try {
    const result = await checkoutRepos(
      repos,
      { job, log, signal, deadline: Date.now() + 60_000, nextStep: () => step++ },
      deps,
    );
    const after = await job.runStep(step++, { script: inspect, env: {}, timeoutMs: 60_000, signal, log });
    return { result, after };
  } finally {
    await job.dispose();
    await log.close();
    lastLogText = readFileSync(path.join(dataDir, 'logs', 'checkout', String(run), 'build.log'), 'utf8');
  }
}
const lastLog = () => lastLogText;

describe('checkout over HTTP with a password', () => {
  it('checks out a branch head, names the remote as asked and sets the repository variables', async () => {
    const { result, after } = await checkout(
      [repo({ branch: 'feature', remote_name: 'upstream' })],
      overHttp,
      'cat app/version.txt; git -C app remote; git -C app rev-parse --abbrev-ref HEAD',
    );
    expect(result.status).toBe('passed');
    expect(after.status).toBe('passed');
    expect(result.repos[0]?.commit_id).toBe(http.commits['team/app']?.feature);
    expect(result.env).toMatchObject({
      REPONAME_0: 'app',
      REPO_0: 'app',
      app_BRANCH: 'feature',
      app_COMMIT_ID: http.commits['team/app']?.feature,
    });
    expect(lastLog()).toContain('feature\nupstream\nfeature\n');
    expect(lastLog()).not.toContain(HTTP_PASSWORD);
    expect(http.requests.authorised).toBeGreaterThan(0);
  });

  it('checks out a tag and a commit into their checkout paths', async () => {
    const commits = http.commits['team/app'];
    const { result } = await checkout(
      [
        repo({ tag: 'v1', checkout_path: 'tagged' }),
        repo({
          repo_name: 'lib',
          commit_id: http.commits['team/lib']?.tagged,
          checkout_path: 'deps/lib-src',
        }),
      ],
      overHttp,
      'cat tagged/version.txt deps/lib-src/version.txt deps/lib-src/lib.txt',
    );
    expect(result.status).toBe('passed');
    expect(result.repos.map((r) => r.commit_id)).toEqual([commits?.tagged, http.commits['team/lib']?.tagged]);
    expect(result.env).toMatchObject({
      app_TAG: 'v1',
      REPONAME_1: 'lib',
      lib_COMMIT_ID: http.commits['team/lib']?.tagged,
    });
    expect(lastLog()).toContain('tagged\ntagged\nlib\n');
  });

  it('checks out a pull request merged into its branch, for GitHub, GitLab and Gerrit refs', async () => {
    const { result } = await checkout(
      [
        repo({ pr: 1, source: 'github', checkout_path: 'github' }),
        repo({ pr: 1, source: 'gitlab', checkout_path: 'gitlab' }),
        repo({ pr: 1, source: 'gerrit', checkout_path: 'gerrit' }),
      ],
      overHttp,
      'for d in github gitlab gerrit; do cat $d/change.txt $d/version.txt; git -C $d rev-parse --abbrev-ref HEAD; done',
    );
    expect(result.status, lastLog()).toBe('passed');
    // the change sits on top of main: merging it is a fast-forward to the change itself
    expect(result.repos.map((r) => r.commit_id)).toEqual(Array(3).fill(http.commits['team/app']?.change));
    expect(result.env).toMatchObject({ app_PR: '1', app_BRANCH: 'main' });
    expect(lastLog()).toContain('from the change\nmain\nmain\n'.repeat(3));
  });

  it('fails with the wrong password, and names neither password in the log', async () => {
    const wrong: CheckoutDeps = {
      remoteOf: async (r) => ({
        ...(await overHttp.remoteOf(r)),
        auth: { kind: 'basic', username: HTTP_USER, password: 'not-the-Password-1' },
      }),
    };
    const { result } = await checkout([repo({})], wrong);
    expect(result.status).toBe('failed');
    expect(result.error).toContain('checkout of app');
    expect(lastLog()).not.toContain('not-the-Password-1');
    expect(lastLog()).not.toContain(HTTP_PASSWORD);
  });

  it('refuses a local transport named by a stored address', async () => {
    const local: CheckoutDeps = {
      remoteOf: async () => ({ url: `file://${dataDir}`, auth: { kind: 'none' } }),
    };
    const { result } = await checkout([repo({})], local);
    expect(result.status).toBe('failed');
    expect(lastLog()).toMatch(/transport 'file' not allowed/);
  });
});

describe('checkout over SSH with a key', () => {
  it('checks out a branch, a tag and a commit with the key kept out of the log and the workspace', async () => {
    const commits = ssh.commits['team/app'];
    const { result } = await checkout(
      [
        repo({ branch: 'main', checkout_path: 'b' }),
        repo({ tag: 'v1', checkout_path: 't' }),
        repo({ commit_id: commits?.feature, checkout_path: 'c' }),
      ],
      overSsh,
      'cat b/version.txt t/version.txt c/version.txt; grep -rl "PRIVATE KEY" . /tmp || echo no key left',
    );
    expect(result.status).toBe('passed');
    expect(result.repos.map((r) => r.commit_id)).toEqual([commits?.main, commits?.tagged, commits?.feature]);
    const text = lastLog();
    expect(text).toContain('main\ntagged\nfeature\nno key left\n');
    expect(text).not.toContain('PRIVATE KEY');
    expect(text).not.toContain(ssh.privateKey.split('\n')[1]);
  });
});
