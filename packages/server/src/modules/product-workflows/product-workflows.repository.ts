import type { ProductWorkflowBody } from '@slipway/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { builds, buildTargets, environments, productWorkflows, workflowFavorites } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { nameTakenByOtherKind } from '../workflows/workflow-names.js';

export type ProductWorkflowRow = typeof productWorkflows.$inferSelect;

export interface FavoriteKey {
  uid: string;
  projectName: string;
  name: string;
  type: string;
}

/** The build of a service module, as the project's builds declare it. */
export interface ModuleBuild {
  serviceName: string;
  serviceModule: string;
  buildName: string;
}

/** Queries of product workflows and favourites, and the project facts their presets read. */
export class ProductWorkflowsRepository {
  constructor(private readonly db: Db) {}

  async find(name: string): Promise<ProductWorkflowRow | undefined> {
    const [row] = await this.db.select().from(productWorkflows).where(eq(productWorkflows.name, name));
    return row;
  }

  /** The project's product workflows by name; every project's when `projectName` is empty. */
  list(projectName: string): Promise<ProductWorkflowRow[]> {
    const query = this.db.select().from(productWorkflows);
    return (projectName ? query.where(eq(productWorkflows.projectName, projectName)) : query).orderBy(
      asc(productWorkflows.name),
    );
  }

  /** Whether a custom or common workflow already has this name (names are unique across kinds). */
  otherKindHasName(name: string): Promise<boolean> {
    return nameTakenByOtherKind(this.db, 'product', name);
  }

  /** Inserts; false when the name is taken. */
  async insert(body: ProductWorkflowBody, by: string): Promise<boolean> {
    try {
      await this.db.insert(productWorkflows).values({
        name: body.name,
        projectName: body.product_tmpl_name,
        definition: body,
        createdBy: by,
        updatedBy: by,
      });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async update(body: ProductWorkflowBody, by: string): Promise<void> {
    await this.db
      .update(productWorkflows)
      .set({ definition: body, updatedBy: by, updatedAt: new Date() })
      .where(eq(productWorkflows.name, body.name));
  }

  async delete(name: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(productWorkflows).where(eq(productWorkflows.name, name));
      await tx.delete(workflowFavorites).where(eq(workflowFavorites.name, name));
    });
  }

  async addFavorite(key: FavoriteKey): Promise<void> {
    await this.db.insert(workflowFavorites).values(key).onConflictDoNothing();
  }

  async removeFavorite(key: FavoriteKey): Promise<void> {
    await this.db
      .delete(workflowFavorites)
      .where(
        and(
          eq(workflowFavorites.uid, key.uid),
          eq(workflowFavorites.projectName, key.projectName),
          eq(workflowFavorites.name, key.name),
          eq(workflowFavorites.type, key.type),
        ),
      );
  }

  /** The names of the user's favourite workflows of a project. */
  async favoriteNames(uid: string, projectName: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ name: workflowFavorites.name })
      .from(workflowFavorites)
      .where(and(eq(workflowFavorites.uid, uid), eq(workflowFavorites.projectName, projectName)));
    return new Set(rows.map((row) => row.name));
  }

  /** Every service module a build of the project produces, with that build's name. */
  async moduleBuilds(projectName: string): Promise<ModuleBuild[]> {
    return this.db
      .select({
        serviceName: buildTargets.serviceName,
        serviceModule: buildTargets.serviceModule,
        buildName: builds.name,
      })
      .from(buildTargets)
      .innerJoin(builds, eq(builds.id, buildTargets.buildId))
      .where(eq(buildTargets.projectName, projectName))
      .orderBy(asc(buildTargets.serviceName), asc(buildTargets.serviceModule));
  }

  async environment(projectName: string, envName: string) {
    const [row] = await this.db
      .select()
      .from(environments)
      .where(and(eq(environments.project, projectName), eq(environments.name, envName)));
    return row;
  }
}
