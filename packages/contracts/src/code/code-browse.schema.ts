import { z } from 'zod';
import { SERIAL_ID_MAX } from '../common/fields.js';

export const codeBrowsePaths = {
  infos: '/api/aslan/code/codehost/infos',
  regularCheck: '/api/aslan/code/codehost/branches/regular/check',
  tree: '/api/aslan/code/workspace/tree',
  gitTree: '/api/aslan/code/workspace/git/:codehostId',
  contents: '/api/aslan/code/workspace/getcontents/:codehostId',
  codehub: '/api/aslan/code/workspace/codehub/:codehostId',
} as const;

export const codehostOauthPaths = {
  auth: '/api/v1/codehosts/:id/auth',
  callback: '/api/directory/codehosts/callback',
} as const;

const text = (max: number) => z.string().max(max, { error: 'validation.tooLong' }).default('');
const codehostId = z.coerce
  .number({ error: 'error.codehostNotFound' })
  .int({ error: 'error.codehostNotFound' })
  .min(1, { error: 'error.codehostNotFound' })
  .max(SERIAL_ID_MAX, { error: 'error.codehostNotFound' });

/** One repository of a run dialog's branch/tag/PR pickers. */
export const repoInfoQuerySchema = z.object({
  source: text(32),
  repo_owner: text(512),
  repo: text(512),
  default_branch: text(512),
  codehost_id: codehostId,
  repo_namespace: text(512),
  filter_regexp: text(1024),
  key: text(256),
});
export const repoInfosBodySchema = z.object({ infos: z.array(repoInfoQuerySchema).max(100) });
export const repoInfosQuerySchema = z.object({ param: text(32) });
export type RepoInfoQuery = z.infer<typeof repoInfoQuerySchema>;

export const pullRequestSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  targetBranch: z.string(),
  sourceBranch: z.string(),
  authorUsername: z.string(),
  /** unix seconds */
  createdAt: z.number().int(),
});
export type PullRequest = z.infer<typeof pullRequestSchema>;

export const repoInfoSchema = z.object({
  repo_owner: z.string(),
  repo: z.string(),
  branches: z.array(z.object({ name: z.string() })),
  tags: z.array(z.object({ name: z.string() })),
  prs: z.array(pullRequestSchema),
  /** why this repository could not be read; '' when it was */
  error_msg: z.string(),
});
export type RepoInfo = z.infer<typeof repoInfoSchema>;

export const regularCheckBodySchema = z.object({
  regular: z.string().max(1024, { error: 'validation.tooLong' }),
  branches: z
    .array(z.string().max(1024, { error: 'validation.tooLong' }))
    .max(10_000)
    .default([]),
});

export const codehostIdPathSchema = z.object({ codehostId });

/**
 * GitHub and GitLab trees: the portal's `getRepoFilesAPI`. A public GitHub repository (`githubPublic`)
 * comes as `repoLink`, its address, with no code host.
 */
export const repoTreeQuerySchema = z.object({
  codehost_id: codehostId.optional(),
  repoLink: text(1024),
  owner: text(512),
  repo: text(512),
  namespace: text(512),
  branch: text(512),
  path: text(4096),
});
export type RepoTreeQuery = z.infer<typeof repoTreeQuerySchema>;
export const repoTreeEntrySchema = z.object({ name: z.string(), is_dir: z.boolean(), full_path: z.string() });
export type RepoTreeEntry = z.infer<typeof repoTreeEntrySchema>;

/** Gerrit, Gitee and `other` trees, read with git. */
export const repoGitTreeQuerySchema = z.object({
  repoOwner: text(512),
  repoName: text(512),
  branchName: text(512),
  remoteName: text(128),
  dir: text(4096),
});
export type RepoGitTreeQuery = z.infer<typeof repoGitTreeQuerySchema>;
export const repoGitTreeEntrySchema = z.object({ name: z.string(), is_dir: z.boolean(), parent: z.string() });
export type RepoGitTreeEntry = z.infer<typeof repoGitTreeEntrySchema>;

export const repoContentsQuerySchema = z.object({
  repoOwner: text(512),
  repoName: text(512),
  branchName: text(512),
  path: text(4096),
  isDir: text(8),
  projectName: text(128),
});
export type RepoContentsQuery = z.infer<typeof repoContentsQuerySchema>;
