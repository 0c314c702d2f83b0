// The databases a benchmark runs on: always the embedded one; PostgreSQL too when DATABASE_URL is set or
// one answers at 127.0.0.1:5432. Each PostgreSQL run gets a database of its own, dropped afterwards.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { recordSkip } from './figures.mjs';

const LOCAL_POSTGRES = 'postgres://127.0.0.1:5432/postgres';
const CONNECT_LIMIT_MS = 3000;

/**
 * @typedef {object} DatabaseInstance
 * @property {Record<string, string>} env what the server's environment needs to use it
 * @property {string | undefined} url the PostgreSQL database's URL; undefined for the embedded one
 * @property {() => Promise<void>} drop removes the database (the embedded one lives in DATA_DIR)
 */

/**
 * @typedef {object} BenchDatabase
 * @property {'embedded' | 'postgres'} name
 * @property {string} label how the output names it
 * @property {() => Promise<DatabaseInstance>} create a new, empty database
 */

/** @type {BenchDatabase} */
export const embedded = {
  name: 'embedded',
  label: 'embedded',
  create: async () => ({ env: { DATABASE_URL: '' }, url: undefined, drop: async () => {} }),
};

/**
 * The URL with a user name: node's pg takes the default user from USER only, where libpq (and psql)
 * fall back on the operating system's user, which is what a URL without one means.
 * @param {string} text
 */
function withUser(text) {
  const url = new URL(text);
  if (!url.username && !process.env.PGUSER && !process.env.USER) url.username = os.userInfo().username;
  return url;
}

/** @param {string} url @param {(client: pg.Client) => Promise<void>} fn */
async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_LIMIT_MS });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}

/** @param {URL} admin a database of the server to connect to while creating and dropping others */
function postgresAt(admin) {
  /** @type {BenchDatabase} */
  const database = {
    name: 'postgres',
    label: 'PostgreSQL',
    async create() {
      const name = `slipway_bench_${randomBytes(6).toString('hex')}`;
      await withClient(admin.href, (client) => client.query(`CREATE DATABASE ${name}`).then(() => {}));
      const url = new URL(admin.href);
      url.pathname = `/${name}`;
      return {
        env: { DATABASE_URL: url.href },
        url: url.href,
        drop: () =>
          withClient(admin.href, (client) =>
            client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => {}),
          ),
      };
    },
  };
  return database;
}

/**
 * The embedded database, and PostgreSQL when it answers; prints (and records for the summary) why
 * PostgreSQL is skipped otherwise.
 * @returns {Promise<BenchDatabase[]>}
 */
export async function benchDatabases() {
  const given = process.env.DATABASE_URL;
  const admin = withUser(given || LOCAL_POSTGRES);
  try {
    await withClient(admin.href, async () => {});
    return [embedded, postgresAt(admin)];
  } catch (error) {
    const where = given ? 'DATABASE_URL' : `${admin.host} (DATABASE_URL is not set)`;
    const reason = `PostgreSQL skipped: ${where} did not answer: ${error instanceof Error ? error.message : String(error)}`;
    console.log(reason);
    recordSkip(reason);
    return [embedded];
  }
}

/**
 * Runs `fn` with a new database of the kind, dropping it afterwards whatever happens.
 * @template T
 * @param {BenchDatabase} database
 * @param {(instance: DatabaseInstance) => Promise<T>} fn
 */
export async function withDatabase(database, fn) {
  const instance = await database.create();
  try {
    return await fn(instance);
  } finally {
    await instance.drop();
  }
}
