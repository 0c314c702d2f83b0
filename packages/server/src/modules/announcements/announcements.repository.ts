import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { announcements } from '../../db/schema.js';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type AnnouncementFields = Pick<
  typeof announcements.$inferInsert,
  'title' | 'priority' | 'startTime' | 'endTime' | 'content'
>;

/** high before medium before low */
const priorityRank = sql`case ${announcements.priority} when 'high' then 0 when 'medium' then 1 else 2 end`;

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

  /** A page of all announcements, the latest start first. */
  async list(page: number, perPage: number): Promise<{ rows: AnnouncementRow[]; total: number }> {
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(announcements)
        .orderBy(desc(announcements.startTime), desc(announcements.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db.select({ count: sql<number>`count(*)::int` }).from(announcements),
    ]);
    return { rows, total: total?.count ?? 0 };
  }

  /** Announcements whose window holds `now`: high priority first, then the latest start. */
  active(now: Date): Promise<AnnouncementRow[]> {
    return this.db
      .select()
      .from(announcements)
      .where(and(lte(announcements.startTime, now), gte(announcements.endTime, now)))
      .orderBy(asc(priorityRank), desc(announcements.startTime), desc(announcements.id));
  }
}
