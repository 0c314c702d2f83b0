import type { Announcement } from '@slipway/contracts';
import type { TranslationKey } from '../../i18n/tKey';

type Priority = Announcement['priority'];

/** How each priority looks: its name, its tag colour and the kind of banner. */
export const priorityStyles: Record<
  Priority,
  { label: TranslationKey; tagColor: string; alertType: 'error' | 'warning' | 'info'; rank: number }
> = {
  high: { label: 'announcement.priority.high', tagColor: 'red', alertType: 'error', rank: 0 },
  medium: { label: 'announcement.priority.medium', tagColor: 'orange', alertType: 'warning', rank: 1 },
  low: { label: 'announcement.priority.low', tagColor: 'blue', alertType: 'info', rank: 2 },
};

/** High priority first; within a priority the one that started last comes first. */
export function byPriority(announcements: readonly Announcement[]): Announcement[] {
  return [...announcements].sort(
    (a, b) =>
      priorityStyles[a.priority].rank - priorityStyles[b.priority].rank || b.start_time - a.start_time,
  );
}
