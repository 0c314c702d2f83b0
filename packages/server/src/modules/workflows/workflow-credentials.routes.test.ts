import { CREDENTIAL_MASK, jobVariables, type Workflow, type WorkflowBody } from '@slipway/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { createProject } from '../../../test/projects.fixture.js';
import { queryRows } from '../../../test/sql.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertWorkflow } from '../../../test/workflow-fixture.js';
import { systemSettings, workflowTasks } from '../../db/schema.js';
import {
  generateMasterKey,
  parseMasterKey,
  SEALED_PREFIX,
  SealedValueError,
  SecretBox,
} from '../../lib/crypto/aes.js';
import { loadServerKeys } from '../../lib/keys.js';
import { sealStoredCredentials } from './credential-sweep.js';
import {
  workflowsBase as base,
  createWorkflow,
  en,
  FORM_TYPE,
  fullWorkflow,
  readWorkflow,
} from './workflows.fixture.js';
import { WorkflowsRepository } from './workflows.repository.js';

let t: TestApp;
let box: SecretBox;
const PROJECT = 'sealed-flows';
const TOKEN = 's3cr3t: "quoted"';
const PASSWORD = 'p@ss: word';

beforeAll(async () => {
  t = await createTestApp();
  box = new SecretBox(loadServerKeys(t.dataDir, undefined).masterKey);
  await createProject(t, { product_name: PROJECT });
});
afterAll(() => t.close());

const get = (name: string): Promise<Workflow> => readWorkflow(t, name);
/** Saves as the portal does (YAML text in a form body), or a JSON body; answers the workflow as read back. */
const put = async (name: string, body: object | string, contentType = FORM_TYPE) => {
  const res = await t.request({
    method: 'PUT',
    url: `${base}/${name}`,
    token: t.admin.token,
    headers: { ...en, 'content-type': contentType },
    payload: typeof body === 'string' ? body : stringify(body),
  });
  expect(res.statusCode, res.body).toBe(200);
  return get(name);
};
/** The stored definition as the services see it (opened). */
const stored = async (name: string) =>
  (await new WorkflowsRepository(t.database.db, box).find(name))?.definition as WorkflowBody;
const token = (w: Pick<WorkflowBody, 'params'>) => w.params.find((p) => p.name === 'TOKEN')!;
const password = (w: Pick<WorkflowBody, 'stages'>) =>
  w.stages
    .flatMap((s) => s.jobs)
    .flatMap((j) => jobVariables(j))
    .find((e) => e.key === 'PASSWORD')!;
const rawDefinition = async (name: string) =>
  (
    await queryRows<{ text: string }>(
      t.database.db,
      sql`select definition::text as text from workflows where name = ${name}`,
    )
  )[0]?.text ?? '';

describe('credential values of workflow definitions', () => {
  it('are stored sealed and shown as the mask', async () => {
    const created = (await createWorkflow(t, fullWorkflow('sealed', PROJECT))) as Workflow;
    const raw = await rawDefinition('sealed');
    expect(raw).not.toContain('s3cr3t');
    expect(raw).not.toContain('p@ss');
    expect(raw).toContain(SEALED_PREFIX);
    for (const shown of [created, await get('sealed')]) {
      expect(token(shown)).toMatchObject({ value: CREDENTIAL_MASK, default: '' });
      expect(password(shown).value).toBe(CREDENTIAL_MASK);
    }
    expect(token(await stored('sealed')).value).toBe(TOKEN);
  });

  it('keep the stored value when the mask comes back, as JSON or YAML', async () => {
    await createWorkflow(t, fullWorkflow('kept', PROJECT));
    const { created_by, create_time, updated_by, update_time, ...shown } = await get('kept');
    await put('kept', JSON.stringify({ ...shown, description: 'edited' }), 'application/json');
    expect((await stored('kept')).description).toBe('edited');
    const yaml = await t.request({ method: 'GET', url: `${base}/name/kept`, token: t.admin.token });
    expect(yaml.body).not.toContain('s3cr3t');
    await put('kept', yaml.body.replace(/^description: .*$/m, 'description: from yaml'));
    const after = await stored('kept');
    expect(after.description).toBe('from yaml');
    expect(token(after).value).toBe(TOKEN);
    expect(password(after).value).toBe(PASSWORD);
  });

  it('take a new value, are cleared by an empty one, and follow a renamed job', async () => {
    await createWorkflow(t, fullWorkflow('changed', PROJECT));
    const shown = await get('changed');
    token(shown).value = 'new token';
    const job = shown.stages[0]!.jobs[0]!;
    job.name = 'renamed';
    await put('changed', shown);
    let after = await stored('changed');
    expect(token(after).value).toBe('new token');
    expect(password(after).value).toBe(PASSWORD);

    const again = await get('changed');
    password(again).value = '';
    await put('changed', again);
    after = await stored('changed');
    expect(password(after).value).toBe('');
    expect(password(await get('changed')).value).toBe('');
  });

  it('are not revealed by turning the credential flag off', async () => {
    await createWorkflow(t, fullWorkflow('unflagged', PROJECT));
    const shown = await get('unflagged');
    token(shown).is_credential = false;
    const saved = await put('unflagged', shown);
    expect(token(saved).value).toBe(CREDENTIAL_MASK);
    expect(JSON.stringify(await stored('unflagged'))).not.toContain('s3cr3t');
  });

  it('start empty when a new workflow is given the mask', async () => {
    const body = fullWorkflow('imported', PROJECT);
    token(body).value = CREDENTIAL_MASK;
    await createWorkflow(t, body);
    expect(token(await stored('imported')).value).toBe('');
  });
});

describe('the sweep at start', () => {
  it('seals credentials written before, once, and refuses another master key', async () => {
    await insertWorkflow(t, { ...fullWorkflow('legacy', PROJECT), display_name: 'legacy' });
    await t.database.db.insert(workflowTasks).values({
      workflowName: 'legacy',
      taskId: 1,
      projectName: PROJECT,
      status: 'passed',
      params: fullWorkflow('legacy', PROJECT).params,
      definition: fullWorkflow('legacy', PROJECT),
      stages: [{ jobs: [{ spec: fullWorkflow('legacy', PROJECT).stages[0]!.jobs[0]!.spec }] }],
    });
    expect(await rawDefinition('legacy')).toContain('s3cr3t');
    // the app already swept its (empty) database at start; this is an older one
    await t.database.db.delete(systemSettings).where(eq(systemSettings.key, 'credentials.sealed'));

    await sealStoredCredentials(t.database.db, box);
    expect(await rawDefinition('legacy')).not.toContain('s3cr3t');
    const [task] = await queryRows<{ text: string }>(
      t.database.db,
      sql`select (params::text || definition::text || stages::text) as text from workflow_tasks where workflow_name = 'legacy'`,
    );
    expect(task?.text).not.toMatch(/s3cr3t|p@ss/);
    expect(task?.text).toContain(SEALED_PREFIX);
    expect(token(await stored('legacy')).value).toBe(TOKEN);

    await sealStoredCredentials(t.database.db, box);
    const otherKey = new SecretBox(parseMasterKey(generateMasterKey()));
    await expect(sealStoredCredentials(t.database.db, otherKey)).rejects.toThrow(SealedValueError);
  });
});
