import type { Codehost, CodehostBody } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSaveMutation } from '../hooks/useSaveMutation';
import { codehostsApi } from './codehosts.api';

const codehostsKey = ['codehosts'] as const;

export function useCodehosts() {
  return useQuery({ queryKey: codehostsKey, queryFn: ({ signal }) => codehostsApi.listWithSecrets(signal) });
}

/** Creates a host, or changes the one being edited. */
export function useSaveCodehost(editing: Codehost | undefined, onDone: () => void) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: async (body: CodehostBody): Promise<void> => {
      if (editing) await codehostsApi.update(editing.id, body);
      else await codehostsApi.create(body);
    },
    invalidates: codehostsKey,
    successText: t('settings.codehost.saved'),
    onSuccess: onDone,
  });
}

export function useDeleteCodehost() {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (id: number) => codehostsApi.remove(id),
    invalidates: codehostsKey,
    successText: t('system.deleted'),
  });
}

/** The proxy switch of a row: the whole row goes back with the flag changed, as the portal sends it. */
export function useToggleProxy() {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (host: Codehost) => codehostsApi.update(host.id, host),
    invalidates: codehostsKey,
    successText: t('settings.codehost.saved'),
  });
}
