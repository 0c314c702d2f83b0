import type { gapFrequencies, ScheduleType, timingFrequencies } from '@slipway/contracts';
import type { TFunction } from 'i18next';
import { type TranslationKey, tKey } from '../../i18n/tKey';
import type { ScheduleEntry } from './scheduleForm';

type Timing = (typeof timingFrequencies)[number];
type GapUnit = (typeof gapFrequencies)[number];

export const typeLabels: Record<ScheduleType, TranslationKey> = {
  timing: tKey('schedule.type.timing'),
  gap: tKey('schedule.type.gap'),
  crontab: tKey('schedule.type.crontab'),
};

export const cycleLabels: Record<Timing, TranslationKey> = {
  day: tKey('schedule.cycle.day'),
  monday: tKey('schedule.cycle.monday'),
  tuesday: tKey('schedule.cycle.tuesday'),
  wednesday: tKey('schedule.cycle.wednesday'),
  thursday: tKey('schedule.cycle.thursday'),
  friday: tKey('schedule.cycle.friday'),
  saturday: tKey('schedule.cycle.saturday'),
  sunday: tKey('schedule.cycle.sunday'),
};

export const unitLabels: Record<GapUnit, TranslationKey> = {
  minutes: tKey('schedule.unit.minutes'),
  hours: tKey('schedule.unit.hours'),
};

const gapTexts: Record<GapUnit, TranslationKey> = {
  minutes: tKey('schedule.when.minutes'),
  hours: tKey('schedule.when.hours'),
};

/** When an item runs, in words: "every Monday 09:30", "every 5 minutes", or the cron text itself. */
export function describeSchedule(
  entry: Pick<ScheduleEntry, 'type' | 'frequency' | 'number' | 'time' | 'cron'>,
  t: TFunction,
): string {
  if (entry.type === 'timing') {
    if (entry.frequency === 'day') return t('schedule.when.daily', { time: entry.time });
    const day = cycleLabels[entry.frequency as Timing];
    return day ? t('schedule.when.weekly', { day: t(day), time: entry.time }) : entry.time;
  }
  if (entry.type === 'gap') {
    const text = gapTexts[entry.frequency as GapUnit];
    return text ? t(text, { count: entry.number }) : String(entry.number);
  }
  return entry.cron;
}
