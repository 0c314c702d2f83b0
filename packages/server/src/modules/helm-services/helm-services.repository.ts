import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { projects } from '../../db/schema.js';
import { builds, buildTargets } from '../../db/schema-builds.js';
import { services } from '../../db/schema-services.js';
import { ServicesRepository } from '../services/services.repository.js';

export type ServiceRow = typeof services.$inferSelect;
export type HelmServiceFields = Pick<ServiceRow, 'source' | 'containers' | 'spec' | 'updatedBy'>;

const helm = eq(services.type, 'helm');
const named = (project: string, name: string) =>
  and(helm, eq(services.project, project), eq(services.name, name));

/** Helm services: rows of the shared services table with type `helm`. */
export class HelmServicesRepository {
  /** the services' own rules for a new row (its place in the project's start order) */
  private readonly rows: ServicesRepository;

  constructor(private readonly db: Db) {
    this.rows = new ServicesRepository(db);
  }

  async project(name: string) {
    const [row] = await this.db
      .select({ name: projects.name, services: projects.services, rules: projects.imageSearchingRules })
      .from(projects)
      .where(eq(projects.name, name));
    return row;
  }

  list(project: string): Promise<ServiceRow[]> {
    return this.db
      .select()
      .from(services)
      .where(and(helm, eq(services.project, project)))
      .orderBy(asc(services.createdAt), asc(services.name));
  }

  async find(project: string, name: string): Promise<ServiceRow | undefined> {
    const [row] = await this.db.select().from(services).where(named(project, name));
    return row;
  }

  /** The builds producing each container (service module) of the service: module → build names. */
  async buildsOf(project: string, service: string): Promise<Map<string, string[]>> {
    const rows = await this.db
      .select({ module: buildTargets.serviceModule, build: builds.name })
      .from(buildTargets)
      .innerJoin(builds, eq(builds.id, buildTargets.buildId))
      .where(and(eq(buildTargets.projectName, project), eq(buildTargets.serviceName, service)))
      .orderBy(asc(builds.name));
    const byModule = new Map<string, string[]>();
    for (const row of rows) byModule.set(row.module, [...(byModule.get(row.module) ?? []), row.build]);
    return byModule;
  }

  /** The auto-sync services made from a chart template, in every project. */
  fromTemplate(templateName: string): Promise<ServiceRow[]> {
    return this.db
      .select()
      .from(services)
      .where(
        and(
          helm,
          eq(services.source, 'chartTemplate'),
          sql`${services.spec} -> 'create_from' ->> 'template_name' = ${templateName}`,
          sql`(${services.spec} ->> 'auto_sync')::boolean IS TRUE`,
        ),
      );
  }

  /**
   * A new service at revision 1, added to the end of the project's first start-order group;
   * false when the project has a service (of any type) of that name.
   */
  insert(project: string, name: string, fields: HelmServiceFields): Promise<boolean> {
    return this.rows.insert(project, name, { ...fields, type: 'helm' });
  }

  /** A saved change: the revision grows by one. */
  async update(
    project: string,
    name: string,
    fields: Partial<HelmServiceFields>,
  ): Promise<ServiceRow | undefined> {
    const [row] = await this.db
      .update(services)
      .set({ ...fields, revision: sql`${services.revision} + 1`, updatedAt: new Date() })
      .where(named(project, name))
      .returning();
    return row;
  }
}
