import { randomUUID } from 'node:crypto';
import { allProjects } from '@slipway/contracts';
import { arrayOverlaps, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { registries } from '../../db/schema.js';

export type RegistryRow = typeof registries.$inferSelect;
export type RegistryFields = Omit<typeof registries.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Registry rows; saving a default one takes the mark from the others in the same transaction. */
export class RegistriesRepository {
  constructor(private readonly db: Db) {}

  list(): Promise<RegistryRow[]> {
    return this.db.select().from(registries).orderBy(asc(registries.createdAt), asc(registries.id));
  }

  /** The registries open to the project, or to every project. */
  listForProject(project: string): Promise<RegistryRow[]> {
    return this.db
      .select()
      .from(registries)
      .where(arrayOverlaps(registries.projects, [project, allProjects]))
      .orderBy(asc(registries.createdAt), asc(registries.id));
  }

  async find(id: string): Promise<RegistryRow | undefined> {
    const [row] = await this.db.select().from(registries).where(eq(registries.id, id));
    return row;
  }

  async findDefault(): Promise<RegistryRow | undefined> {
    const [row] = await this.db.select().from(registries).where(eq(registries.isDefault, true));
    return row;
  }

  async create(fields: RegistryFields): Promise<string> {
    const id = randomUUID();
    await this.db.transaction(async (tx) => {
      if (fields.isDefault) await tx.update(registries).set({ isDefault: false });
      await tx.insert(registries).values({ ...fields, id });
    });
    return id;
  }

  /** False when there is no such registry. */
  update(id: string, fields: RegistryFields): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: registries.id }).from(registries).where(eq(registries.id, id));
      if (!existing) return false;
      if (fields.isDefault) await tx.update(registries).set({ isDefault: false });
      await tx
        .update(registries)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(registries.id, id));
      return true;
    });
  }

  async delete(id: string): Promise<boolean> {
    const deleted = await this.db
      .delete(registries)
      .where(eq(registries.id, id))
      .returning({ id: registries.id });
    return deleted.length > 0;
  }
}
