import { JOB_NAME_PATTERN, SERIAL_ID_MAX, workflowNameSchema } from '@slipway/contracts';
import { z } from 'zod';

/** Decimal digits only (no signs, exponents or spaces) within [min, max]. */
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/, { error: 'validation.invalidType' })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, { error: 'validation.invalidType' })
        .max(max, { error: 'validation.invalidType' }),
    );

export const MAX_TAIL_LINES = 9_999_999;

export const jobLogParamsSchema = z.object({
  workflowName: workflowNameSchema,
  taskId: wholeNumber(1, SERIAL_ID_MAX),
  jobName: z.string().regex(JOB_NAME_PATTERN, { error: 'validation.workflow.jobNameFormat' }),
});

export const liveJobLogParamsSchema = jobLogParamsSchema.extend({ lines: wholeNumber(0, MAX_TAIL_LINES) });

export const taskLogParamsSchema = z.object({
  workflowName: workflowNameSchema,
  taskId: wholeNumber(1, SERIAL_ID_MAX),
});

export const serviceLogParamsSchema = taskLogParamsSchema.extend({
  serviceName: z.string().min(1).max(256),
});

/** The portal names the kind of log (`buildv3`, `build`…); every kind reads the same job logs. */
export const legacyLogQuerySchema = z.looseObject({ type: z.string().max(64).optional() });

/** The product task page's live log of one service's sub task (`subTask`: `buildv2`, `docker_build`…). */
export const liveServiceLogParamsSchema = serviceLogParamsSchema.extend({
  lines: wholeNumber(0, MAX_TAIL_LINES),
});
export const liveServiceLogQuerySchema = z.looseObject({ subTask: z.string().max(64).optional() });
