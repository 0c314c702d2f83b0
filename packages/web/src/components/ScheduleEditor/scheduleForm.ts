import {
  DEFAULT_GAP_MAX_FAILURES,
  type ScheduleItemInput,
  type ScheduleType,
  scheduleItemSchema,
} from '@slipway/contracts';
import dayjs, { type Dayjs } from 'dayjs';

/** Run values of the schedule's target (a workflow's params), by name. */
export type ScheduleArgs = Record<string, string | undefined>;

/** A schedule item as the server lists it (spec §3 "Schedule item"), with what it reports of its runs. */
export interface ScheduleEntry {
  id: string;
  name: string;
  type: ScheduleType;
  number: number;
  frequency: string;
  time: string;
  cron: string;
  enabled: boolean;
  max_failures?: number;
  /** unix seconds */
  next_run_time?: number;
  consecutive_failures?: number;
  disabled_reason?: string;
}

/** The dialog's values: `frequency` is the cycle of a timing item and the unit of a gap item. */
export interface ScheduleFormValues {
  type: ScheduleType | undefined;
  name: string;
  frequency: string | undefined;
  time: Dayjs | null | undefined;
  number: number | null | undefined;
  max_failures: number | null | undefined;
  cron: string;
  args: ScheduleArgs;
}

/** What the dialog hands over on save: the item's own fields and the run values. */
export interface ScheduleDraft {
  item: ScheduleItemInput & { type: ScheduleType };
  args: ScheduleArgs;
}

export const TIME_FORMAT = 'HH:mm';

export const newScheduleValues = (args: ScheduleArgs): ScheduleFormValues => ({
  type: undefined,
  name: '',
  frequency: undefined,
  time: undefined,
  number: undefined,
  max_failures: DEFAULT_GAP_MAX_FAILURES,
  cron: '',
  args,
});

/** A listed item as the dialog edits it. */
export function scheduleValuesOf(entry: ScheduleEntry, args: ScheduleArgs): ScheduleFormValues {
  const time = entry.time ? dayjs(entry.time, TIME_FORMAT) : undefined;
  return {
    type: entry.type,
    name: entry.name ?? '',
    frequency: entry.frequency || undefined,
    time: time?.isValid() ? time : undefined,
    number: entry.type === 'gap' ? entry.number : undefined,
    max_failures: entry.max_failures ?? DEFAULT_GAP_MAX_FAILURES,
    cron: entry.cron ?? '',
    args,
  };
}

/**
 * The item the values stand for, in the contracts' input shape: only the chosen type's fields are
 * filled, so a type switched away from leaves nothing behind.
 */
export function scheduleInputOf(values: ScheduleFormValues, enabled = true): ScheduleItemInput {
  const base = { type: values.type as ScheduleType, name: values.name ?? '', enabled };
  if (values.type === 'timing')
    return {
      ...base,
      frequency: values.frequency ?? '',
      time: values.time ? values.time.format(TIME_FORMAT) : '',
    };
  if (values.type === 'gap')
    return {
      ...base,
      frequency: values.frequency ?? '',
      number: values.number ?? 0,
      max_failures: values.max_failures ?? undefined,
    };
  return { ...base, cron: values.cron ?? '' };
}

/**
 * The draft to save, with the contracts' defaults applied (max failures 3 for gap items); undefined
 * while the values break a rule (the fields show which).
 */
export function scheduleDraftOf(values: ScheduleFormValues, enabled = true): ScheduleDraft | undefined {
  const parsed = scheduleItemSchema.safeParse(scheduleInputOf(values, enabled));
  if (!parsed.success) return undefined;
  const { test_args: _test, workflow_args: _workflow, ...item } = parsed.data;
  return { item, args: values.args ?? {} };
}
