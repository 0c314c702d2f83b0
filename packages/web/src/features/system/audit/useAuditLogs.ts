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
