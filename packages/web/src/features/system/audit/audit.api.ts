import { type AuditLog, auditLogPath, TOTAL_HEADER } from '@slipway/contracts';
import { http, type QueryValue } from '../../../api/http';

export interface AuditPage {
  logs: AuditLog[];
  total: number;
}

/** The audit log: every mutating call, who made it and how it ended; the total comes in X-Total. */
export const auditApi = {
  list: async (query: Record<string, QueryValue>, signal?: AbortSignal): Promise<AuditPage> => {
    let total = 0;
    const logs = await http.get<AuditLog[]>(auditLogPath, {
      query,
      signal,
      onHeaders: (headers) => {
        total = Number(headers.get(TOTAL_HEADER) ?? 0);
      },
    });
    return { logs, total };
  },
};
