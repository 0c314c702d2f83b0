import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { embeddedOptions } from '../src/db/embedded-options.js';
import { migrationsDir } from '../src/paths.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/** Migrates one embedded database and dumps it; each test file loads the dump instead of migrating. */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'slipway-test-'));
  const file = path.join(dir, 'template.tar');
  const pg = new PGlite(embeddedOptions);
  await migrate(drizzle({ client: pg }), { migrationsFolder: migrationsDir });
  const dump = await pg.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pg.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
