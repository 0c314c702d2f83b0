import type { ExternalLinkBody } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSaveMutation } from '../hooks/useSaveMutation';
import { linksApi } from './links.api';

/** The header and the settings screen share this list: a change shows in both. */
const linksKey = ['externalLinks'] as const;

export function useExternalLinks() {
  return useQuery({ queryKey: linksKey, queryFn: ({ signal }) => linksApi.list(signal) });
}

/** Adds a link, or changes the one with id `editing`. */
export function useSaveLink(editing: number | undefined, onDone: () => void) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (body: ExternalLinkBody) =>
      editing === undefined ? linksApi.create(body) : linksApi.update(editing, body),
    invalidates: linksKey,
    successText: t('settings.link.saved'),
    onSuccess: onDone,
  });
}

export function useDeleteLink() {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (id: number) => linksApi.remove(id),
    invalidates: linksKey,
    successText: t('system.deleted'),
  });
}
