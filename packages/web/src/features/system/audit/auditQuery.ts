import type { Dayjs } from 'dayjs';
import type { QueryValue } from '../../../api/http';

/** The filter form of the audit log, as antd hands it over. */
export interface AuditFilters {
  username?: string;
  project_name?: string;
  function?: string;
  status?: number | null;
  time?: [Dayjs | null, Dayjs | null] | null;
}

const text = (value: string | undefined) => value?.trim() || undefined;

/** The list query: blank filters are left out and the time range goes as unix seconds. */
export function auditQuery(filters: AuditFilters, page: number, perPage: number): Record<string, QueryValue> {
  const [start, end] = filters.time ?? [];
  return {
    username: text(filters.username),
    project_name: text(filters.project_name),
    function: text(filters.function),
    status: filters.status ?? undefined,
    start: start?.unix(),
    end: end?.unix(),
    page,
    per_page: perPage,
  };
}

/** Tag colour of a response status: success 2xx, warning 4xx, error 5xx. */
export function statusColor(status: number): string {
  if (status >= 500) return 'error';
  if (status >= 400) return 'warning';
  if (status >= 200 && status < 300) return 'success';
  return 'default';
}

/** The request body as indented JSON when it is JSON, else as it was recorded. */
export function formatBody(body: string): string {
  if (!body.trim()) return '';
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
