import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clusters } from '../../db/schema-clusters.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { ConflictError } from '../../lib/errors.js';

export type ClusterRow = typeof clusters.$inferSelect;
export type ClusterFields = Omit<typeof clusters.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type ClusterCheck = Pick<ClusterFields, 'status' | 'lastError' | 'lastConnectedAt'>;

const nameTaken = (error: unknown) => {
  if (isUniqueViolation(error)) throw new ConflictError('error.clusterNameTaken');
  throw error;
};

/** Cluster rows. */
export class ClustersRepository {
  constructor(private readonly db: Db) {}

  list(): Promise<ClusterRow[]> {
    return this.db.select().from(clusters).orderBy(asc(clusters.createdAt), asc(clusters.id));
  }

  async find(id: string): Promise<ClusterRow | undefined> {
    const [row] = await this.db.select().from(clusters).where(eq(clusters.id, id));
    return row;
  }

  async create(fields: ClusterFields): Promise<ClusterRow> {
    const [row] = await this.db
      .insert(clusters)
      .values({ ...fields, id: randomUUID() })
      .returning()
      .catch(nameTaken);
    return row as ClusterRow;
  }

  /** False when there is no such cluster. */
  async update(id: string, fields: Partial<ClusterFields>): Promise<boolean> {
    const updated = await this.db
      .update(clusters)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(clusters.id, id))
      .returning({ id: clusters.id })
      .catch(nameTaken);
    return updated.length > 0;
  }

  async delete(id: string): Promise<boolean> {
    const deleted = await this.db.delete(clusters).where(eq(clusters.id, id)).returning({ id: clusters.id });
    return deleted.length > 0;
  }
}
