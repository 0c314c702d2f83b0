import type { HostBody } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSaveMutation } from '../system/hooks/useSaveMutation';
import { type HostScope, hostsApi } from './hosts.api';

const hostsKey = (scope: HostScope) => ['hosts', scope.type === 'project' ? scope.projectName : ''] as const;

export function useHosts(scope: HostScope) {
  return useQuery({ queryKey: hostsKey(scope), queryFn: ({ signal }) => hostsApi.list(scope, signal) });
}

/** Adds a host, or changes the one with id `editing`; the list reloads after. */
export function useSaveHost(scope: HostScope, editing: string | undefined, onDone: () => void) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (body: HostBody) => hostsApi.save(scope, editing, body),
    invalidates: hostsKey(scope),
    successText: editing === undefined ? t('hosts.created') : t('hosts.updated'),
    onSuccess: onDone,
  });
}

export function useDeleteHost(scope: HostScope) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (id: string) => hostsApi.remove(scope, id),
    invalidates: hostsKey(scope),
    successText: t('hosts.deleted'),
  });
}
