import { z } from 'zod';
import { SERIAL_ID_MAX } from '../common/fields.js';

export const workflowHookPaths = {
  list: '/api/aslan/workflow/v4/webhook',
  ofWorkflow: '/api/aslan/workflow/v4/webhook/:workflowName',
  one: '/api/aslan/workflow/v4/webhook/:workflowName/trigger/:triggerName',
  /** where GitHub, GitLab, Gitee and Gerrit (its webhooks plugin) deliver */
  receiver: '/api/aslan/webhook',
} as const;

/** git hosts' events, and Gerrit's own: a patch set uploaded, a change merged */
export const gitHookEvents = ['push', 'pull_request', 'tag', 'patchset-created', 'change-merged'] as const;
export type GitHookEvent = (typeof gitHookEvents)[number];

const text = (max: number) => z.string().max(max, { error: 'validation.tooLong' }).default('');
const HOOK_NAME = /^[a-zA-Z0-9]([a-zA-Z0-9_\-.]*[a-zA-Z0-9])?$/;

/** The repository, refs and events a trigger listens to. */
export const hookRepoSchema = z.object({
  source: text(32),
  codehost_id: z.coerce
    .number({ error: 'validation.workflowHook.repo' })
    .int({ error: 'validation.workflowHook.repo' })
    .min(1, { error: 'validation.workflowHook.repo' })
    .max(SERIAL_ID_MAX, { error: 'validation.workflowHook.repo' }),
  repo_owner: z.string().trim().min(1, { error: 'validation.workflowHook.repo' }).max(512),
  repo_namespace: text(512),
  repo: z.string().trim().min(1, { error: 'validation.workflowHook.repo' }).max(512),
  /** a branch name, or a regular expression when `is_regular` */
  branch: text(1024),
  is_regular: z.boolean().default(false),
  events: z
    .array(z.enum(gitHookEvents, { error: 'validation.workflowHook.events' }))
    .min(1, { error: 'validation.workflowHook.events' })
    .max(gitHookEvents.length),
  /** paths whose change triggers; `!` before a path excludes it */
  match_folders: z.array(z.string().max(1024)).max(100).default(['/', '!.md']),
});
export type HookRepo = z.infer<typeof hookRepoSchema>;

export const workflowHookBodySchema = z.object({
  name: z.string().trim().regex(HOOK_NAME, { error: 'validation.workflowHook.name' }).max(64),
  description: text(1024),
  enabled: z.boolean().default(true),
  auto_cancel: z.boolean().default(false),
  main_repo: hookRepoSchema,
  /**
   * checked against GitHub's signature, GitLab's and Gitee's token, or the `token` query parameter
   * of the address Gerrit posts to; '' accepts unsigned deliveries
   */
  secret: text(256),
});
export type WorkflowHookBody = z.infer<typeof workflowHookBodySchema>;

export const workflowHookSchema = workflowHookBodySchema.extend({
  /** never the secret itself */
  secret: z.string(),
  updated_at: z.number().int(),
});
export type WorkflowHook = z.infer<typeof workflowHookSchema>;

export const workflowHookListQuerySchema = z.object({
  workflow_name: z.string().max(64, { error: 'validation.tooLong' }).default(''),
});
export const workflowHookParamsSchema = z.object({ workflowName: z.string().max(64) });
export const workflowHookOneParamsSchema = z.object({
  workflowName: z.string().max(64),
  triggerName: z.string().max(64),
});

/** What the receiver answers: how many workflows the delivery started. */
export const webhookResultSchema = z.object({ message: z.string(), triggered: z.number().int() });

/** Gerrit's webhooks plugin cannot sign: the address it posts to carries the trigger's secret. */
export const webhookReceiverQuerySchema = z.looseObject({ token: z.string().max(256).default('') });

/**
 * Generic webhooks: a secret address that runs a custom workflow with params read from the request.
 * Managed under the workflow's webhook path; the receiver is public and checks the token.
 */
export const genericHookPaths = {
  ofWorkflow: '/api/aslan/workflow/v4/webhook/:workflowName/generic',
  one: '/api/aslan/workflow/v4/webhook/:workflowName/generic/:hookName',
  /** a new token for the hook, answered once */
  token: '/api/aslan/workflow/v4/webhook/:workflowName/generic/:hookName/token',
  /** the token in the `X-Slipway-Token` header */
  run: '/api/aslan/workflow/v4/webhook/:workflowName/generic/:hookName/run',
  /** the token as the last segment, for callers that can only configure an address */
  runWithToken: '/api/aslan/workflow/v4/webhook/:workflowName/generic/:hookName/run/:token',
} as const;

/** The longest value a generic webhook may give a param. */
export const GENERIC_PARAM_VALUE_MAX = 4096;

export const genericHookParamSchema = z.object({
  /** the workflow param it fills */
  name: z.string().trim().min(1, { error: 'validation.genericHook.param' }).max(128),
  source: z.enum(['body', 'query', 'header'], { error: 'validation.genericHook.source' }),
  /** a dotted path into the JSON body (`a.b.0.c`), or the query or header name */
  path: z.string().trim().min(1, { error: 'validation.genericHook.path' }).max(512),
  /** the value when the request has none */
  default: text(GENERIC_PARAM_VALUE_MAX),
});
export type GenericHookParam = z.infer<typeof genericHookParamSchema>;

export const genericHookBodySchema = z.object({
  name: z.string().trim().regex(HOOK_NAME, { error: 'validation.workflowHook.name' }).max(64),
  description: text(1024),
  enabled: z.boolean().default(true),
  auto_cancel: z.boolean().default(false),
  params: z.array(genericHookParamSchema).max(100).default([]),
});
export type GenericHookBody = z.infer<typeof genericHookBodySchema>;

/** A hook as listed: the token is never answered again, only where it is sent. */
export const genericHookSchema = genericHookBodySchema.extend({
  workflow_name: z.string(),
  /** the run address without its token */
  url: z.string(),
  updated_at: z.number().int(),
});
export type GenericHook = z.infer<typeof genericHookSchema>;

/** What making a hook or a new token answers: the token, this once. */
export const genericHookTokenSchema = z.object({ name: z.string(), token: z.string(), url: z.string() });

export const genericHookParamsSchema = z.object({
  workflowName: z.string().max(64),
  hookName: z.string().max(64),
});
export const genericHookRunParamsSchema = genericHookParamsSchema.extend({
  token: z.string().max(256).default(''),
});
export const genericHookRunResultSchema = z.object({ task_id: z.number().int(), workflow_name: z.string() });
