import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Finds the server package folder whether running from src (tests) or dist (bundle). */
function findPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle.config.ts'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot locate the server package folder');
    dir = parent;
  }
  return dir;
}

export const serverRoot = findPackageRoot();
export const migrationsDir = path.join(serverRoot, 'src', 'db', 'migrations');
export const webDistDir = path.resolve(serverRoot, '..', 'web', 'dist');
/** The migrated empty embedded database, made by the build (scripts/build.mjs). */
export const pgliteTemplateFile = path.join(serverRoot, 'dist', 'pglite-template.tar.gz');
