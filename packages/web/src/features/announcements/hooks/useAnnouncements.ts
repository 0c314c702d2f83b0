import type { Announcement, AnnouncementContent } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/translateMessage';
import { useSaveMutation } from '../../system/hooks/useSaveMutation';
import { announcementsApi } from '../announcements.api';

/** The admin list and the banner both live under this key: a change reloads both. */
const announcementsKey = ['announcements'] as const;
const ACTIVE_REFRESH_MS = 5 * 60_000;

export function useAnnouncementList() {
  return useQuery({
    queryKey: [...announcementsKey, 'all'],
    queryFn: ({ signal }) => announcementsApi.list(signal),
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

/** Creates an announcement, or changes `editing`. */
export function useSaveAnnouncement(editing: Announcement | undefined, onDone: () => void) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (content: AnnouncementContent) =>
      editing === undefined ? announcementsApi.create(content) : announcementsApi.update(editing, content),
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
