import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindProjectRoles, createProject } from '../projects.fixture.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { insertWorkflow, shellJob, stage } from '../workflow-fixture.js';

/**
 * `GET /api/v1/picket/workflows` and `/api/v1/picket/workflows/v3`: the workflows of the projects
 * the caller sees, each row as the project's v4 list shows it.
 */
let t: TestApp;
let member: Awaited<ReturnType<TestApp['createUser']>>;

beforeAll(async () => {
  t = await createTestApp();
  await createProject(t, { product_name: 'picket-a' });
  await createProject(t, { product_name: 'picket-b' });
  for (const [name, project] of [
    ['pa-one', 'picket-a'],
    ['pa-two', 'picket-a'],
    ['pb-one', 'picket-b'],
  ] as const)
    await insertWorkflow(t, { name, project, stages: [stage('s', [shellJob('j', 'true')])] });
  member = await t.createUser('picket-member');
  await bindProjectRoles(t, 'picket-a', [member.uid], ['read-only']);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token: string | undefined) => t.request({ method: 'GET', url, token });
const names = (items: Array<{ name: string }>) => items.map((item) => item.name).sort();

describe('workflows across projects', () => {
  it('v3 answers {workflow_list, total} of every project an administrator sees, with the list fields', async () => {
    const res = await get('/api/v1/picket/workflows/v3?page_num=1&page_size=50', t.admin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(names(body.workflow_list)).toEqual(['pa-one', 'pa-two', 'pb-one']);
    expect(body.total).toBe(3);
    const row = body.workflow_list.find((item: { name: string }) => item.name === 'pb-one');
    expect(row).toMatchObject({ name: 'pb-one', projectName: 'picket-b', workflow_type: 'common_workflow' });
    expect(typeof row.update_time).toBe('number');
    expect(Array.isArray(row.enabledStages)).toBe(true);

    const paged = (await get('/api/v1/picket/workflows/v3?page_num=2&page_size=2', t.admin.token)).json();
    expect(paged.workflow_list).toHaveLength(1);
    expect(paged.total).toBe(3);
  });

  it('a member sees only the projects they belong to; projectName narrows the list', async () => {
    const mine = await get('/api/v1/picket/workflows', member.token);
    expect(mine.statusCode).toBe(200);
    expect(names(mine.json())).toEqual(['pa-one', 'pa-two']);
    const other = await get('/api/v1/picket/workflows?projectName=picket-b', member.token);
    expect(other.json()).toEqual([]);
    const one = await get('/api/v1/picket/workflows?projectName=picket-b', t.admin.token);
    expect(names(one.json())).toEqual(['pb-one']);
  });

  it('needs a login', async () => {
    expect((await get('/api/v1/picket/workflows', undefined)).statusCode).toBe(401);
    expect((await get('/api/v1/picket/workflows/v3', undefined)).statusCode).toBe(401);
  });
});
