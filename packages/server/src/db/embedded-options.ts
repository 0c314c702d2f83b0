import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * How the embedded database is opened. PostgreSQL's default 128 MB of shared buffers live in the
 * process's own memory here (and are cleared at every open): 8 MB keeps an idle server near half
 * the size and opens faster, while the files stay in the operating system's page cache.
 */
export const embeddedOptions: PGliteOptions = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB'],
};
