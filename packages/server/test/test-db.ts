import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.js';
import { embeddedOptions } from '../src/db/embedded-options.js';

/**
 * A fresh, migrated database for one test file: the embedded one loaded from the template dump,
 * or, when DATABASE_URL is set, a new database on that PostgreSQL server, dropped afterwards.
 */
export async function openTestDatabase(dataDir: string): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const template = readFileSync(inject('pgliteTemplate'));
    const pglite = new PGlite({ ...embeddedOptions, loadDataDir: new Blob([template]) });
    return openDatabase({ dataDir, pglite });
  }
  const name = `slipway_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ dataDir, databaseUrl: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
