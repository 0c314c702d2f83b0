// Bundles the server into dist/main.js (npm packages stay external, workspace sources are bundled)
// and makes dist/pglite-template.tar.gz, the migrated empty embedded database new DATA_DIRs start from.
import { readFileSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {});

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  banner: {
    // an alias of its own, so a bundled module may import createRequire itself
    js: "import { createRequire as __bundleCreateRequire } from 'node:module'; const require = __bundleCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

const template = new PGlite();
await migrate(drizzle({ client: template }), { migrationsFolder: 'src/db/migrations' });
const dump = await template.dumpDataDir('gzip');
writeFileSync('dist/pglite-template.tar.gz', Buffer.from(await dump.arrayBuffer()));
await template.close();
