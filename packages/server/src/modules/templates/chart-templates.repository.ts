import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { services } from '../../db/schema-services.js';
import { libraryTemplates, type TemplateVariable } from '../../db/schema-templates.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { ChartFile } from '../../lib/helm/chart-files.js';

export type ChartTemplateRow = typeof libraryTemplates.$inferSelect;

/** Where a chart template was imported from; kept in `content` (a chart has no single text). */
export interface ChartOrigin {
  codehostID: number;
  owner: string;
  repo: string;
  branch: string;
  path: string;
  namespace: string;
}

export interface ChartTemplateFields {
  name: string;
  origin: ChartOrigin;
  files: ChartFile[];
  variables: TemplateVariable[];
  updatedBy: string;
}

const ofKind = eq(libraryTemplates.kind, 'chart');
const byName = (name: string) => and(ofKind, eq(libraryTemplates.name, name));

export const originOf = (row: ChartTemplateRow): ChartOrigin => {
  try {
    return JSON.parse(row.content) as ChartOrigin;
  } catch {
    return { codehostID: 0, owner: '', repo: '', branch: '', path: '', namespace: '' };
  }
};

/** The chart templates of the template library (library_templates of kind `chart`). */
export class ChartTemplatesRepository {
  constructor(private readonly db: Db) {}

  list(): Promise<ChartTemplateRow[]> {
    return this.db.select().from(libraryTemplates).where(ofKind).orderBy(asc(libraryTemplates.name));
  }

  async find(name: string): Promise<ChartTemplateRow | undefined> {
    const [row] = await this.db.select().from(libraryTemplates).where(byName(name));
    return row;
  }

  /** False when the name is taken. */
  async create(fields: ChartTemplateFields): Promise<boolean> {
    try {
      await this.db.insert(libraryTemplates).values({ ...this.columns(fields), kind: 'chart' });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** Re-import: files and origin replaced, the variables the caller kept. */
  async update(name: string, fields: ChartTemplateFields): Promise<boolean> {
    const updated = await this.db
      .update(libraryTemplates)
      .set({ ...this.columns(fields), updatedAt: new Date() })
      .where(byName(name))
      .returning({ id: libraryTemplates.id });
    return updated.length > 0;
  }

  async setVariables(name: string, variables: TemplateVariable[], by: string): Promise<boolean> {
    const updated = await this.db
      .update(libraryTemplates)
      .set({ variables, updatedBy: by, updatedAt: new Date() })
      .where(byName(name))
      .returning({ id: libraryTemplates.id });
    return updated.length > 0;
  }

  async delete(name: string): Promise<boolean> {
    const deleted = await this.db
      .delete(libraryTemplates)
      .where(byName(name))
      .returning({ id: libraryTemplates.id });
    return deleted.length > 0;
  }

  /** The Helm services made from the template. */
  usedBy(name: string): Promise<{ project_name: string; service_name: string }[]> {
    return this.db
      .select({ project_name: services.project, service_name: services.name })
      .from(services)
      .where(
        and(
          eq(services.type, 'helm'),
          eq(services.source, 'chartTemplate'),
          sql`${services.spec} -> 'create_from' ->> 'template_name' = ${name}`,
        ),
      )
      .orderBy(asc(services.project), asc(services.name));
  }

  private columns(fields: ChartTemplateFields) {
    return {
      name: fields.name,
      content: JSON.stringify(fields.origin),
      files: fields.files,
      variables: fields.variables,
      updatedBy: fields.updatedBy,
    };
  }
}
