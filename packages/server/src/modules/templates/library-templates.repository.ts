import type { LibraryTemplateKind } from '@slipway/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { builds } from '../../db/schema-builds.js';
import { libraryTemplates } from '../../db/schema-templates.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

export type LibraryTemplateRow = typeof libraryTemplates.$inferSelect;
export type LibraryTemplateFields = Pick<LibraryTemplateRow, 'name' | 'content' | 'variables' | 'updatedBy'>;

/** The templates of one kind (Dockerfile or Kubernetes YAML) of the template library. */
export class LibraryTemplatesRepository {
  constructor(
    private readonly db: Db,
    private readonly kind: LibraryTemplateKind,
  ) {}

  private readonly ofKind = () => eq(libraryTemplates.kind, this.kind);
  private readonly byId = (id: number) => and(this.ofKind(), eq(libraryTemplates.id, id));

  async page(offset: number, limit: number): Promise<{ rows: LibraryTemplateRow[]; total: number }> {
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
        .from(libraryTemplates)
        .where(this.ofKind())
        .orderBy(asc(libraryTemplates.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ total: count() }).from(libraryTemplates).where(this.ofKind()),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  async find(id: number): Promise<LibraryTemplateRow | undefined> {
    const [row] = await this.db.select().from(libraryTemplates).where(this.byId(id));
    return row;
  }

  /** False when the name is taken. */
  async create(fields: LibraryTemplateFields): Promise<boolean> {
    try {
      await this.db.insert(libraryTemplates).values({ ...fields, kind: this.kind });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** 'missing' when there is no such template, 'name' when another one has the name. */
  async update(id: number, fields: LibraryTemplateFields): Promise<'ok' | 'missing' | 'name'> {
    try {
      const updated = await this.db
        .update(libraryTemplates)
        .set({ ...fields, updatedAt: new Date() })
        .where(this.byId(id))
        .returning({ id: libraryTemplates.id });
      return updated.length > 0 ? 'ok' : 'missing';
    } catch (error) {
      if (isUniqueViolation(error)) return 'name';
      throw error;
    }
  }

  async delete(id: number): Promise<boolean> {
    const deleted = await this.db
      .delete(libraryTemplates)
      .where(this.byId(id))
      .returning({ id: libraryTemplates.id });
    return deleted.length > 0;
  }

  /** The builds whose image is built from the Dockerfile template (`post_build.docker_build`). */
  async buildsUsingDockerfile(id: number): Promise<{ project_name: string; build_name: string }[]> {
    const dockerBuild = sql`${builds.definition} -> 'post_build' -> 'docker_build'`;
    return this.db
      .select({ project_name: builds.projectName, build_name: builds.name })
      .from(builds)
      .where(
        and(
          sql`${dockerBuild} ->> 'source' = 'template'`,
          sql`${dockerBuild} ->> 'template_id' = ${String(id)}`,
        ),
      )
      .orderBy(asc(builds.projectName), asc(builds.name));
  }
}
