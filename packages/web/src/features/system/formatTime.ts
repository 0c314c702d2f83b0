import dayjs from 'dayjs';

const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

/** An ISO time or unix seconds as the admin screens show it; '-' when there is none. */
export function formatDateTime(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const time = typeof value === 'number' ? dayjs.unix(value) : dayjs(value);
  return time.isValid() ? time.format(DATE_TIME) : '-';
}
