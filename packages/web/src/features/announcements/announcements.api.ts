import {
  ANNOUNCEMENT_TYPE,
  type Announcement,
  type AnnouncementContent,
  announcementPath,
  EVERYBODY,
} from '@slipway/contracts';
import { http } from '../../api/http';

type Done = { message: string };

/** Announcements as Zadig keeps them: notices for everybody, their fields under `content`. */
export const announcementsApi = {
  list: (signal?: AbortSignal) => http.get<Announcement[]>(`${announcementPath}/all`, { signal }),
  /**
   * The announcements in effect now, for every signed-in user. Silent: the banner is an extra,
   * a failure to load it must not put a toast on every page.
   */
  active: (signal?: AbortSignal) => http.get<Announcement[]>(announcementPath, { signal, silent: true }),
  create: (content: AnnouncementContent) =>
    http.post<Done>(announcementPath, { content, receiver: EVERYBODY, type: ANNOUNCEMENT_TYPE }),
  /** The whole row goes back, its content replaced, as the portal sends it. */
  update: (row: Announcement, content: AnnouncementContent) =>
    http.put<Done>(`${announcementPath}/update`, { ...row, content }),
  remove: (id: number) => http.delete<Done>(`${announcementPath}/${id}`),
};
