import type { CodeRepo } from '@slipway/contracts';
import type { RemoteAuth } from '../../modules/codehosts/git-remote.js';
import type { JobContext } from '../job-types/job-type.js';
import { withExtraSecrets } from '../logs/extra-secrets-log.js';
import { CHECKOUT_SCRIPT } from './checkout-script.js';
import { repoEnv } from './repo-env.js';

/** Where a repository is cloned from and the credentials git reaches it with. */
export interface RepoRemote {
  url: string;
  auth: RemoteAuth;
}

export interface CheckoutDeps {
  /** the clone address of a repository of a code host, with that host's credentials opened */
  remoteOf(repo: CodeRepo): Promise<RepoRemote>;
}

/** What a checkout needs of the job it runs in. `nextStep` numbers the job's steps. */
export type CheckoutContext = Pick<JobContext, 'job' | 'log' | 'signal'> & {
  /** when the job must be over (epoch ms) */
  deadline: number;
  nextStep(): number;
};

export interface CheckedOutRepo extends CodeRepo {
  /** the commit the workspace holds */
  commit_id: string;
}

export interface CheckoutResult {
  status: 'passed' | 'failed' | 'timeout' | 'cancelled';
  error: string;
  /** the repository variables of the build (REPONAME_0, REPO_0, <repo>_BRANCH, …) */
  env: Record<string, string>;
  repos: CheckedOutRepo[];
}

/** Only the network transports: a stored address may never name `file`, `ext` or another local one. */
const TRANSPORTS: Array<[string, string]> = [
  ['protocol.allow', 'never'],
  ...['http', 'https', 'ssh', 'git'].map((name): [string, string] => [`protocol.${name}.allow`, 'always']),
];

function gitConfigEnv(entries: Array<[string, string]>): Record<string, string> {
  const env: Record<string, string> = { GIT_CONFIG_COUNT: String(entries.length) };
  entries.forEach(([key, value], i) => {
    env[`GIT_CONFIG_KEY_${i}`] = key;
    env[`GIT_CONFIG_VALUE_${i}`] = value;
  });
  return env;
}

function credentialEnv(auth: RemoteAuth): { env: Record<string, string>; secrets: string[] } {
  switch (auth.kind) {
    case 'basic':
      return {
        env: { SLIPWAY_GIT_USERNAME: auth.username, SLIPWAY_GIT_PASSWORD: auth.password },
        secrets: [auth.password],
      };
    case 'sshKey':
      return { env: { SLIPWAY_GIT_SSH_KEY: auth.privateKey.trim() }, secrets: [auth.privateKey.trim()] };
    default:
      return { env: {}, secrets: [] };
  }
}

/** Where a repository lands, relative to the workspace. */
export const checkoutDir = (repo: CodeRepo) => repo.checkout_path || repo.repo_name;

function refText(repo: CodeRepo): string {
  if (repo.tag) return `tag ${repo.tag}`;
  if (repo.commit_id) return `commit ${repo.commit_id}`;
  if (repo.pr) return `change ${repo.pr}${repo.branch ? ` into ${repo.branch}` : ''}`;
  return `branch ${repo.branch}`;
}

/**
 * Checks the repositories out into the job's workspace, one sandboxed step each, in order: the
 * exact ref asked for (tag, commit, pull/merge request or Gerrit change, else the branch head),
 * under the remote name asked for, with submodules when asked. Stops at the first that fails.
 */
export async function checkoutRepos(
  repos: CodeRepo[],
  ctx: CheckoutContext,
  deps: CheckoutDeps,
): Promise<CheckoutResult> {
  const done: CheckedOutRepo[] = [];
  const outcome = (status: CheckoutResult['status'], error: string): CheckoutResult => ({
    status,
    error,
    env: repoEnv(done),
    repos: done,
  });
  for (const [index, repo] of repos.entries()) {
    let remote: RepoRemote;
    try {
      remote = await deps.remoteOf(repo);
    } catch (error) {
      const message = `checkout of ${repo.repo_name}: ${(error as Error).message}`;
      ctx.log.write(`${message}\n`);
      return outcome('failed', message);
    }
    const credentials = credentialEnv(remote.auth);
    const commitOutput = `SLIPWAY_CHECKOUT_COMMIT_${index}`;
    const log = withExtraSecrets(ctx.log, credentials.secrets);
    const result = await ctx.job.runStep(ctx.nextStep(), {
      script: CHECKOUT_SCRIPT,
      env: {
        ...gitConfigEnv(TRANSPORTS),
        ...credentials.env,
        SLIPWAY_GIT_URL: remote.url,
        SLIPWAY_SOURCE: repo.source,
        SLIPWAY_REMOTE: repo.remote_name || 'origin',
        SLIPWAY_CHECKOUT_DIR: checkoutDir(repo),
        SLIPWAY_BRANCH: repo.branch ?? '',
        SLIPWAY_TAG: repo.tag ?? '',
        SLIPWAY_PR: repo.pr ? String(repo.pr) : '',
        SLIPWAY_COMMIT: repo.commit_id ?? '',
        SLIPWAY_REF_TEXT: refText(repo),
        SLIPWAY_SUBMODULES: String(repo.submodules),
        SLIPWAY_COMMIT_OUTPUT: commitOutput,
      },
      timeoutMs: Math.max(ctx.deadline - Date.now(), 1),
      signal: ctx.signal,
      log,
    });
    log.flush();
    if (result.status !== 'passed')
      return outcome(result.status, `checkout of ${repo.repo_name}: ${result.error}`);
    const commit = (await ctx.job.readOutputs([commitOutput]))[commitOutput] ?? '';
    done.push({ ...repo, commit_id: commit });
  }
  return outcome('passed', '');
}
