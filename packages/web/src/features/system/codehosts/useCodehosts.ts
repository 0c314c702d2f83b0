import type { Codehost, CodehostBody } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSaveMutation } from '../hooks/useSaveMutation';
import { codehostsApi, oauthStartUrl, oauthTypes } from './codehosts.api';

const codehostsKey = ['codehosts'] as const;

export function useCodehosts() {
  return useQuery({ queryKey: codehostsKey, queryFn: ({ signal }) => codehostsApi.listWithSecrets(signal) });
}

/** Creates a host, or changes the one being edited. */
export function useSaveCodehost(editing: Codehost | undefined, onDone: () => void) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: async (body: CodehostBody): Promise<void> => {
      const id = editing ? editing.id : (await codehostsApi.create(body)).id;
      if (editing) await codehostsApi.update(editing.id, body);
      // GitHub, GitLab and Gitee are authorised at the provider right after a save, as in the portal
      if (oauthTypes.includes(body.type))
        window.location.assign(oauthStartUrl(id, `${window.location.origin}${window.location.pathname}`));
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
