import type { TestBody, TestConfig } from '@slipway/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tests } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { SecretBox } from '../../lib/crypto/aes.js';
import { openCredentials, sealCredentials } from '../../lib/crypto/credentials-at-rest.js';
import { unixSeconds } from '../../lib/unix-seconds.js';

type TestRow = typeof tests.$inferSelect;
/** A test as stored: the config and the row id its runs are filed under. */
export type StoredTest = TestConfig & { id: number };

/**
 * Test configurations. Credential variable values are sealed when written and opened when read, so
 * the service and the test job see plain values.
 */
export class TestsRepository {
  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
  ) {}

  /** The tests of these projects ('all' for every project), oldest first. */
  async list(projects: string[] | 'all'): Promise<StoredTest[]> {
    if (projects !== 'all' && projects.length === 0) return [];
    const rows = await this.db
      .select()
      .from(tests)
      .where(projects === 'all' ? undefined : inArray(tests.projectName, projects))
      .orderBy(asc(tests.createdAt), asc(tests.id));
    return rows.map((row) => this.toConfig(row));
  }

  async find(projectName: string, name: string): Promise<StoredTest | undefined> {
    const [row] = await this.db
      .select()
      .from(tests)
      .where(and(eq(tests.projectName, projectName), eq(tests.name, name)));
    return row ? this.toConfig(row) : undefined;
  }

  /** False when the project already has a test of this name. */
  async create(body: TestBody, by: string): Promise<boolean> {
    try {
      await this.db.insert(tests).values({
        projectName: body.product_name,
        name: body.name,
        definition: sealCredentials(this.box, body),
        updatedBy: by,
      });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** False when there is no such test. */
  async update(body: TestBody, by: string): Promise<boolean> {
    const rows = await this.db
      .update(tests)
      .set({ definition: sealCredentials(this.box, body), updatedBy: by, updatedAt: new Date() })
      .where(and(eq(tests.projectName, body.product_name), eq(tests.name, body.name)))
      .returning({ id: tests.id });
    return rows.length > 0;
  }

  /** The deleted test's id, undefined when there was none. */
  async delete(projectName: string, name: string): Promise<number | undefined> {
    const [row] = await this.db
      .delete(tests)
      .where(and(eq(tests.projectName, projectName), eq(tests.name, name)))
      .returning({ id: tests.id });
    return row?.id;
  }

  private toConfig(row: TestRow): StoredTest {
    return {
      id: row.id,
      ...openCredentials(this.box, row.definition),
      name: row.name,
      product_name: row.projectName,
      update_time: unixSeconds(row.updatedAt),
      update_by: row.updatedBy,
    };
  }
}
