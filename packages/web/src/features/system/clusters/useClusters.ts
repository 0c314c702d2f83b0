import type { ClusterBody } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSaveMutation } from '../hooks/useSaveMutation';
import { clustersApi } from './clusters.api';

export const clustersKey = ['clusters'] as const;

/** Every cluster, the built-in local one first (the settings page and the cluster pickers). */
export function useClusters() {
  return useQuery({ queryKey: clustersKey, queryFn: ({ signal }) => clustersApi.list(signal) });
}

/** Adds a cluster, or changes the one with id `editing`; the server checks its API on save. */
export function useSaveCluster(editing: string | undefined, onDone: () => void) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: async (body: ClusterBody): Promise<void> => {
      await (editing === undefined ? clustersApi.create(body) : clustersApi.update(editing, body));
    },
    invalidates: clustersKey,
    successText: t('cluster.saved'),
    onSuccess: onDone,
  });
}

/** Delete, disconnect and reconnect: one call by id, then the list reloads. */
export function useClusterAction(action: 'remove' | 'disconnect' | 'reconnect') {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (id: string) => clustersApi[action](id),
    invalidates: clustersKey,
    successText: t(`cluster.done.${action}`),
  });
}
