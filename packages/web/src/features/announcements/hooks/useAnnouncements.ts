import type { AnnouncementBody } from '@slipway/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/translateMessage';
import { useSaveMutation } from '../../system/hooks/useSaveMutation';
import { announcementsApi } from '../announcements.api';

/** The admin list and the banner both live under this key: a change reloads both. */
const announcementsKey = ['announcements'] as const;
const ACTIVE_REFRESH_MS = 5 * 60_000;

export function useAnnouncementList(page: number, perPage: number) {
  return useQuery({
    queryKey: [...announcementsKey, 'list', page, perPage],
    queryFn: ({ signal }) => announcementsApi.list(page, perPage, signal),
    placeholderData: keepPreviousData,
  });
}

/** What the banner shows; checked again now and then so new announcements appear without a reload. */
export function useActiveAnnouncements() {
  return useQuery({
    queryKey: [...announcementsKey, 'active'],
    queryFn: ({ signal }) => announcementsApi.active(signal),
    refetchInterval: ACTIVE_REFRESH_MS,
  });
}

/** Creates an announcement, or changes the one with id `editing`. */
export function useSaveAnnouncement(editing: number | undefined, onDone: () => void) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (body: AnnouncementBody) =>
      editing === undefined ? announcementsApi.create(body) : announcementsApi.update(editing, body),
    invalidates: announcementsKey,
    successText: t('announcement.saved'),
    failureText: translateMessage('error.announcementFailed'),
    onSuccess: onDone,
  });
}

export function useDeleteAnnouncement() {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (id: number) => announcementsApi.remove(id),
    invalidates: announcementsKey,
    successText: t('system.deleted'),
  });
}
