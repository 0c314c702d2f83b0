import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  environmentChartValues,
  environmentConfigVersions,
  type ValuesSource,
} from '../../db/schema-environment-configs.js';
import { environments } from '../../db/schema-environments.js';
import { services } from '../../db/schema-services.js';

export type EnvironmentRow = typeof environments.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
export type ConfigVersionRow = typeof environmentConfigVersions.$inferSelect;
export type ChartValuesRow = typeof environmentChartValues.$inferSelect;
export type ChartValuesChange = Pick<
  ChartValuesRow,
  'chartVersion' | 'overrideYaml' | 'overrideValues' | 'source'
>;

/** The queries of environment config objects, taken-over environments and Helm values. */
export class EnvironmentConfigsRepository {
  constructor(private readonly db: Db) {}

  async environment(project: string, name: string): Promise<EnvironmentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(environments)
      .where(and(eq(environments.project, project), eq(environments.name, name)));
    return row;
  }

  /** The environments that use a namespace of a cluster (which of them took over which workload). */
  inNamespace(clusterId: string, namespace: string): Promise<EnvironmentRow[]> {
    return this.db
      .select()
      .from(environments)
      .where(and(eq(environments.clusterId, clusterId), eq(environments.namespace, namespace)));
  }

  /** The namespaces environments use in a cluster (known by any of the ids given). */
  async namespacesInCluster(clusterIds: string[]): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ namespace: environments.namespace })
      .from(environments)
      .where(inArray(environments.clusterId, clusterIds));
    return rows.map((r) => r.namespace).filter((n): n is string => Boolean(n));
  }

  async insertEnvironment(row: typeof environments.$inferInsert): Promise<EnvironmentRow> {
    const [created] = await this.db.insert(environments).values(row).returning();
    return created as EnvironmentRow;
  }

  async updateEnvironment(
    id: number,
    change: Partial<
      Pick<EnvironmentRow, 'services' | 'defaultValues' | 'registryId' | 'status' | 'updatedBy'>
    >,
  ): Promise<void> {
    await this.db
      .update(environments)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(environments.id, id));
  }

  helmServices(project: string): Promise<ServiceRow[]> {
    return this.db
      .select()
      .from(services)
      .where(and(eq(services.project, project), eq(services.type, 'helm')))
      .orderBy(asc(services.name));
  }

  /** Versions of one object, newest first. */
  versions(environmentId: number, kind: string, name: string): Promise<ConfigVersionRow[]> {
    return this.db
      .select()
      .from(environmentConfigVersions)
      .where(
        and(
          eq(environmentConfigVersions.environmentId, environmentId),
          eq(environmentConfigVersions.kind, kind),
          eq(environmentConfigVersions.name, name),
        ),
      )
      .orderBy(desc(environmentConfigVersions.id));
  }

  /** Sources of the environment's objects of a kind, by name (the latest version's). */
  async sources(environmentId: number, kind: string): Promise<Map<string, ValuesSource | null>> {
    const rows = await this.db
      .select({ name: environmentConfigVersions.name, source: environmentConfigVersions.source })
      .from(environmentConfigVersions)
      .where(
        and(
          eq(environmentConfigVersions.environmentId, environmentId),
          eq(environmentConfigVersions.kind, kind),
        ),
      )
      .orderBy(asc(environmentConfigVersions.id));
    return new Map(rows.map((r) => [r.name, r.source]));
  }

  async addVersion(row: typeof environmentConfigVersions.$inferInsert): Promise<void> {
    await this.db.insert(environmentConfigVersions).values(row);
  }

  async deleteVersions(environmentId: number, kind: string, name: string): Promise<void> {
    await this.db
      .delete(environmentConfigVersions)
      .where(
        and(
          eq(environmentConfigVersions.environmentId, environmentId),
          eq(environmentConfigVersions.kind, kind),
          eq(environmentConfigVersions.name, name),
        ),
      );
  }

  chartValues(environmentId: number): Promise<ChartValuesRow[]> {
    return this.db
      .select()
      .from(environmentChartValues)
      .where(eq(environmentChartValues.environmentId, environmentId))
      .orderBy(asc(environmentChartValues.service));
  }

  async saveChartValues(environmentId: number, service: string, change: ChartValuesChange, by: string) {
    await this.db
      .insert(environmentChartValues)
      .values({ environmentId, service, ...change, updatedBy: by })
      .onConflictDoUpdate({
        target: [environmentChartValues.environmentId, environmentChartValues.service],
        set: { ...change, updatedBy: by, updatedAt: new Date() },
      });
  }
}
