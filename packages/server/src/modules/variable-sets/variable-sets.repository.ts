import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { variableSets } from '../../db/schema.js';

export type VariableSetRow = typeof variableSets.$inferSelect;
export type NewVariableSet = Pick<
  typeof variableSets.$inferInsert,
  'name' | 'projectName' | 'description' | 'variableYaml' | 'createdBy' | 'updatedBy'
>;
export type VariableSetPatch = Pick<VariableSetRow, 'name' | 'description' | 'variableYaml' | 'updatedBy'>;

const inProject = (projectName: string, id: number) =>
  and(eq(variableSets.projectName, projectName), eq(variableSets.id, id));

export class VariableSetsRepository {
  constructor(private readonly db: Db) {}

  /** A page of the project's groups, newest first. */
  async page(projectName: string, page: number, perPage: number) {
    const where = eq(variableSets.projectName, projectName);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(variableSets)
        .where(where)
        .orderBy(desc(variableSets.createdAt), desc(variableSets.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db.select({ count: sql<number>`count(*)::int` }).from(variableSets).where(where),
    ]);
    return { rows, total: total?.count ?? 0 };
  }

  async find(projectName: string, id: number): Promise<VariableSetRow | undefined> {
    const [row] = await this.db.select().from(variableSets).where(inProject(projectName, id));
    return row;
  }

  /** Whether another group of the project (not `exceptId`) has this name. */
  async nameTaken(projectName: string, name: string, exceptId?: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: variableSets.id })
      .from(variableSets)
      .where(
        and(
          eq(variableSets.projectName, projectName),
          eq(variableSets.name, name),
          exceptId === undefined ? undefined : ne(variableSets.id, exceptId),
        ),
      );
    return rows.length > 0;
  }

  /** undefined when the name is taken in the project. */
  async insert(set: NewVariableSet): Promise<VariableSetRow | undefined> {
    const [row] = await this.db.insert(variableSets).values(set).onConflictDoNothing().returning();
    return row;
  }

  async update(
    projectName: string,
    id: number,
    patch: VariableSetPatch,
  ): Promise<VariableSetRow | undefined> {
    const [row] = await this.db
      .update(variableSets)
      .set({ ...patch, updatedAt: new Date() })
      .where(inProject(projectName, id))
      .returning();
    return row;
  }

  async delete(projectName: string, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(variableSets)
      .where(inProject(projectName, id))
      .returning({ id: variableSets.id });
    return rows.length > 0;
  }
}
