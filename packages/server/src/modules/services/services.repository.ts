import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { projects } from '../../db/schema.js';
import { builds, buildTargets } from '../../db/schema-builds.js';
import { environments } from '../../db/schema-environments.js';
import { services } from '../../db/schema-services.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

export type ServiceRow = typeof services.$inferSelect;
export type ServiceFields = Pick<
  ServiceRow,
  'type' | 'source' | 'yaml' | 'variableYaml' | 'containers' | 'spec' | 'visibility' | 'updatedBy'
>;
/** What a new service needs: its type and author; the other fields start at their defaults. */
export type NewServiceFields = Pick<ServiceFields, 'type' | 'updatedBy'> & Partial<ServiceFields>;
export type ProjectOfServices = Pick<typeof projects.$inferSelect, 'name' | 'type' | 'vars' | 'services'>;

/** The services of projects, and what they touch: the project's start order, environments, builds. */
export class ServicesRepository {
  constructor(private readonly db: Db) {}

  list(project: string): Promise<ServiceRow[]> {
    return this.db.select().from(services).where(eq(services.project, project)).orderBy(asc(services.name));
  }

  async find(project: string, name: string): Promise<ServiceRow | undefined> {
    const [row] = await this.db
      .select()
      .from(services)
      .where(and(eq(services.project, project), eq(services.name, name)));
    return row;
  }

  /** Services other projects share (visibility public). */
  sharedBy(otherThan: string): Promise<ServiceRow[]> {
    return this.db
      .select()
      .from(services)
      .where(and(ne(services.project, otherThan), eq(services.visibility, 'public')))
      .orderBy(asc(services.project), asc(services.name));
  }

  async project(name: string): Promise<ProjectOfServices | undefined> {
    const [row] = await this.db
      .select({ name: projects.name, type: projects.type, vars: projects.vars, services: projects.services })
      .from(projects)
      .where(eq(projects.name, name));
    return row;
  }

  /**
   * A new service at revision 1, put at the end of the project's first start-order group as Zadig does;
   * false when the project already has a service of that name.
   */
  async insert(project: string, name: string, fields: NewServiceFields): Promise<boolean> {
    try {
      await this.db.transaction(async (tx) => {
        await tx.insert(services).values({ ...fields, project, name, createdBy: fields.updatedBy });
        const [row] = await tx
          .select({ order: projects.services })
          .from(projects)
          .where(eq(projects.name, project));
        const order = row?.order ?? [];
        if (order.flat().includes(name)) return;
        const [first = [], ...rest] = order;
        await tx
          .update(projects)
          .set({ services: [[...first, name], ...rest] })
          .where(eq(projects.name, project));
      });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** A saved change: the revision grows by one. Answers the new row, or nothing when it is gone. */
  async update(
    project: string,
    name: string,
    fields: Partial<ServiceFields>,
  ): Promise<ServiceRow | undefined> {
    const [row] = await this.db
      .update(services)
      .set({ ...fields, revision: sql`${services.revision} + 1`, updatedAt: new Date() })
      .where(and(eq(services.project, project), eq(services.name, name)))
      .returning();
    return row;
  }

  /** Removes every service of a project (the project is being deleted). */
  async deleteProject(project: string): Promise<void> {
    await this.db.delete(services).where(eq(services.project, project));
  }

  /** Removes the service and its place in the start order (empty groups go too). */
  async delete(project: string, name: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const deleted = await tx
        .delete(services)
        .where(and(eq(services.project, project), eq(services.name, name)))
        .returning({ id: services.id });
      if (deleted.length === 0) return false;
      const [row] = await tx
        .select({ order: projects.services })
        .from(projects)
        .where(eq(projects.name, project));
      const order = (row?.order ?? [])
        .map((group) => group.filter((member) => member !== name))
        .filter((group) => group.length > 0);
      await tx.update(projects).set({ services: order }).where(eq(projects.name, project));
      return true;
    });
  }

  /** The services made from a K8s YAML template of the library. */
  fromTemplate(templateId: string): Promise<ServiceRow[]> {
    return this.db
      .select()
      .from(services)
      .where(and(eq(services.source, 'template'), sql`${services.spec} ->> 'template_id' = ${templateId}`))
      .orderBy(asc(services.project), asc(services.name));
  }

  /** The project's environments: name, default variables, and the services each runs. */
  environments(project: string) {
    return this.db
      .select({
        name: environments.name,
        namespace: environments.namespace,
        defaultValues: environments.defaultValues,
        services: environments.services,
      })
      .from(environments)
      .where(eq(environments.project, project))
      .orderBy(asc(environments.name));
  }

  /** Names of the builds producing each module of the service. */
  async buildNames(
    project: string,
    service: string,
    modules: readonly string[],
  ): Promise<Map<string, string[]>> {
    const names = new Map<string, string[]>();
    if (modules.length === 0) return names;
    const rows = await this.db
      .select({ module: buildTargets.serviceModule, build: builds.name })
      .from(buildTargets)
      .innerJoin(builds, eq(builds.id, buildTargets.buildId))
      .where(
        and(
          eq(buildTargets.projectName, project),
          eq(buildTargets.serviceName, service),
          inArray(buildTargets.serviceModule, [...modules]),
        ),
      );
    for (const row of rows) names.set(row.module, [...(names.get(row.module) ?? []), row.build]);
    return names;
  }
}
