import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { scanners, sonarIntegrations } from '../../db/schema.js';

export type SonarRow = typeof sonarIntegrations.$inferSelect;
export type SonarFields = Pick<SonarRow, 'serverAddress' | 'token' | 'updatedBy'>;

/** Sonar integration rows (tokens as stored: sealed). */
export class SonarRepository {
  constructor(private readonly db: Db) {}

  list(): Promise<SonarRow[]> {
    return this.db
      .select()
      .from(sonarIntegrations)
      .orderBy(asc(sonarIntegrations.createdAt), asc(sonarIntegrations.id));
  }

  async find(id: string): Promise<SonarRow | undefined> {
    const [row] = await this.db.select().from(sonarIntegrations).where(eq(sonarIntegrations.id, id));
    return row;
  }

  async create(fields: SonarFields): Promise<string> {
    const id = randomUUID();
    await this.db.insert(sonarIntegrations).values({ ...fields, id });
    return id;
  }

  /** False when there is no such integration. */
  async update(id: string, fields: SonarFields): Promise<boolean> {
    const updated = await this.db
      .update(sonarIntegrations)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(sonarIntegrations.id, id))
      .returning({ id: sonarIntegrations.id });
    return updated.length > 0;
  }

  async delete(id: string): Promise<boolean> {
    const deleted = await this.db
      .delete(sonarIntegrations)
      .where(eq(sonarIntegrations.id, id))
      .returning({ id: sonarIntegrations.id });
    return deleted.length > 0;
  }

  async usedByScanners(id: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: scanners.id })
      .from(scanners)
      .where(eq(scanners.sonarId, id))
      .limit(1);
    return row !== undefined;
  }
}
