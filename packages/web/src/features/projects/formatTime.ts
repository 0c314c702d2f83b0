import dayjs from 'dayjs';

/** Times as the lists show them: unix seconds (projects) or ISO text (variable groups); '-' when none. */
export function formatTime(value: number | string | null | undefined): string {
  if (!value) return '-';
  const time = typeof value === 'number' ? dayjs.unix(value) : dayjs(value);
  return time.isValid() ? time.format('YYYY-MM-DD HH:mm') : '-';
}
