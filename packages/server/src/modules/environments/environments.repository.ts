import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { projects } from '../../db/schema.js';
import { type EnvironmentService, environmentRevisions, environments } from '../../db/schema-environments.js';
import { services } from '../../db/schema-services.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { ConflictError } from '../../lib/errors.js';

export type EnvironmentRow = typeof environments.$inferSelect;
export type NewEnvironment = Omit<typeof environments.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type EnvironmentRevisionRow = typeof environmentRevisions.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;

/** What a change of an environment writes: the new services and variables become a new revision. */
export interface EnvironmentChange {
  services: EnvironmentService[];
  defaultValues: string;
  by: string;
}

/** Environment rows and their revisions; the project and service rows environments are made from. */
export class EnvironmentsRepository {
  constructor(private readonly db: Db) {}

  list(project: string): Promise<EnvironmentRow[]> {
    return this.db
      .select()
      .from(environments)
      .where(eq(environments.project, project))
      .orderBy(asc(environments.production), asc(environments.createdAt), asc(environments.id));
  }

  async find(project: string, name: string): Promise<EnvironmentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(environments)
      .where(and(eq(environments.project, project), eq(environments.name, name)));
    return row;
  }

  /** Inserts the environment with its first revision. */
  async insert(env: NewEnvironment): Promise<EnvironmentRow> {
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(environments)
          .values({ ...env, revision: 1 })
          .returning();
        if (!row) throw new Error('environment insert returned nothing');
        await tx.insert(environmentRevisions).values({
          environmentId: row.id,
          revision: 1,
          services: row.services,
          defaultValues: row.defaultValues,
          createdBy: env.createdBy ?? '',
        });
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError('error.environmentExists');
      throw error;
    }
  }

  /** Stores new services and variables as the next revision; answers the updated row. */
  async change(id: number, change: EnvironmentChange): Promise<EnvironmentRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(environments)
        .set({
          services: change.services,
          defaultValues: change.defaultValues,
          revision: sql`${environments.revision} + 1`,
          updatedBy: change.by,
          updatedAt: new Date(),
        })
        .where(eq(environments.id, id))
        .returning();
      if (!row) throw new Error(`environment ${id} vanished`);
      await tx.insert(environmentRevisions).values({
        environmentId: id,
        revision: row.revision,
        services: row.services,
        defaultValues: row.defaultValues,
        createdBy: change.by,
      });
      return row;
    });
  }

  async setStatus(id: number, status: string, error = ''): Promise<void> {
    await this.db
      .update(environments)
      .set({ status, error, updatedAt: new Date() })
      .where(eq(environments.id, id));
  }

  async patch(
    id: number,
    patch: Partial<Pick<EnvironmentRow, 'registryId' | 'share' | 'updatedBy'>>,
  ): Promise<void> {
    await this.db
      .update(environments)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(environments.id, id));
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(environments).where(eq(environments.id, id));
  }

  revisions(id: number): Promise<EnvironmentRevisionRow[]> {
    return this.db
      .select()
      .from(environmentRevisions)
      .where(eq(environmentRevisions.environmentId, id))
      .orderBy(desc(environmentRevisions.revision));
  }

  async revision(id: number, revision: number): Promise<EnvironmentRevisionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(environmentRevisions)
      .where(and(eq(environmentRevisions.environmentId, id), eq(environmentRevisions.revision, revision)));
    return row;
  }

  async project(name: string): Promise<ProjectRow | undefined> {
    const [row] = await this.db.select().from(projects).where(eq(projects.name, name));
    return row;
  }

  projectServices(project: string, names?: string[]): Promise<ServiceRow[]> {
    const inProject = eq(services.project, project);
    return this.db
      .select()
      .from(services)
      .where(names ? and(inProject, inArray(services.name, names.length ? names : [''])) : inProject)
      .orderBy(asc(services.name));
  }
}
