import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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
  })
    .toString()
    .trim();

/** Files of one commit: path → content. */
export type Files = Record<string, string>;

/** The commits of a repository made by `makeBareRepo`, by what they are. */
export interface RepoCommits {
  /** first commit of `main`, tagged `v1` */
  tagged: string;
  /** head of `main` */
  main: string;
  /** head of `feature`, branched from the first commit */
  feature: string;
  /**
   * a change on top of `main` (adds `change.txt`) published as the hosts publish a pull request: GitHub
   * `refs/pull/1/head`, GitLab `refs/merge-requests/1/head`, Gerrit patch set 2 of change 1
   * (`refs/changes/01/1/2`; patch set 1 is the first commit)
   */
  change: string;
}

/**
 * A bare repository `<root>/<owner>/<name>.git` with some history: `main` has two commits (the
 * first tagged `v1`), `feature` one more on top of the first; each commit writes `version.txt`.
 */
export function makeBareRepo(root: string, owner: string, name: string, files: Files = {}): RepoCommits {
  const work = path.join(root, `${owner}-${name}-work`);
  mkdirSync(work, { recursive: true });
  const commit = (version: string, extra: Files) => {
    for (const [file, text] of Object.entries(extra)) {
      mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
      writeFileSync(path.join(work, file), text);
    }
    writeFileSync(path.join(work, 'version.txt'), `${version}\n`);
    git(work, 'add', '.');
    git(work, 'commit', '-q', '-m', version);
    return git(work, 'rev-parse', 'HEAD');
  };
  git(work, 'init', '-q', '-b', 'main');
  const tagged = commit('tagged', files);
  git(work, 'tag', 'v1');
  const main = commit('main', {});
  git(work, 'checkout', '-q', '-b', 'feature', tagged);
  const feature = commit('feature', {});
  git(work, 'checkout', '-q', '-b', 'change', main);
  writeFileSync(path.join(work, 'change.txt'), 'from the change\n');
  git(work, 'add', '.');
  git(work, 'commit', '-q', '-m', 'change');
  const change = git(work, 'rev-parse', 'HEAD');
  git(work, 'checkout', '-q', 'main');
  const bare = path.join(root, owner, `${name}.git`);
  git(root, 'clone', '-q', '--bare', work, bare);
  git(bare, 'branch', '-D', 'change');
  for (const ref of ['refs/pull/1/head', 'refs/merge-requests/1/head', 'refs/changes/01/1/2'])
    git(bare, 'update-ref', ref, change);
  git(bare, 'update-ref', 'refs/changes/01/1/1', tagged);
  return { tagged, main, feature, change };
}
