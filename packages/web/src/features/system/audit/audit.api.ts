import type { AuditLog, auditListSchema } from '@slipway/contracts';
import type { z } from 'zod';
import { http, type QueryValue } from '../../../api/http';

export type AuditList = z.infer<typeof auditListSchema>;

const operationPath = '/api/aslan/system/operation';

/** The audit log: every mutating call, who made it and how it ended. */
export const auditApi = {
  list: (query: Record<string, QueryValue>, signal?: AbortSignal) =>
    http.get<AuditList>(operationPath, { query, signal }),
  detail: (id: number, signal?: AbortSignal) => http.get<AuditLog>(`${operationPath}/${id}`, { signal }),
};
