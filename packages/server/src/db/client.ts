import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir, pgliteTemplateFile } from '../paths.js';
import { embeddedOptions } from './embedded-options.js';
import { acquirePidLock } from './pid-lock.js';
import * as schema from './schema.js';
import { extractTemplateArchive } from './template-archive.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

const ANALYZE_EVERY_MS = 10 * 60 * 1000;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's address, for the connection replicas talk over (LISTEN/NOTIFY) */
  connectionString?: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** An already opened PGlite instance (tests clone a migrated one). */
  pglite?: PGlite;
}

/** Opens PostgreSQL when a URL is given, else the embedded database in DATA_DIR, and applies migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // an idle connection the server drops (restart, failover) must not take the process down:
    // the pool replaces it on the next query
    pool.on('error', (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzleNodePostgres({ client: pool, schema });
    try {
      await migrateNodePostgres(db, { migrationsFolder: migrationsDir });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      connectionString: options.databaseUrl,
      close: () => pool.end(),
    };
  }
  if (options.pglite) {
    const db = drizzlePglite({ client: options.pglite, schema });
    await migratePglite(db, { migrationsFolder: migrationsDir });
    const client = options.pglite;
    return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
  }
  const releaseLock = acquirePidLock(options.dataDir);
  try {
    const client = await openEmbedded(path.join(options.dataDir, 'pgdata'));
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: migrationsDir });
    // the embedded database has no autovacuum: without statistics the planner sorts whole tables
    await analyzeTables(client, 'stale');
    const analyze = setInterval(
      () => void analyzeTables(client, 'all').catch(() => undefined),
      ANALYZE_EVERY_MS,
    ).unref();
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      close: async () => {
        clearInterval(analyze);
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** Tables without statistics, or that have more than doubled on disk since theirs were taken. */
const STALE = `AND (c.reltuples < 0
  OR pg_relation_size(c.oid) / current_setting('block_size')::int > 2 * c.relpages + 8)`;

/**
 * Refreshes the planner's statistics of Slipway's own tables: of all of them, or of the stale ones
 * (the system catalogs are left alone: analysing them took most of a second at every start).
 */
async function analyzeTables(client: PGlite, which: 'all' | 'stale'): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT quote_ident(c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'r' ${which === 'all' ? '' : STALE}`,
  );
  if (rows.length > 0) await client.exec(`ANALYZE ${rows.map((row) => row.name).join(', ')}`);
}

/**
 * A new database folder is seeded from the migrated template made at build time when there is one:
 * unpacking it takes a fraction of a second where initialising an empty cluster takes about three.
 */
async function openEmbedded(pgdataDir: string): Promise<PGlite> {
  if (existsSync(pgdataDir) || !existsSync(pgliteTemplateFile))
    return PGlite.create(pgdataDir, embeddedOptions);
  try {
    extractTemplateArchive(pgliteTemplateFile, pgdataDir);
    return await PGlite.create(pgdataDir, embeddedOptions);
  } catch {
    // an unreadable template must not stop the first start: initialise from scratch instead
    rmSync(pgdataDir, { recursive: true, force: true });
    return PGlite.create(pgdataDir, embeddedOptions);
  }
}
