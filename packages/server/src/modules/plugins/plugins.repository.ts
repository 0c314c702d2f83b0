import type { PluginTemplateBody } from '@slipway/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pluginTemplates } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

export type PluginTemplateRow = typeof pluginTemplates.$inferSelect;

const columns = (body: PluginTemplateBody, by: string) => ({
  name: body.name,
  description: body.description,
  category: body.category,
  version: body.version,
  image: body.image,
  inputs: body.inputs,
  outputs: body.outputs,
  script: body.script,
  updatedBy: by,
});

/** Plugin templates; a name taken is reported as `'taken'`. */
export class PluginsRepository {
  constructor(private readonly db: Db) {}

  list(): Promise<PluginTemplateRow[]> {
    return this.db.select().from(pluginTemplates).orderBy(asc(pluginTemplates.name));
  }

  async find(id: number): Promise<PluginTemplateRow | undefined> {
    const [row] = await this.db.select().from(pluginTemplates).where(eq(pluginTemplates.id, id));
    return row;
  }

  async insert(body: PluginTemplateBody, by: string): Promise<'done' | 'taken'> {
    return this.uniquely(async () => {
      await this.db.insert(pluginTemplates).values(columns(body, by));
      return 'done' as const;
    });
  }

  async update(id: number, body: PluginTemplateBody, by: string): Promise<'done' | 'taken' | 'missing'> {
    return this.uniquely(async () => {
      const rows = await this.db
        .update(pluginTemplates)
        .set({ ...columns(body, by), updatedAt: new Date() })
        .where(eq(pluginTemplates.id, id))
        .returning({ id: pluginTemplates.id });
      return rows.length ? ('done' as const) : ('missing' as const);
    });
  }

  async delete(id: number): Promise<boolean> {
    const rows = await this.db
      .delete(pluginTemplates)
      .where(eq(pluginTemplates.id, id))
      .returning({ id: pluginTemplates.id });
    return rows.length > 0;
  }

  private async uniquely<T>(write: () => Promise<T>): Promise<T | 'taken'> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
  }
}
