import { z } from 'zod';
import { requiredText, SERIAL_ID_MAX } from '../common/fields.js';

/** Kinds of code host a repository can come from (the repo object's `source`). */
export const codeRepoSources = ['gitlab', 'github', 'gerrit', 'gitee', 'codehub', 'other'] as const;
export type CodeRepoSource = (typeof codeRepoSources)[number];

const text = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' });

/**
 * One repository as builds, tests and scanners name it: the code host, owner, repository and branch the
 * repo picker chose (spec §5 messages), plus how it is checked out.
 */
export const codeRepoSchema = z.object({
  codehost_id: z
    .number({ error: 'validation.repo.platformRequired' })
    .int({ error: 'validation.repo.platformRequired' })
    .min(1, { error: 'validation.repo.platformRequired' })
    .max(SERIAL_ID_MAX, { error: 'validation.repo.platformRequired' }),
  repo_owner: requiredText(256, 'validation.repo.ownerRequired'),
  repo_name: requiredText(256, 'validation.repo.nameRequired'),
  /** the host's namespace of the repository (GitLab `group/sub/repo` path); owner for 'other' hosts */
  repo_namespace: text(512).default(''),
  branch: requiredText(256, 'validation.repo.branchRequired'),
  source: z.union([z.enum(codeRepoSources), z.literal('')], { error: 'validation.invalidType' }).default(''),
  type: text(32).optional(),
  auth_type: text(32).optional(),
  remote_name: text(64)
    .regex(/^[A-Za-z0-9._-]*$/, { error: 'validation.repo.remoteName' })
    .default('origin')
    .transform((name) => name || 'origin'),
  /** where the repository lands inside the workspace; relative, no `..` */
  checkout_path: text(256)
    .refine((path) => !path.startsWith('/') && !path.split('/').includes('..'), {
      error: 'validation.repo.checkoutPath',
    })
    .default(''),
  submodules: z.boolean({ error: 'validation.invalidType' }).default(false),
  project_uuid: text(128).optional(),
  repo_uuid: text(128).optional(),
  repo_id: z.union([text(128), z.number().int()]).optional(),
  enableTrigger: z.boolean().optional(),
  /** set when a run checks out a tag, a pull request or a commit instead of the branch head */
  tag: text(256).optional(),
  pr: z.number().int().min(0).max(SERIAL_ID_MAX).optional(),
  commit_id: text(64)
    .regex(/^[0-9a-fA-F]*$/, { error: 'validation.repo.commitId' })
    .optional(),
});
export type CodeRepo = z.infer<typeof codeRepoSchema>;
/** What a form holds before parsing. */
export type CodeRepoInput = z.input<typeof codeRepoSchema>;
