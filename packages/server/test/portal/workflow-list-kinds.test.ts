import { translate } from '@slipway/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { productWorkflows, workflows } from '../../src/db/schema.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { insertWorkflow, shellJob, stage } from '../workflow-fixture.js';
import { portalCaller } from './portal-contract.js';
import { productProject, productWorkflowBody } from './product-workflows-fixture.js';
import { editorPayload } from './workflow-shapes.js';

/**
 * The v4 workflow list (portal shapes §5.0) with product and custom workflows together: one order
 * and one count across both kinds, views holding either kind, the release filter, and names unique
 * across kinds.
 */
const P = 'kinds';
let t: TestApp;
const call = portalCaller(() => t);
const duplicate = translate('error.workflowExists', 'zh-CN');

/** Newest first: product, custom, product, custom, then the release workflow. */
const changed: [string, 'product' | 'custom', string][] = [
  ['prod-a', 'product', '2026-01-05T00:00:00Z'],
  ['cust-a', 'custom', '2026-01-04T00:00:00Z'],
  ['prod-b', 'product', '2026-01-03T00:00:00Z'],
  ['cust-b', 'custom', '2026-01-02T00:00:00Z'],
  ['rel-a', 'custom', '2026-01-01T00:00:00Z'],
];
const ordered = changed.map(([name]) => name);

const listOf = async (query: string) => {
  const res = await call('GET', `/api/aslan/workflow/v4?project=${P}&projectName=${P}${query}`);
  const body = res.json() as { workflow_list: { name: string; workflow_type: string }[]; total: number };
  return { names: body.workflow_list.map((w) => w.name), rows: body.workflow_list, total: body.total };
};

