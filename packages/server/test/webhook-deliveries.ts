import { createHmac } from 'node:crypto';

/**
 * Deliveries as GitHub and GitLab document them (trimmed push bodies of their webhook docs), for
 * suites that post them to a server; the commit is given so each test decides what is "the same".
 */

/** A trigger on the GitHub repository acme/shop (or `repo`), branch main, push events. */
export const githubTrigger = (name: string, secret: string, repo: Record<string, unknown>) => ({
  name,
  description: '',
  enabled: true,
  auto_cancel: false,
  secret,
  main_repo: {
    source: 'github',
    repo_owner: 'acme',
    repo_namespace: 'acme',
    repo: 'shop',
    branch: 'main',
    is_regular: false,
    events: ['push'],
    match_folders: ['/'],
    ...repo,
  },
});

/** GitHub's push event body. */
export const githubPush = (branch: string, commit: string, repo = 'shop') => ({
  ref: `refs/heads/${branch}`,
  before: '6113728f27ae82c7b1a177c8d03f9e96e0adf246',
  after: commit,
  created: false,
  deleted: false,
  repository: {
    id: 186853002,
    name: repo,
    full_name: `acme/${repo}`,
    owner: { name: 'acme', login: 'acme', id: 21031067, type: 'Organization' },
  },
  commits: [{ id: commit, message: 'change', added: [], removed: [], modified: ['src/app.ts'] }],
  head_commit: { id: commit },
});

/** GitHub's headers: event, HMAC-SHA256 signature of the raw body, and the delivery id when given. */
export const signedGithubHeaders = (event: string, raw: string, secret: string, delivery?: string) => ({
  'content-type': 'application/json',
  'user-agent': 'GitHub-Hookshot/044aadd',
  'x-github-event': event,
  'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`,
  ...(delivery ? { 'x-github-delivery': delivery } : {}),
});

/** GitLab's push event of platform/diaspora. */
export const gitlabPush = (branch: string, commit: string) => ({
  object_kind: 'push',
  event_name: 'push',
  before: '95790bf891e76fee5e1747ab589903a6a1f80f22',
  after: commit,
  ref: `refs/heads/${branch}`,
  checkout_sha: commit,
  project: { id: 15, name: 'Diaspora', path_with_namespace: 'platform/diaspora' },
  commits: [{ id: commit, message: 'fixed readme', added: [], modified: ['app.rb'], removed: [] }],
  total_commits_count: 1,
});
