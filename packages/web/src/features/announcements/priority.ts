import type { Announcement, AnnouncementPriority } from '@slipway/contracts';
import type { TranslationKey } from '../../i18n/tKey';

/** How each priority (1 high, 2 medium, 3 low) looks: its name, its tag colour and the kind of banner. */
export const priorityStyles: Record<
  AnnouncementPriority,
  { label: TranslationKey; tagColor: string; alertType: 'error' | 'warning' | 'info' }
> = {
  1: { label: 'announcement.priority.high', tagColor: 'red', alertType: 'error' },
  2: { label: 'announcement.priority.medium', tagColor: 'orange', alertType: 'warning' },
  3: { label: 'announcement.priority.low', tagColor: 'blue', alertType: 'info' },
};

/** The style of a stored priority; anything unknown looks like low. */
export const priorityStyle = (priority: number) =>
  priorityStyles[priority as AnnouncementPriority] ?? priorityStyles[3];

/** High priority first; within a priority the one that started last comes first. */
export function byPriority(announcements: readonly Announcement[]): Announcement[] {
  return [...announcements].sort(
    (a, b) => a.content.priority - b.content.priority || b.content.start_time - a.content.start_time,
  );
}
