import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CREDENTIAL_MASK, jobVariables } from '@slipway/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from './projects.fixture.js';
import { queryRows } from './sql.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './test-app.js';
import { presetOf, runWorkflow, shellJob, stage, startRun, waitForTask } from './workflow-fixture.js';

/**
 * Credentials go in through the API and through runs, jobs use them (echo, `set -x`, base64, JSON),
 * and afterwards no response, log, table or file under DATA_DIR holds one in plain text.
 */

const unique = randomBytes(4).toString('hex');
// a quote for the shell trace, non-ASCII for JSON escapes, long enough for base64 inside a blob
const PARAM_SECRET = `par'am-密-${unique}`;
const ENV_SECRET = `env"key\\${unique}`;
const RUN_SECRET = `run-time-${unique}`;
const RUN_ENV_SECRET = `run-env-${unique}`;
const USER_PASSWORD = `user-pw-${unique}`;
const SECRETS = [PARAM_SECRET, ENV_SECRET, RUN_SECRET, RUN_ENV_SECRET];
const PROJECT = 'vault';
const WORKFLOW = 'uses-credentials';
const base = '/api/aslan/workflow/v4';
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

const script = [
  'echo "param $TOKEN"',
  'echo "env $API_KEY"',
  'set -x',
  'echo "$TOKEN" "$API_KEY" >/dev/null',
  'set +x',
  `printf 'user:%s' "$TOKEN" | base64`,
  `printf 'key=%s' "$API_KEY" | base64`,
  `python3 -c 'import json,os; print(json.dumps({"t": os.environ["TOKEN"], "k": os.environ["API_KEY"]}))'`,
  // the run fails unless the job got the values meant for it
  'test "$(printf %s "$TOKEN" | sha256sum | cut -c1-64)" = "$EXPECTED_SHA"',
  'test "$(printf %s "$API_KEY" | sha256sum | cut -c1-64)" = "$EXPECTED_KEY_SHA"',
].join('\n');

let t: TestApp;
const taskIds: number[] = [];

