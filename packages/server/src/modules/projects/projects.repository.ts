import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { projects, services } from '../../db/schema.js';

export type ProjectRow = typeof projects.$inferSelect;
export type NewProject = Pick<
  typeof projects.$inferInsert,
  'name' | 'alias' | 'description' | 'type' | 'isPublic' | 'clusterIds' | 'createdBy' | 'updatedBy'
>;
/** Everything but the identifier and the creation may change; who changed it is always recorded. */
export type ProjectPatch = Partial<Omit<ProjectRow, 'name' | 'createdAt' | 'createdBy' | 'updatedAt'>> &
  Pick<ProjectRow, 'updatedBy'>;

export class ProjectsRepository {
  constructor(private readonly db: Db) {}

  async find(name: string): Promise<ProjectRow | undefined> {
    const [row] = await this.db.select().from(projects).where(eq(projects.name, name));
    return row;
  }

  /** The projects among `names` ('all' = every one), by identifier in byte order on both databases. */
  list(names: ReadonlySet<string> | 'all'): Promise<ProjectRow[]> {
    if (names !== 'all' && names.size === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(projects)
      .where(names === 'all' ? undefined : inArray(projects.name, [...names]))
      .orderBy(sql`${projects.name} collate "C"`);
  }

  /** undefined when the identifier is taken. */
  async insert(project: NewProject): Promise<ProjectRow | undefined> {
    const [row] = await this.db.insert(projects).values(project).onConflictDoNothing().returning();
    return row;
  }

  /** `owner/name` of every public service of the other projects: what a project may add as shared. */
  async publicServicesOfOthers(name: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ owner: services.project, name: services.name })
      .from(services)
      .where(and(ne(services.project, name), eq(services.visibility, 'public')));
    return new Set(rows.map((row) => `${row.owner}/${row.name}`));
  }

  async update(name: string, patch: ProjectPatch): Promise<void> {
    await this.db
      .update(projects)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(projects.name, name));
  }

  /** Its variable groups go with it (foreign key cascade). */
  async delete(name: string): Promise<void> {
    await this.db.delete(projects).where(eq(projects.name, name));
  }
}
