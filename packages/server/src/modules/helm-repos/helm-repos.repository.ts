import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { helmRepos } from '../../db/schema-templates.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

export type HelmRepoRow = typeof helmRepos.$inferSelect;
export type HelmRepoFields = Pick<HelmRepoRow, 'repoName' | 'url' | 'username' | 'password' | 'updatedBy'>;

/** Helm repository rows; a name taken by another row is answered, not thrown. */
export class HelmReposRepository {
  constructor(private readonly db: Db) {}

  list(): Promise<HelmRepoRow[]> {
    return this.db.select().from(helmRepos).orderBy(asc(helmRepos.createdAt), asc(helmRepos.id));
  }

  async find(id: string): Promise<HelmRepoRow | undefined> {
    const [row] = await this.db.select().from(helmRepos).where(eq(helmRepos.id, id));
    return row;
  }

  async findByName(repoName: string): Promise<HelmRepoRow | undefined> {
    const [row] = await this.db.select().from(helmRepos).where(eq(helmRepos.repoName, repoName));
    return row;
  }

  /** False when the name is taken. */
  async create(fields: HelmRepoFields): Promise<boolean> {
    try {
      await this.db.insert(helmRepos).values({ ...fields, id: randomUUID() });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** 'missing' when there is no such repository, 'name' when another one has the name. */
  async update(id: string, fields: HelmRepoFields): Promise<'ok' | 'missing' | 'name'> {
    try {
      const updated = await this.db
        .update(helmRepos)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(helmRepos.id, id))
        .returning({ id: helmRepos.id });
      return updated.length > 0 ? 'ok' : 'missing';
    } catch (error) {
      if (isUniqueViolation(error)) return 'name';
      throw error;
    }
  }

  async delete(id: string): Promise<boolean> {
    const deleted = await this.db
      .delete(helmRepos)
      .where(eq(helmRepos.id, id))
      .returning({ id: helmRepos.id });
    return deleted.length > 0;
  }
}