const call = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.request({ method: 'GET', url, token: t.admin.token, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.body;
};

/** Every form a leak could take in text: the value and its base64. */
const leakForms = (values: string[]) => values.flatMap((value) => [value, base64(value)]);
const expectNoLeak = (where: string, text: string, values = SECRETS) => {
  for (const form of leakForms(values)) expect(text.includes(form), `${form} in ${where}`).toBe(false);
};

beforeAll(async () => {
  t = await createTestApp();
  await t.createUser('vault-user', USER_PASSWORD);
  await createProject(t, { product_name: PROJECT });
  const created = await t.request({
    method: 'POST',
    url: base,
    token: t.admin.token,
    payload: {
      name: WORKFLOW,
      project: PROJECT,
      multi_run: true,
      params: [
        { name: 'TOKEN', type: 'string', default: PARAM_SECRET, is_credential: true },
        { name: 'EXPECTED_SHA', type: 'string', default: sha256(PARAM_SECRET) },
        { name: 'EXPECTED_KEY_SHA', type: 'string', default: sha256(ENV_SECRET) },
      ],
      stages: [
        stage('use', [
          shellJob('use-them', script, {
            properties: { envs: [{ key: 'API_KEY', value: ENV_SECRET, is_credential: true }] },
          }),
        ]),
      ],
    },
  });
  expect(created.statusCode, created.body).toBe(200);

  // the stored values; the masks as a clone gives them back (the stored values again); values of
  // the run, for the param and for the job's env variable (the run dialog edits both)
  taskIds.push(await runWorkflow(t, WORKFLOW));
  await waitForTask(t, WORKFLOW, taskIds[0]!);
  const clone = JSON.parse(await call(`${base}/workflowtask/clone/workflow/${WORKFLOW}/task/${taskIds[0]}`));
  expect(clone.params).toContainEqual(expect.objectContaining({ name: 'TOKEN', value: CREDENTIAL_MASK }));
  expect(clone.stages[0].jobs[0].spec.properties.envs[0]).toMatchObject({
    key: 'API_KEY',
    value: CREDENTIAL_MASK,
  });
  taskIds.push(await startRun(t, clone));
  taskIds.push(
    await runWorkflow(t, WORKFLOW, [
      { name: 'TOKEN', value: RUN_SECRET },
      { name: 'EXPECTED_SHA', value: sha256(RUN_SECRET) },
    ]),
  );
  const withKey = await presetOf(t, WORKFLOW);
  jobVariables(withKey.stages[0]!.jobs[0]!)[0]!.value = RUN_ENV_SECRET;
  withKey.params = withKey.params.map((p) =>
    p.name === 'EXPECTED_KEY_SHA' ? { ...p, value: sha256(RUN_ENV_SECRET) } : p,
  );
  taskIds.push(await startRun(t, withKey));
  for (const id of taskIds) {
    const task = await waitForTask(t, WORKFLOW, id);
    expect(task.status, `task ${id}: ${task.error}`).toBe('passed');
  }
}, 60_000);
afterAll(() => t.close());

describe('credentials at rest and on the wire', () => {
  it('come back from every API as the mask, and never in plain text', async () => {
    const responses: Record<string, string> = {
      workflow: await call(`${base}/name/${WORKFLOW}`),
      preset: await call(`${base}/preset/${WORKFLOW}`),
      list: await call(`${base}?project=${PROJECT}`),
      tasks: await call(`${base}/workflowtask?workflow_name=${WORKFLOW}`),
    };
    for (const id of taskIds) {
      responses[`task ${id}`] = await call(`${base}/workflowtask/workflow/${WORKFLOW}/task/${id}`);
      responses[`clone ${id}`] = await call(`${base}/workflowtask/clone/workflow/${WORKFLOW}/task/${id}`);
      responses[`log ${id}`] = await call(
        `/api/aslan/logs/log/v4/workflow/${WORKFLOW}/tasks/${id}/jobs/use-them`,
      );
    }
    responses.audit = await auditLog();
    for (const [where, body] of Object.entries(responses)) expectNoLeak(where, body);
    for (const where of ['workflow', 'preset', `task ${taskIds[3]}`, `clone ${taskIds[3]}`, 'audit'])
      expect(responses[where], where).toContain(CREDENTIAL_MASK);
    // each way the jobs printed them was masked
    const log = responses[`log ${taskIds[0]}`]!;
    expect(log).toContain(`param ${CREDENTIAL_MASK}`);
    expect(log).toContain(`env ${CREDENTIAL_MASK}`);
    expect(log).toMatch(/\+ echo '.*\*{8}.*' '.*\*{8}.*'/);
    expect(log).toMatch(/"t": "\*{8}", "k": "\*{8}"/);
  });

  it('leave no plain value in any table of the database', async () => {
    const tables = await queryRows<{ schema: string; name: string }>(
      t.database.db,
      sql`select table_schema as schema, table_name as name from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    );
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['workflows', 'workflow_tasks', 'audit_logs', 'users']),
    );
    let dump = '';
    for (const table of tables) {
      const rows = await queryRows(t.database.db, sql.raw(`select * from "${table.schema}"."${table.name}"`));
      dump += `${table.schema}.${table.name}\n${JSON.stringify(rows)}\n`;
    }
    expect(dump).toContain('sealed:v1:');
    expectNoLeak('the database', dump, [...SECRETS, ADMIN_PASSWORD, USER_PASSWORD]);
  });

  it('leave no plain value in any file under DATA_DIR', () => {
    const files = filesUnder(t.dataDir);
    expect(files.some((file) => file.includes(`${path.sep}logs${path.sep}`))).toBe(true);
    const forms = leakForms([...SECRETS, ADMIN_PASSWORD, USER_PASSWORD]).map((form) => Buffer.from(form));
    for (const file of files) {
      const bytes = readFileSync(file);
      for (const form of forms) expect(bytes.includes(form), `${form} in ${file}`).toBe(false);
    }
  });
});

/** The audit log once the calls of the setup are recorded (it is written after each response). */
async function auditLog(): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const body = await call('/api/aslan/system/operation?per_page=200');
    const runs = (JSON.parse(body) as Array<{ method: string; path: string }>).filter(
      (entry) => entry.method === 'POST' && entry.path === `${base}/workflowtask`,
    ).length;
    if (runs >= taskIds.length || Date.now() > deadline) return body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.isFile() ? [full] : [];
  });
}
