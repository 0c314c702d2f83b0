import { z } from 'zod';
import { scheduleItemSchema } from './schedule.schema.js';

/** The schedules of one custom workflow (`/api/aslan/workflow/v4/cron`). */
export const scheduleApiPaths = {
  list: '/api/aslan/workflow/v4/cron',
  one: '/api/aslan/workflow/v4/cron/:id',
  preset: '/api/aslan/workflow/v4/cron/preset',
} as const;

export const scheduleWorkflowQuerySchema = z.object({
  workflow: z.string().trim().min(1, { error: 'validation.workflow.nameRequired' }).max(64),
  projectName: z.string().max(64).optional(),
});
export const scheduleProjectQuerySchema = z.object({
  projectName: z.string().trim().min(1, { error: 'validation.project.required' }).max(64),
});
export const scheduleIdParamsSchema = z.object({
  id: z.string().regex(/^\d{1,9}$/, { error: 'error.scheduleNotFound' }),
});

/**
 * One item as the schedule editor posts it: Zadig's `job_type` and `workflow_v4_args` are read as
 * `type` and `workflow_args`.
 */
export const scheduleItemBodySchema = z.preprocess((raw) => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const fields = raw as Record<string, unknown>;
  return {
    ...fields,
    type: fields.type ?? fields.job_type,
    workflow_args: fields.workflow_args ?? fields.workflow_v4_args,
  };
}, scheduleItemSchema);

/** An item as answered: what was saved, with the scheduler's state. */
export const scheduleAnswerSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    type: z.string(),
    enabled: z.boolean(),
    frequency: z.string(),
    number: z.number(),
    time: z.string(),
    cron: z.string(),
    max_failures: z.number().optional(),
    workflow_args: z.record(z.string(), z.unknown()).nullish(),
    workflow_v4_args: z.record(z.string(), z.unknown()).nullish(),
    /** unix seconds of the next run; 0 when none is due */
    next_run_time: z.number(),
    consecutive_failures: z.number(),
    /** why the scheduler switched the item off; '' otherwise */
    disabled_reason: z.string(),
  })
  .loose();
export type ScheduleAnswer = z.infer<typeof scheduleAnswerSchema>;
export const scheduleListSchema = z.object({ cron_list: z.array(scheduleAnswerSchema) });
