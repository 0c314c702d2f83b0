import dayjs from 'dayjs';

/** Times of projects and groups as the lists show them; '-' when there is none. */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '-';
  const time = dayjs(value);
  return time.isValid() ? time.format('YYYY-MM-DD HH:mm') : '-';
}
