import type { AuditLog } from '@slipway/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryValue } from '../../../api/http';
import { auditApi } from './audit.api';

export function useAuditLogs(query: Record<string, QueryValue>) {
  return useQuery({
    queryKey: ['system', 'audit', query],
    queryFn: ({ signal }) => auditApi.list(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** One record in full; the row from the list is shown until it arrives. */
export function useAuditLog(row: AuditLog | undefined) {
  return useQuery({
    queryKey: ['system', 'audit', 'detail', row?.id],
    queryFn: ({ signal }) => auditApi.detail(row?.id ?? 0, signal),
    enabled: row !== undefined,
    placeholderData: row,
  });
}
