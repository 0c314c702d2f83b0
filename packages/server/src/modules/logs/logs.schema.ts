import { JOB_NAME_PATTERN, LOG_LINES_MAX_COUNT, SERIAL_ID_MAX, workflowNameSchema } from '@slipway/contracts';
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
/** the highest line number a log may be asked for */
const MAX_LOG_LINE = 2_000_000_000;

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

/** Lines of a job's log by number: `from` (1-based; the tail when absent) and how many. */
const countQuery = (fallback: number) =>
  z.preprocess((value) => value ?? String(fallback), wholeNumber(1, LOG_LINES_MAX_COUNT));
export const logLinesQuerySchema = z.object({
  from: wholeNumber(1, MAX_LOG_LINE).optional(),
  count: countQuery(1000),
});

/** A search over a job's whole log: the text, the line to search after, and how many matches a page holds. */
export const logSearchQuerySchema = z.object({
  key: z.string().trim().min(1, { error: 'validation.required' }).max(256),
  after: z.preprocess((value) => value ?? '0', wholeNumber(0, MAX_LOG_LINE)),
  limit: countQuery(1000),
});
