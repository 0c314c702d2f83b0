import type { Announcement, AnnouncementBody } from '@slipway/contracts';
import { http } from '../../api/http';

export interface AnnouncementList {
  announcements: Announcement[];
  total: number;
}

const base = '/api/aslan/system/announcement';

export const announcementsApi = {
  list: (page: number, perPage: number, signal?: AbortSignal) =>
    http.get<AnnouncementList>(`${base}/all`, { query: { page, per_page: perPage }, signal }),
  /**
   * The announcements in effect now, for every signed-in user. Silent: the banner is an extra,
   * a failure to load it must not put a toast on every page.
   */
  active: (signal?: AbortSignal) => http.get<Announcement[]>(base, { signal, silent: true }),
  create: (body: AnnouncementBody) => http.post<Announcement>(base, body),
  update: (id: number, body: AnnouncementBody) => http.put<Announcement>(`${base}/${id}`, body),
  remove: (id: number) => http.delete<{ message: string }>(`${base}/${id}`),
};
