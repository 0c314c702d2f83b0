import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { installPackages } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

export type PackageRow = typeof installPackages.$inferSelect;
export type PackageFields = Omit<typeof installPackages.$inferInsert, 'createdAt' | 'updatedAt'>;

const identity = (name: string, version: string) =>
  and(eq(installPackages.name, name), eq(installPackages.version, version));

/** Software package rows, keyed by name and version. */
export class PackagesRepository {
  constructor(private readonly db: Db) {}

  list(onlyEnabled: boolean): Promise<PackageRow[]> {
    return this.db
      .select()
      .from(installPackages)
      .where(onlyEnabled ? eq(installPackages.enabled, true) : undefined)
      .orderBy(asc(installPackages.name), asc(installPackages.createdAt));
  }

  /** False when this name and version exist already. */
  async create(fields: PackageFields): Promise<boolean> {
    try {
      await this.db.insert(installPackages).values(fields);
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** False when there is no such name and version. */
  async update(fields: PackageFields): Promise<boolean> {
    const updated = await this.db
      .update(installPackages)
      .set({ ...fields, updatedAt: new Date() })
      .where(identity(fields.name, fields.version))
      .returning({ name: installPackages.name });
    return updated.length > 0;
  }

  async delete(name: string, version: string): Promise<boolean> {
    const deleted = await this.db
      .delete(installPackages)
      .where(identity(name, version))
      .returning({ name: installPackages.name });
    return deleted.length > 0;
  }
}
