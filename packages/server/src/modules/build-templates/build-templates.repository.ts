import type { BuildTemplateBody } from '@slipway/contracts';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { buildTemplates } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { SecretBox } from '../../lib/crypto/aes.js';
import { openCredentials, sealCredentials } from '../../lib/crypto/credentials-at-rest.js';

export type BuildTemplateRow = typeof buildTemplates.$inferSelect;
type Definition = Omit<BuildTemplateBody, 'id'>;

/** Build templates; credential values sealed when written, opened when read. */
export class BuildTemplatesRepository {
  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
  ) {}

  async page(offset: number, limit: number): Promise<{ rows: BuildTemplateRow[]; total: number }> {
    const [rows, [counted]] = await Promise.all([
      this.db.select().from(buildTemplates).orderBy(asc(buildTemplates.id)).offset(offset).limit(limit),
      this.db.select({ total: count() }).from(buildTemplates),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  async find(id: number): Promise<BuildTemplateRow | undefined> {
    const [row] = await this.db.select().from(buildTemplates).where(eq(buildTemplates.id, id));
    return row && { ...row, definition: openCredentials(this.box, row.definition) };
  }

  /** The new id, or undefined when the name is taken. */
  async create(definition: Definition, by: string): Promise<number | undefined> {
    try {
      const [row] = await this.db
        .insert(buildTemplates)
        .values({ name: definition.name, definition: this.sealed(definition), updatedBy: by })
        .returning({ id: buildTemplates.id });
      return row?.id;
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  /** 'missing' when there is no such template, 'name' when another one has the name. */
  async update(id: number, definition: Definition, by: string): Promise<'ok' | 'missing' | 'name'> {
    try {
      const updated = await this.db
        .update(buildTemplates)
        .set({
          name: definition.name,
          definition: this.sealed(definition),
          updatedBy: by,
          updatedAt: new Date(),
        })
        .where(eq(buildTemplates.id, id))
        .returning({ id: buildTemplates.id });
      return updated.length > 0 ? 'ok' : 'missing';
    } catch (error) {
      if (isUniqueViolation(error)) return 'name';
      throw error;
    }
  }

  async delete(id: number): Promise<boolean> {
    const deleted = await this.db
      .delete(buildTemplates)
      .where(eq(buildTemplates.id, id))
      .returning({ id: buildTemplates.id });
    return deleted.length > 0;
  }

  private sealed(definition: Definition) {
    return sealCredentials(this.box, { ...definition, product_name: '' });
  }
}
