import {
  type Notification,
  NotificationType,
  notificationPath,
  notificationSubscribePath,
  type Subscription,
} from '@slipway/contracts';
import { http } from '../../api/http';

type Done = { message: string };

/** The bell of every page and the caller's subscription to task status notices. */
export const notificationsApi = {
  /** Silent: the bell is on every page, a failure to load it must not toast on each one. */
  list: (signal?: AbortSignal) => http.get<Notification[]>(notificationPath, { signal, silent: true }),
  markRead: (ids: number[]) => http.put<Done>(`${notificationPath}/read`, { ids }),
  remove: (ids: number[]) => http.post<Done>(`${notificationPath}/delete`, { ids }),
  subscriptions: (signal?: AbortSignal) => http.get<Subscription[]>(notificationSubscribePath, { signal }),
  /** `pipelinestatus` "*": every status change of the user's tasks; "": none. */
  subscribe: (pipelinestatus: string) =>
    http.post<Done>(notificationSubscribePath, { type: NotificationType.TaskStatus, pipelinestatus }),
};
