import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { announcements } from '../../db/schema.js';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type AnnouncementFields = Pick<
  typeof announcements.$inferInsert,
  'title' | 'priority' | 'startTime' | 'endTime' | 'content'
>;

export class AnnouncementsRepository {
  constructor(private readonly db: Db) {}

  async create(fields: AnnouncementFields, createdBy: string): Promise<AnnouncementRow> {
    const [row] = await this.db
      .insert(announcements)
      .values({ ...fields, createdBy })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  async update(id: number, fields: AnnouncementFields): Promise<AnnouncementRow | undefined> {
    const [row] = await this.db
      .update(announcements)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(announcements.id, id))
      .returning();
    return row;
  }

  async delete(id: number): Promise<boolean> {
    const rows = await this.db
      .delete(announcements)
      .where(eq(announcements.id, id))
      .returning({ id: announcements.id });
    return rows.length > 0;
  }

  /** Every announcement, the latest start first. */
  all(): Promise<AnnouncementRow[]> {
    return this.db
      .select()
      .from(announcements)
      .orderBy(desc(announcements.startTime), desc(announcements.id));
  }

  /** Announcements whose window holds `now`: high priority (1) first, then the latest start. */
  active(now: Date): Promise<AnnouncementRow[]> {
    return this.db
      .select()
      .from(announcements)
      .where(and(lte(announcements.startTime, now), gte(announcements.endTime, now)))
      .orderBy(asc(announcements.priority), desc(announcements.startTime), desc(announcements.id));
  }
}
