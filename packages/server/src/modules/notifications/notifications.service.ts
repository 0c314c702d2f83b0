import {
  type MessageNotice,
  type Notification,
  NotificationType,
  type Subscription,
  type SubscriptionBody,
  TASK_STATUS_ALL,
  type TaskStatusNotice,
} from '@slipway/contracts';
import type { NotificationRow, NotificationsRepository } from './notifications.repository.js';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The bell shows the notices of the week before the newest one, as Zadig's does. */
const SHOWN_SPAN_MS = 7 * 24 * 3600 * 1000;

const toNotification = (row: NotificationRow): Notification =>
  ({
    id: row.id,
    type: row.type,
    content: row.content,
    is_read: row.isRead,
    create_time: seconds(row.createdAt),
  }) as Notification;

/**
 * In-app notices: each user reads, marks and deletes their own. Other modules send them with
 * `notifyTaskStatus` (only to users whose subscription covers the status) and `notifyMessage`.
 */
export class NotificationsService {
  constructor(private readonly notifications: NotificationsRepository) {}

  async list(uid: string): Promise<Notification[]> {
    const rows = await this.notifications.listOf(uid);
    const newest = rows[0]?.createdAt.getTime() ?? 0;
    return rows.filter((row) => row.createdAt.getTime() > newest - SHOWN_SPAN_MS).map(toNotification);
  }

  markRead(uid: string, ids: number[]): Promise<void> {
    return this.notifications.markRead(uid, ids);
  }

  delete(uid: string, ids: number[]): Promise<void> {
    return this.notifications.delete(uid, ids);
  }

  async subscriptions(uid: string): Promise<Subscription[]> {
    return (await this.notifications.subscriptionsOf(uid)).map((row) => ({
      type: row.type,
      pipelinestatus: row.pipelineStatus,
      create_time: seconds(row.createdAt),
    }));
  }

  subscribe(uid: string, body: SubscriptionBody): Promise<void> {
    return this.notifications.saveSubscription(uid, body.type, body.pipelinestatus.trim());
  }

  /** Tells `uid` that a task's status changed, when they subscribed to that status (or to all). */
  async notifyTaskStatus(uid: string, notice: TaskStatusNotice): Promise<boolean> {
    const subscription = await this.notifications.subscription(uid, NotificationType.TaskStatus);
    const wanted = subscription?.pipelineStatus;
    if (!wanted || (wanted !== TASK_STATUS_ALL && wanted !== notice.status)) return false;
    await this.notifications.insert(uid, NotificationType.TaskStatus, { ...notice });
    return true;
  }

  async notifyMessage(uid: string, notice: MessageNotice): Promise<void> {
    await this.notifications.insert(uid, NotificationType.Message, { ...notice });
  }
}
