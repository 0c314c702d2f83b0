import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jenkinsIntegrations } from '../../db/schema.js';

export type JenkinsRow = typeof jenkinsIntegrations.$inferSelect;
export type JenkinsFields = Pick<JenkinsRow, 'url' | 'username' | 'password' | 'updatedBy'>;

/** Jenkins integration rows; the password column holds the sealed API token. */
export class JenkinsRepository {
  constructor(private readonly db: Db) {}

  list(): Promise<JenkinsRow[]> {
    return this.db.select().from(jenkinsIntegrations).orderBy(asc(jenkinsIntegrations.id));
  }

  async find(id: number): Promise<JenkinsRow | undefined> {
    const [row] = await this.db.select().from(jenkinsIntegrations).where(eq(jenkinsIntegrations.id, id));
    return row;
  }

  async any(): Promise<boolean> {
    const [row] = await this.db.select({ total: count() }).from(jenkinsIntegrations);
    return (row?.total ?? 0) > 0;
  }

  async create(fields: JenkinsFields): Promise<number | undefined> {
    const [row] = await this.db
      .insert(jenkinsIntegrations)
      .values(fields)
      .returning({ id: jenkinsIntegrations.id });
    return row?.id;
  }

  async update(id: number, fields: JenkinsFields): Promise<boolean> {
    const updated = await this.db
      .update(jenkinsIntegrations)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(jenkinsIntegrations.id, id))
      .returning({ id: jenkinsIntegrations.id });
    return updated.length > 0;
  }

  async delete(id: number): Promise<boolean> {
    const deleted = await this.db
      .delete(jenkinsIntegrations)
      .where(eq(jenkinsIntegrations.id, id))
      .returning({ id: jenkinsIntegrations.id });
    return deleted.length > 0;
  }
}
