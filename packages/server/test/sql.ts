import type { SQL } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';

/** Rows of a raw query; the two drivers type execute() differently. */
export async function queryRows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
