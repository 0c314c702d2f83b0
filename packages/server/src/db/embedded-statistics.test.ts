import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'slipway-statistics-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const estimatedRows = async (database: Awaited<ReturnType<typeof openDatabase>>) => {
  const result = (await database.db.execute(
    sql`SELECT reltuples::int AS rows FROM pg_class WHERE relname = 'statistics_probe'`,
  )) as unknown as { rows: Array<{ rows: number }> };
  return Number(result.rows[0]?.rows);
};

describe.skipIf(Boolean(process.env.DATABASE_URL))('the embedded database at start', () => {
  it('analyses a table loaded while the server was stopped, so the planner knows its size', async () => {
    const first = await openDatabase({ dataDir });
    await first.db.execute(sql`CREATE TABLE statistics_probe (n int)`);
    await first.db.execute(sql`ANALYZE statistics_probe`);
    expect(await estimatedRows(first)).toBe(0);
    // a bulk load that no periodic run has seen yet
    await first.db.execute(sql`INSERT INTO statistics_probe SELECT generate_series(1, 20000)`);
    await first.close();

    const second = await openDatabase({ dataDir });
    try {
      expect(await estimatedRows(second)).toBe(20000);
    } finally {
      await second.close();
    }
  }, 120_000);
});
