import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { externalLinks } from '../../db/schema.js';

export type ExternalLinkRow = typeof externalLinks.$inferSelect;
export type ExternalLinkFields = Pick<typeof externalLinks.$inferInsert, 'name' | 'url' | 'updatedBy'>;

export class ExternalLinksRepository {
  constructor(private readonly db: Db) {}

  /** In the order they were added. */
  all(): Promise<ExternalLinkRow[]> {
    return this.db.select().from(externalLinks).orderBy(asc(externalLinks.id));
  }

  async create(fields: ExternalLinkFields): Promise<void> {
    await this.db.insert(externalLinks).values(fields);
  }

  async update(id: number, fields: ExternalLinkFields): Promise<boolean> {
    const rows = await this.db
      .update(externalLinks)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(externalLinks.id, id))
      .returning({ id: externalLinks.id });
    return rows.length > 0;
  }

  async delete(id: number): Promise<boolean> {
    const rows = await this.db
      .delete(externalLinks)
      .where(eq(externalLinks.id, id))
      .returning({ id: externalLinks.id });
    return rows.length > 0;
  }
}
