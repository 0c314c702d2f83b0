import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { s3Storages } from '../../db/schema.js';

export type StorageRow = typeof s3Storages.$inferSelect;
export type StorageFields = Omit<typeof s3Storages.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Object storage rows; saving a default one takes the mark from the others in the same transaction. */
export class StorageRepository {
  constructor(private readonly db: Db) {}

  list(): Promise<StorageRow[]> {
    return this.db.select().from(s3Storages).orderBy(asc(s3Storages.createdAt), asc(s3Storages.id));
  }

  async find(id: string): Promise<StorageRow | undefined> {
    const [row] = await this.db.select().from(s3Storages).where(eq(s3Storages.id, id));
    return row;
  }

  async findDefault(): Promise<StorageRow | undefined> {
    const [row] = await this.db.select().from(s3Storages).where(eq(s3Storages.isDefault, true));
    return row;
  }

  async create(fields: StorageFields): Promise<string> {
    const id = randomUUID();
    await this.db.transaction(async (tx) => {
      if (fields.isDefault) await tx.update(s3Storages).set({ isDefault: false });
      await tx.insert(s3Storages).values({ ...fields, id });
    });
    return id;
  }

  /** False when there is no such storage. */
  update(id: string, fields: StorageFields): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: s3Storages.id }).from(s3Storages).where(eq(s3Storages.id, id));
      if (!existing) return false;
      if (fields.isDefault) await tx.update(s3Storages).set({ isDefault: false });
      await tx
        .update(s3Storages)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(s3Storages.id, id));
      return true;
    });
  }

  async delete(id: string): Promise<boolean> {
    const deleted = await this.db
      .delete(s3Storages)
      .where(eq(s3Storages.id, id))
      .returning({ id: s3Storages.id });
    return deleted.length > 0;
  }
}
