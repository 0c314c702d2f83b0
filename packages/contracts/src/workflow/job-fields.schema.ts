/** The parts every job type's schema is made of: names, variables, steps, share storages. */
import { z } from 'zod';
import { requiredText } from '../common/fields.js';

/** Workflow names: letters, digits and hyphen (spec §5); job names as zadig-reference §2. */
export const WORKFLOW_NAME_PATTERN = /^[a-zA-Z0-9-]+$/;
export const JOB_NAME_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;
/** Variable keys reach scripts as environment variables. */
export const VARIABLE_KEY_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const DEFAULT_JOB_TIMEOUT_MINUTES = 600;
export const DEFAULT_APPROVAL_TIMEOUT_MINUTES = 60;

export const workflowNameSchema = requiredText(64, 'validation.workflow.nameRequired').regex(
  WORKFLOW_NAME_PATTERN,
  {
    error: 'validation.workflow.nameFormat',
  },
);

export const paramTypes = ['string', 'text', 'choice'] as const;
export const workflowParamSchema = z
  .object({
    name: requiredText(64, 'validation.variable.keyRequired').regex(VARIABLE_KEY_PATTERN, {
      error: 'validation.variable.keyFormat',
    }),
    description: z.string().max(256).default(''),
    type: z.enum(paramTypes).default('string'),
    value: z
      .string()
      .max(64 * 1024)
      .default(''),
    choice_option: z.array(z.string().max(256)).max(100).default([]),
    default: z
      .string()
      .max(64 * 1024)
      .default(''),
    is_credential: z.boolean().default(false),
  })
  .refine((p) => !(p.is_credential && p.type === 'choice'), {
    error: 'validation.variable.choiceCredential',
    path: ['is_credential'],
  });
export type WorkflowParam = z.infer<typeof workflowParamSchema>;

export const envVarSchema = z
  .object({
    key: requiredText(64, 'validation.variable.keyRequired').regex(VARIABLE_KEY_PATTERN, {
      error: 'validation.variable.keyFormat',
    }),
    value: z
      .string()
      .max(64 * 1024)
      .default(''),
    type: z.enum(['string', 'choice']).default('string'),
    choice_option: z.array(z.string().max(256)).max(100).default([]),
    is_credential: z.boolean().default(false),
  })
  .refine((p) => !(p.is_credential && p.type === 'choice'), {
    error: 'validation.variable.choiceCredential',
    path: ['is_credential'],
  });

export type EnvVar = z.infer<typeof envVarSchema>;

export const shellStepSchema = z.object({
  name: requiredText(64),
  type: z.literal('shell'),
  spec: z.object({ script: z.string().max(256 * 1024) }),
});

/**
 * A folder the jobs of one task share (zadig-reference §2 `share_storages`): jobs that name it
 * see it at `path`; every other job sees nothing of it. Each job's own workspace is empty.
 */
export const shareStorageSchema = z.object({
  name: requiredText(32, 'validation.workflow.shareNameRequired').regex(JOB_NAME_PATTERN, {
    error: 'validation.workflow.shareNameFormat',
  }),
  path: requiredText(256, 'validation.workflow.sharePathRequired').refine(isUsableSharePath, {
    error: 'validation.workflow.sharePathInvalid',
  }),
});
export type ShareStorage = z.infer<typeof shareStorageSchema>;

/** Folders where a share storage may not appear: the system's, and the job's own. */
const RESERVED_JOB_PATHS = [
  '/usr',
  '/etc',
  '/bin',
  '/sbin',
  '/lib',
  '/lib64',
  '/proc',
  '/dev',
  '/tmp',
  '/slipway',
];

export function isUsableSharePath(mountPath: string): boolean {
  if (!mountPath.startsWith('/') || /(^|\/)\.\.?(\/|$)|\/\/|[\0\n]/.test(mountPath)) return false;
  const normal = mountPath.replace(/\/+$/, '');
  if (normal === '' || normal === '/workspace' || normal === '/home') return false;
  return !RESERVED_JOB_PATHS.some((root) => normal === root || normal.startsWith(`${root}/`));
}

export const shareStorageInfoSchema = z
  .object({
    enabled: z.boolean().default(false),
    share_storages: z
      .array(z.object({ name: z.string().max(32), path: z.string().max(256).default('') }))
      .max(20)
      .default([]),
  })
  .default({ enabled: false, share_storages: [] });
export type ShareStorageInfo = z.infer<typeof shareStorageInfoSchema>;

/** Every job has a name unique in its workflow and may be switched off. */
export const jobNameSchema = requiredText(32, 'validation.workflow.jobNameRequired').regex(JOB_NAME_PATTERN, {
  error: 'validation.workflow.jobNameFormat',
});
export const jobBaseShape = {
  name: jobNameSchema,
  skipped: z.boolean().default(false),
};
