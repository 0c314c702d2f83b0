import { z } from 'zod';

/**
 * One schedule item (spec §3 "Schedule item", §5 "Schedule form", §7): `timing` runs at a time of day
 * on every day or one weekday, `gap` every N minutes or hours, `crontab` on a five-field cron.
 * Only the fields of the chosen type are checked; the others are kept as sent.
 */
export const scheduleTypes = ['timing', 'gap', 'crontab'] as const;
export type ScheduleType = (typeof scheduleTypes)[number];

export const timingFrequencies = [
  'day',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export const gapFrequencies = ['minutes', 'hours'] as const;
export const DEFAULT_GAP_MAX_FAILURES = 3;

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const CRON_CHARS = /^[\d\s*,\-/]+$/;

/** Returns the message key of what is wrong with a cron text, or undefined when it has the right form. */
export function cronFormProblem(cron: string): string | undefined {
  const text = cron.trim();
  if (text === '') return 'validation.schedule.cronRequired';
  if (text.split(/\s+/).length !== 5) return 'validation.schedule.cronFields';
  if (!CRON_CHARS.test(text)) return 'validation.schedule.cronChars';
  return undefined;
}

const optionalText = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' }).default('');

export const scheduleItemSchema = z
  .object({
    id: z.string().max(64).optional(),
    type: z.enum(scheduleTypes, { error: 'validation.schedule.typeRequired' }),
    name: optionalText(128),
    enabled: z.boolean().default(true),
    frequency: optionalText(16),
    number: z.coerce.number({ error: 'validation.schedule.numberRequired' }).int().default(0),
    time: optionalText(5),
    cron: optionalText(128),
    max_failures: z.coerce.number().int().min(0).max(1000).optional(),
    /** Run args of the workflow (custom: params; product: the run-args object); kept as sent. */
    workflow_args: z.record(z.string(), z.unknown()).nullish(),
    /** For test schedules: which test of which project. */
    test_args: z.object({ product_name: z.string().max(64), test_name: z.string().max(64) }).nullish(),
  })
  .superRefine((item, ctx) => {
    const problem = (message: string, path: string) =>
      ctx.addIssue({ code: 'custom', message, path: [path] });
    if (item.type === 'timing') {
      if (!(timingFrequencies as readonly string[]).includes(item.frequency))
        problem('validation.schedule.frequencyRequired', 'frequency');
      if (item.time === '') problem('validation.schedule.timeRequired', 'time');
      else if (!TIME_OF_DAY.test(item.time)) problem('validation.schedule.timeFormat', 'time');
    }
    if (item.type === 'gap') {
      if (!Number.isFinite(item.number) || item.number < 1)
        problem(
          item.number ? 'validation.schedule.numberMin' : 'validation.schedule.numberRequired',
          'number',
        );
      if (!(gapFrequencies as readonly string[]).includes(item.frequency))
        problem('validation.schedule.gapUnitRequired', 'frequency');
      if (item.max_failures !== undefined && item.max_failures < 1)
        problem('validation.schedule.maxFailuresMin', 'max_failures');
    }
    if (item.type === 'crontab') {
      const cronProblem = cronFormProblem(item.cron);
      if (cronProblem) problem(cronProblem, 'cron');
    }
  })
  .transform((item) =>
    item.type === 'gap' && item.max_failures === undefined
      ? { ...item, max_failures: DEFAULT_GAP_MAX_FAILURES }
      : item,
  );
export type ScheduleItem = z.infer<typeof scheduleItemSchema>;
export type ScheduleItemInput = z.input<typeof scheduleItemSchema>;

/** The schedules of one workflow or test: `enabled` switches them all. */
export const schedulesSchema = z.object({
  enabled: z.boolean().default(false),
  items: z.array(scheduleItemSchema).max(50).default([]),
});
export type Schedules = z.infer<typeof schedulesSchema>;