beforeAll(async () => {
  t = await createTestApp();
  await productProject(t, P, 'echo built');
  for (const [name, kind, at] of changed) {
    if (kind === 'product') {
      await call('POST', `/api/aslan/workflow/workflow?projectName=${P}`, productWorkflowBody(P, name));
      await t.database.db
        .update(productWorkflows)
        .set({ updatedAt: new Date(at) })
        .where(eq(productWorkflows.name, name));
    } else {
      await insertWorkflow(t, {
        name,
        project: P,
        category: name.startsWith('rel') ? 'release' : '',
        stages: [stage('build', [shellJob('echo', 'true')])],
      });
      await t.database.db
        .update(workflows)
        .set({ updatedAt: new Date(at) })
        .where(eq(workflows.name, name));
    }
  }
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('the workflow list with product workflows', () => {
  it('orders both kinds as one list and counts product rows in the pages', async () => {
    const all = await listOf('');
    expect(all.names).toEqual(ordered);
    expect(all.total).toBe(5);
    expect(all.rows.map((w) => w.workflow_type)).toEqual([
      '',
      'common_workflow',
      '',
      'common_workflow',
      'release',
    ]);

    const pages = [];
    for (const num of [1, 2, 3]) pages.push(await listOf(`&page_num=${num}&page_size=2`));
    expect(pages.map((p) => p.names)).toEqual([['prod-a', 'cust-a'], ['prod-b', 'cust-b'], ['rel-a']]);
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
    expect((await listOf('&page_num=4&page_size=2')).names).toEqual([]);
  });

  it('holds no product workflow among release workflows, and every product one among the others', async () => {
    const release = await listOf('&category=release&page_num=1&page_size=20');
    expect(release.names).toEqual(['rel-a']);
    expect(release.total).toBe(1);
    const common = await listOf('&category=common&page_num=1&page_size=20');
    expect(common.names).toEqual(['prod-a', 'cust-a', 'prod-b', 'cust-b']);
    expect(common.total).toBe(4);
  });

  it('lets a view hold product workflows and filters the list by it', async () => {
    const preset = (await call('GET', `/api/aslan/workflow/view/preset?projectName=${P}&viewName=`)).json();
    expect(
      preset.workflows.map((w: { workflow_name: string; workflow_type: string }) => [
        w.workflow_name,
        w.workflow_type,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['prod-a', 'workflow'],
        ['prod-b', 'workflow'],
        ['cust-b', 'common_workflow'],
      ]),
    );

    await call('POST', `/api/aslan/workflow/view?projectName=${P}`, {
      name: 'mixed',
      project_name: P,
      workflows: [
        { workflow_name: 'prod-b', workflow_type: 'workflow', enabled: true },
        { workflow_name: 'cust-b', workflow_type: 'common_workflow', enabled: true },
        { workflow_name: 'prod-a', workflow_type: 'workflow', enabled: false },
      ],
    });
    const view = await listOf('&viewName=mixed&page_num=1&page_size=20');
    expect(view.names).toEqual(['prod-b', 'cust-b']);
    expect(view.total).toBe(2);
    expect((await listOf('&viewName=mixed&page_num=2&page_size=1')).names).toEqual(['cust-b']);

    const held = (
      await call('GET', `/api/aslan/workflow/view/preset?projectName=${P}&viewName=mixed`)
    ).json();
    const enabled = held.workflows
      .filter((w: { enabled: boolean }) => w.enabled)
      .map((w: { workflow_name: string }) => w.workflow_name);
    expect(enabled.sort()).toEqual(['cust-b', 'prod-b']);

    // only products: no custom row slips in
    await call('POST', `/api/aslan/workflow/view?projectName=${P}`, {
      name: 'products',
      project_name: P,
      workflows: [{ workflow_name: 'prod-a', workflow_type: 'workflow', enabled: true }],
    });
    expect((await listOf('&viewName=products')).names).toEqual(['prod-a']);
  });

  it('refuses a view naming a product workflow the project lacks, or under the wrong type', async () => {
    for (const member of [
      { workflow_name: 'prod-gone', workflow_type: 'workflow' },
      { workflow_name: 'prod-a', workflow_type: 'common_workflow' },
      { workflow_name: 'cust-a', workflow_type: 'workflow' },
    ]) {
      await call(
        'POST',
        `/api/aslan/workflow/view?projectName=${P}`,
        { name: 'wrong', project_name: P, workflows: [{ ...member, enabled: true }] },
        undefined,
        400,
      );
    }
    const names = (await call('GET', `/api/aslan/workflow/view?projectName=${P}`)).json();
    expect(names).not.toContain('wrong');
  });
});

describe('workflow names across kinds', () => {
  it('refuses a custom workflow named as a product workflow, on create and on lint', async () => {
    const taken = await call(
      'POST',
      `/api/aslan/workflow/v4?projectName=${P}`,
      stringify(editorPayload(P, 'prod-a', 'true')),
      undefined,
      409,
    );
    expect(taken.json().message).toBe(duplicate);
    const linted = await call(
      'POST',
      '/api/aslan/workflow/v4/lint?check_duplicate=true',
      stringify(editorPayload(P, 'prod-a', 'true')),
      undefined,
      400,
    );
    expect(linted.body).toContain(duplicate);
    expect((await listOf('')).rows.filter((w) => w.name === 'prod-a').map((w) => w.workflow_type)).toEqual([
      '',
    ]);
  });

  it('refuses a product workflow named as a custom workflow, on create and on copy', async () => {
    const taken = await call(
      'POST',
      `/api/aslan/workflow/workflow?projectName=${P}`,
      productWorkflowBody(P, 'cust-a'),
      undefined,
      409,
    );
    expect(taken.json().message).toBe(duplicate);
    const copied = await call(
      'PUT',
      `/api/aslan/workflow/workflow/old/prod-a/new/cust-b?projectName=${P}`,
      undefined,
      undefined,
      409,
    );
    expect(copied.json().message).toBe(duplicate);
    expect((await listOf('')).names).toEqual(ordered);
  });
});
