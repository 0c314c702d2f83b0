import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { codehosts } from '../../db/schema.js';

export type CodehostRow = typeof codehosts.$inferSelect;
export type CodehostFields = Omit<typeof codehosts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** The code host rows; secrets arrive and leave sealed, the service opens them. */
export class CodehostsRepository {
  constructor(private readonly db: Db) {}

  list(): Promise<CodehostRow[]> {
    return this.db.select().from(codehosts).orderBy(asc(codehosts.id));
  }

  async find(id: number): Promise<CodehostRow | undefined> {
    const [row] = await this.db.select().from(codehosts).where(eq(codehosts.id, id));
    return row;
  }

  async create(fields: CodehostFields): Promise<number> {
    const [row] = await this.db.insert(codehosts).values(fields).returning({ id: codehosts.id });
    return (row as { id: number }).id;
  }

  /** Whether the row existed. */
  async update(id: number, fields: CodehostFields): Promise<boolean> {
    const rows = await this.db
      .update(codehosts)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(codehosts.id, id))
      .returning({ id: codehosts.id });
    return rows.length > 0;
  }

  async delete(id: number): Promise<boolean> {
    const rows = await this.db.delete(codehosts).where(eq(codehosts.id, id)).returning({ id: codehosts.id });
    return rows.length > 0;
  }
}
