import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CREDENTIAL_MASK, type LoginResponse, type Workflow, workflowSchema } from '@slipway/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { bindProjectRoles, createProject } from '../../../test/projects.fixture.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { workflowCounters, workflowTasks } from '../../db/schema.js';
import {
  workflowsBase as base,
  createWorkflow,
  en,
  fullWorkflow,
  minimalWorkflow,
  readWorkflow,
  shown,
  workflowNames,
} from './workflows.fixture.js';

let t: TestApp;
let reader: LoginResponse;
let editor: LoginResponse;
let stranger: LoginResponse;
const PROJECT = 'flows';
const OTHER = 'other-flows';

beforeAll(async () => {
  t = await createTestApp();
  reader = await t.createUser('reader');
  editor = await t.createUser('editor');
  stranger = await t.createUser('stranger');
  await createProject(t, { product_name: PROJECT });
  await createProject(t, { product_name: OTHER });
  // read-only holds get_workflow (every get_ action) and no create_workflow
  await bindProjectRoles(t, PROJECT, [reader.uid], ['read-only']);
  const role = await t.request({
    method: 'POST',
    url: `/api/v1/roles?projectName=${PROJECT}`,
    token: t.admin.token,
    payload: {
      name: 'workflow-editor',
      rules: [
        {
          kind: 'resource',
          resources: ['Workflow'],
          verbs: ['get_workflow', 'create_workflow', 'edit_workflow', 'delete_workflow'],
        },
      ],
    },
  });
  expect(role.statusCode, role.body).toBe(200);
  await bindProjectRoles(t, PROJECT, [editor.uid], ['workflow-editor']);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string | undefined, payload?: unknown) =>
  t.request({
    method,
    url,
    token,
    headers: en,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('workflow definitions', () => {
  it('creates, reads, edits and deletes a workflow, keeping the normalised model', async () => {
    const created = await call('POST', base, t.admin.token, minimalWorkflow('first', PROJECT));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual({ message: 'success' });
    const read = await call('GET', `${base}/name/first`, t.admin.token);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/x-yaml; charset=utf-8');
    const first: Workflow = parse(read.body);
    expect(workflowSchema.strict().parse(first)).toEqual(first);
    expect(first).toMatchObject({
      name: 'first',
      display_name: '',
      project: PROJECT,
      description: '',
      multi_run: false,
      params: [],
      share_storages: [],
      created_by: 'admin',
      updated_by: 'admin',
    });
    expect(Math.abs(first.create_time - Date.now() / 1000)).toBeLessThan(60);
    // the defaults of every level are filled in
    expect(first.stages).toEqual([
      {
        name: 'build',
        parallel: false,
        approval: {
          enabled: false,
          type: 'native',
          description: '',
          native_approval: { timeout: 60, approve_users: [], needed_approvers: 1 },
        },
        jobs: [
          {
            name: 'compile',
            type: 'freestyle',
            skipped: false,
            spec: {
              properties: {
                timeout: 600,
                envs: [],
                share_storage_info: { enabled: false, share_storages: [] },
              },
              steps: [{ name: 'make', type: 'shell', spec: { script: 'make all' } }],
              outputs: [],
            },
          },
        ],
      },
    ]);

    const full = fullWorkflow('first', PROJECT);
    const edited = await call('PUT', `${base}/first`, editor.token, full);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toEqual({ message: 'success' });
    const afterEdit = await readWorkflow(t, 'first', reader.token);
    expect(afterEdit).toEqual({
      ...shown(full),
      created_by: 'admin',
      create_time: first.create_time,
      updated_by: 'editor',
      update_time: afterEdit.update_time,
    });

    const removed = await call('DELETE', `${base}/first`, t.admin.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'success' });
    expect((await call('GET', `${base}/name/first`, t.admin.token)).statusCode).toBe(404);
    expect((await call('DELETE', `${base}/first`, t.admin.token)).statusCode).toBe(404);
  });

  it('gives the run dialog the whole workflow, its params with their defaults applied', async () => {
    const stored = await createWorkflow(t, fullWorkflow('presets', PROJECT));
    const res = await call('GET', `${base}/preset/presets`, reader.token);
    expect(res.statusCode).toBe(200);
    const preset = res.json();
    expect(workflowSchema.strict().parse(preset)).toEqual(preset);
    expect(preset).toMatchObject({ name: 'presets', display_name: 'Full 全部 workflow', project: PROJECT });
    expect(preset.stages).toEqual(stored.stages);
    expect(preset.share_storages).toEqual(stored.share_storages);
    expect(preset.params.map((p: { name: string; value: string }) => [p.name, p.value])).toEqual([
      ['BRANCH', 'main'],
      ['NOTES', 'line one\n  indented line two\ttab\n'],
      ['TARGET', 'qa'],
      ['TOKEN', CREDENTIAL_MASK],
      ['VERSION', '0123'],
    ]);
    expect(preset.params[2]).toMatchObject({
      type: 'choice',
      choice_option: ['dev', 'qa', 'prod', 'yes', '1.0'],
    });
    expect((await call('GET', `${base}/preset/missing`, t.admin.token)).statusCode).toBe(404);
  });

  it('deletes the tasks, the task counter and the logs with the workflow, and nothing of another', async () => {
    await createWorkflow(t, minimalWorkflow('doomed', PROJECT));
    await createWorkflow(t, minimalWorkflow('survivor', PROJECT));
    const db = t.database.db;
    const task = (workflowName: string, taskId: number) => ({
      workflowName,
      taskId,
      projectName: PROJECT,
      status: 'passed',
      definition: {},
    });
    await db.insert(workflowTasks).values([task('doomed', 1), task('doomed', 2), task('survivor', 1)]);
    await db.insert(workflowCounters).values([
      { workflowName: 'doomed', lastTaskId: 2 },
      { workflowName: 'survivor', lastTaskId: 1 },
    ]);
    const logOf = (workflow: string) => path.join(t.config.dataDir, 'logs', workflow, '1', 'compile.log');
    for (const workflow of ['doomed', 'survivor']) {
      mkdirSync(path.dirname(logOf(workflow)), { recursive: true });
      writeFileSync(logOf(workflow), 'log line\n');
    }

    expect((await call('DELETE', `${base}/doomed`, editor.token)).statusCode).toBe(200);
    const tasksOf = (name: string) =>
      db.select().from(workflowTasks).where(eq(workflowTasks.workflowName, name));
    const counterOf = (name: string) =>
      db.select().from(workflowCounters).where(eq(workflowCounters.workflowName, name));
    expect(await tasksOf('doomed')).toEqual([]);
    expect(await counterOf('doomed')).toEqual([]);
    expect(existsSync(path.join(t.config.dataDir, 'logs', 'doomed'))).toBe(false);
    expect(await tasksOf('survivor')).toHaveLength(1);
    expect(await counterOf('survivor')).toHaveLength(1);
    expect(existsSync(logOf('survivor'))).toBe(true);
  });
});

describe('workflow validation', () => {
  const rejects = async (body: unknown, status: number, message: string, description?: RegExp) => {
    const before = await workflowNames(t, PROJECT);
    const res = await call('POST', base, t.admin.token, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toBe(message);
    if (description) expect(res.json().description).toMatch(description);
    expect(await workflowNames(t, PROJECT)).toEqual(before);
    return res.json();
  };
  const valid = minimalWorkflow('valid-name', PROJECT);
  const stage = valid.stages[0]!;

  it('requires a name of letters, digits and hyphens', async () => {
    const { name: _, ...nameless } = valid;
    await rejects(nameless, 400, 'please enter workflow identifier', /body\.name/);
    await rejects({ ...valid, name: '   ' }, 400, 'please enter workflow identifier');
    await rejects(
      { ...valid, name: 'no spaces!' },
      400,
      'Workflow identifier supports only letters, digits and hyphen',
    );
    await rejects({ ...valid, name: 'x'.repeat(65) }, 400, 'Too long');
    await rejects({ ...valid, name: 42 }, 400, 'please enter workflow identifier');
  });

  it('rejects a name already taken, in this project or another', async () => {
    await createWorkflow(t, minimalWorkflow('taken', OTHER));
    await rejects(minimalWorkflow('taken', PROJECT), 409, 'workflow identifier duplicate');
    await rejects(minimalWorkflow('taken', OTHER), 409, 'workflow identifier duplicate');
  });

  it('requires an existing project', async () => {
    await rejects({ ...valid, project: '' }, 400, 'Please name the project');
    await rejects({ ...valid, project: 'nowhere' }, 404, 'Project not found');
  });

  it('requires a stage, a job in each stage and unique job names', async () => {
    await rejects({ ...valid, stages: [] }, 400, 'A workflow needs at least one stage', /body\.stages/);
    await rejects({ ...valid, stages: 'build' }, 400, 'Invalid input: expected array, received string');
    await rejects(
      { ...valid, stages: [stage, { name: 'empty', jobs: [] }] },
      400,
      'Every stage needs at least one job',
      /body\.stages\.1\.jobs/,
    );
    await rejects(
      { ...valid, stages: [stage, { ...stage, name: 'again' }] },
      400,
      'duplicate job name',
      /body\.stages\.1\.jobs\.0\.name: duplicate job name/,
    );
    await rejects({ ...valid, stages: [{ ...stage, name: '' }] }, 400, 'Please enter the stage name');
    const job = stage.jobs[0]!;
    await rejects(
      { ...valid, stages: [{ ...stage, jobs: [{ ...job, name: 'Upper_Case' }] }] },
      400,
      'Job names start with a lowercase letter and hold lowercase letters, digits and hyphens (32 at most)',
    );
    await rejects(
      { ...valid, stages: [{ ...stage, jobs: [{ ...job, type: 'rocket' }] }] },
      400,
      'Unknown job type',
    );
    await rejects(
      { ...valid, stages: [{ ...stage, jobs: [{ ...job, spec: { steps: [] } }] }] },
      400,
      'A job needs at least one step',
    );
  });

  it('lets only non-choice variables be credentials', async () => {
    const choice = { name: 'PICK', type: 'choice', choice_option: ['a'], is_credential: true };
    await rejects(
      { ...valid, params: [choice] },
      400,
      'Only non-choice variables can be credentials',
      /body\.params\.0\.is_credential/,
    );
    const job = stage.jobs[0]!;
    const envs = [{ key: 'PICK', type: 'choice', choice_option: ['a'], is_credential: true }];
    await rejects(
      { ...valid, stages: [{ ...stage, jobs: [{ ...job, spec: { ...job.spec, properties: { envs } } }] }] },
      400,
      'Only non-choice variables can be credentials',
    );
    await createWorkflow(t, { ...valid, name: 'secret-ok', params: [{ ...choice, type: 'string' }] });
  });

  it('rejects reviewers fewer than the approvals needed', async () => {
    const approval = {
      enabled: true,
      native_approval: { approve_users: [{ user_id: 'u-1' }], needed_approvers: 2 },
    };
    await rejects(
      { ...valid, stages: [{ ...stage, approval }] },
      400,
      'There must be at least as many reviewers as approvals needed',
    );
  });

  it('lists every problem of a body in the description', async () => {
    const res = await rejects(
      { name: 'bad name', project: PROJECT, params: [{ name: '9lives' }], stages: [] },
      400,
      'Workflow identifier supports only letters, digits and hyphen',
    );
    expect(res.description).toContain(
      'body.name: Workflow identifier supports only letters, digits and hyphen',
    );
    expect(res.description).toContain('body.params.0.name: Variable names hold letters');
    expect(res.description).toContain('body.stages: A workflow needs at least one stage');
  });

  it('keeps the name and the project of an edited workflow', async () => {
    await createWorkflow(t, minimalWorkflow('fixed', PROJECT));
    const before = await readWorkflow(t, 'fixed');
    const renamed = await call('PUT', `${base}/fixed`, t.admin.token, minimalWorkflow('moved', PROJECT));
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe('workflow name mismatch');
    const elsewhere = await call('PUT', `${base}/fixed`, t.admin.token, minimalWorkflow('fixed', OTHER));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe('project name mismatch');
    const invalid = await call('PUT', `${base}/fixed`, t.admin.token, {
      ...minimalWorkflow('fixed', PROJECT),
      stages: [],
    });
    expect(invalid.statusCode).toBe(400);
    expect(await readWorkflow(t, 'fixed')).toEqual(before);
    const missing = await call('PUT', `${base}/ghost`, t.admin.token, minimalWorkflow('ghost', PROJECT));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Workflow not found');
  });

  it('answers 400 for a malformed name in the path and 404 for an unknown one', async () => {
    for (const [method, url] of [
      ['GET', `${base}/name/bad name`],
      ['GET', `${base}/preset/${'x'.repeat(65)}`],
      ['DELETE', `${base}/bad!`],
    ] as const) {
      expect((await call(method, encodeURI(url), t.admin.token)).statusCode).toBe(400);
    }
    const missing = await call('GET', `${base}/name/unknown`, t.admin.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Workflow not found');
  });
});

describe('workflow permissions', () => {
  const ANOTHER_FLOW = 'perm-flow';
  beforeAll(async () => {
    await createWorkflow(t, minimalWorkflow(ANOTHER_FLOW, PROJECT));
  });

  it('lets a member with get_workflow read but not create, edit or delete', async () => {
    expect((await call('GET', `${base}?project=${PROJECT}`, reader.token)).statusCode).toBe(200);
    expect((await call('GET', `${base}/name/${ANOTHER_FLOW}`, reader.token)).statusCode).toBe(200);
    expect((await call('GET', `${base}/preset/${ANOTHER_FLOW}`, reader.token)).statusCode).toBe(200);
    const create = await call('POST', base, reader.token, minimalWorkflow('by-reader', PROJECT));
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe('no permission');
    const edit = await call(
      'PUT',
      `${base}/${ANOTHER_FLOW}`,
      reader.token,
      minimalWorkflow(ANOTHER_FLOW, PROJECT),
    );
    expect(edit.statusCode).toBe(403);
    expect((await call('DELETE', `${base}/${ANOTHER_FLOW}`, reader.token)).statusCode).toBe(403);
    expect(await workflowNames(t, PROJECT)).not.toContain('by-reader');
  });

  it('lets a member whose role holds create_workflow create, as themselves, in their project only', async () => {
    const created = await createWorkflow(t, minimalWorkflow('by-editor', PROJECT), editor.token);
    expect(created).toMatchObject({ created_by: 'editor', updated_by: 'editor' });
    const elsewhere = await call('POST', base, editor.token, minimalWorkflow('by-editor-2', OTHER));
    expect(elsewhere.statusCode).toBe(403);
    expect(await workflowNames(t, OTHER)).not.toContain('by-editor-2');
  });

  it('lets anybody signed in read the workflows of a public project, and nothing more', async () => {
    await createProject(t, { product_name: 'open-flows', public: true });
    await createWorkflow(t, minimalWorkflow('open-flow', 'open-flows'));
    expect((await call('GET', `${base}?project=open-flows`, stranger.token)).statusCode).toBe(200);
    expect((await call('GET', `${base}/name/open-flow`, stranger.token)).statusCode).toBe(200);
    const create = await call('POST', base, stranger.token, minimalWorkflow('open-2', 'open-flows'));
    expect(create.statusCode).toBe(403);
    expect((await call('DELETE', `${base}/open-flow`, stranger.token)).statusCode).toBe(403);
    expect(await workflowNames(t, 'open-flows')).toEqual(['open-flow']);
  });

  /** Every route that names the project or a workflow of it. */
  const projectRoutes = (): Array<[Method, string, unknown?]> => [
    ['GET', `${base}?project=${PROJECT}`],
    ['GET', `${base}/name/${ANOTHER_FLOW}`],
    ['GET', `${base}/preset/${ANOTHER_FLOW}`],
    ['POST', base, minimalWorkflow('by-outsider', PROJECT)],
    ['PUT', `${base}/${ANOTHER_FLOW}`, minimalWorkflow(ANOTHER_FLOW, PROJECT)],
    ['DELETE', `${base}/${ANOTHER_FLOW}`],
  ];
  const expectStatus = async (
    token: string | undefined,
    routes: Array<[Method, string, unknown?]>,
    status: number,
  ) => {
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, token, payload)).statusCode, `${method} ${url}`).toBe(status);
    }
    const names = await workflowNames(t, PROJECT);
    expect(names).toContain(ANOTHER_FLOW);
    expect(names).not.toContain('by-outsider');
  };

  it('keeps non-members out of a private project, known workflow or not', async () => {
    await expectStatus(
      stranger.token,
      [...projectRoutes(), ['GET', `${base}/name/unknown`], ['DELETE', `${base}/unknown`]],
      403,
    );
  });

  it('asks anonymous callers to sign in', async () => {
    await expectStatus(
      undefined,
      [...projectRoutes(), ['POST', `${base}/lint`, minimalWorkflow('x', PROJECT)]],
      401,
    );
  });
});
