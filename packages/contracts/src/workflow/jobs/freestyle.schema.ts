import { z } from 'zod';
import { requiredText } from '../../common/fields.js';
import {
  DEFAULT_JOB_TIMEOUT_MINUTES,
  envVarSchema,
  jobBaseShape,
  shareStorageInfoSchema,
  shellStepSchema,
  VARIABLE_KEY_PATTERN,
} from '../job-fields.schema.js';

/** Ordered shell steps with variables and outputs (zadig-reference §2 `freestyle`). */
export const freestyleSpecSchema = z.object({
  properties: z
    .object({
      timeout: z
        .number()
        .int()
        .min(1)
        .max(7 * 24 * 60)
        .default(DEFAULT_JOB_TIMEOUT_MINUTES),
      envs: z.array(envVarSchema).max(200).default([]),
      share_storage_info: shareStorageInfoSchema,
    })
    .default({
      timeout: DEFAULT_JOB_TIMEOUT_MINUTES,
      envs: [],
      share_storage_info: { enabled: false, share_storages: [] },
    }),
  steps: z.array(shellStepSchema).min(1, { error: 'validation.workflow.stepRequired' }).max(50),
  outputs: z
    .array(
      z.object({
        name: requiredText(64).regex(VARIABLE_KEY_PATTERN, { error: 'validation.variable.keyFormat' }),
        description: z.string().max(256).default(''),
      }),
    )
    .max(50)
    .default([]),
});
export type FreestyleSpec = z.infer<typeof freestyleSpecSchema>;

export const freestyleJobSchema = z.object({
  ...jobBaseShape,
  type: z.literal('freestyle'),
  spec: freestyleSpecSchema,
});
export type FreestyleJob = z.infer<typeof freestyleJobSchema>;
