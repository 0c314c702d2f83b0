import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notificationSubscriptions, notifications } from '../../db/schema.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type SubscriptionRow = typeof notificationSubscriptions.$inferSelect;

/** Most notices one list holds: the bell shows a week of them, not a history. */
const LIST_LIMIT = 500;

export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  async insert(uid: string, type: number, content: Record<string, unknown>): Promise<NotificationRow> {
    const [row] = await this.db.insert(notifications).values({ uid, type, content }).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  /** The user's notices, newest first. */
  listOf(uid: string): Promise<NotificationRow[]> {
    return this.db
      .select()
      .from(notifications)
      .where(eq(notifications.uid, uid))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(LIST_LIMIT);
  }

  async markRead(uid: string, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.uid, uid), inArray(notifications.id, ids)));
  }

  async delete(uid: string, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .delete(notifications)
      .where(and(eq(notifications.uid, uid), inArray(notifications.id, ids)));
  }

  subscriptionsOf(uid: string): Promise<SubscriptionRow[]> {
    return this.db
      .select()
      .from(notificationSubscriptions)
      .where(eq(notificationSubscriptions.uid, uid))
      .orderBy(notificationSubscriptions.type);
  }

  async subscription(uid: string, type: number): Promise<SubscriptionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(notificationSubscriptions)
      .where(and(eq(notificationSubscriptions.uid, uid), eq(notificationSubscriptions.type, type)));
    return row;
  }

  async saveSubscription(uid: string, type: number, pipelineStatus: string): Promise<void> {
    await this.db
      .insert(notificationSubscriptions)
      .values({ uid, type, pipelineStatus })
      .onConflictDoUpdate({
        target: [notificationSubscriptions.uid, notificationSubscriptions.type],
        set: { pipelineStatus },
      });
  }
}
