import type { QueryValue } from '../../../api/http';

/** The filter form of the audit log, as antd hands it over. */
export interface AuditFilters {
  username?: string;
  projectName?: string;
  function?: string;
  status?: number | null;
}

const text = (value: string | undefined) => value?.trim() ?? '';

/** The query as the portal sends it: every filter present, '' or status 0 when not used. */
export function auditQuery(filters: AuditFilters, page: number, perPage: number): Record<string, QueryValue> {
  return {
    username: text(filters.username),
    projectName: text(filters.projectName),
    status: filters.status ?? 0,
    function: text(filters.function),
    per_page: perPage,
    page,
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
