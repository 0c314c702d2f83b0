import { type MessageKey, translate } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';
import { insertWorkflow, shellJob, stage } from '../workflow-fixture.js';
import { expectShape, portalCaller } from './portal-contract.js';
import { productProject, productWorkflowBody } from './product-workflows-fixture.js';

/**
 * Product workflows through the portal's calls (portal shapes §5, §7, §8): save, read, list, copy,
 * delete, favourites, presets, onboarding's default workflow and the rules of the editor.
 */
const P = 'prodwf';
let t: TestApp;
const call = portalCaller(() => t);
const q = `projectName=${P}`;

beforeAll(async () => {
  t = await createTestApp();
  await productProject(t, P, 'echo built');
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('product workflow objects', () => {
  it('creates, reads back every stage object, lists and updates a workflow', async () => {
    const created = await call(
      'POST',
      `/api/aslan/workflow/workflow?${q}`,
      productWorkflowBody(P, 'web-flow'),
    );
    expect(created.json()).toEqual({ message: 'success' });

    const found = (await call('GET', `/api/aslan/workflow/workflow/find/web-flow?${q}`)).json();
    expectShape(found, {
      name: 'string',
      product_tmpl_name: 'string',
      env_name: 'string',
      update_by: 'string',
      update_time: 'seconds',
      schedule_enabled: 'boolean',
      build_stage: {
        enabled: 'boolean',
        modules: [{ target: { service_name: 'string', service_module: 'string' } }],
      },
      test_stage: { enabled: 'boolean', tests: 'array' },
      distribute_stage: { enabled: 'boolean' },
      'artifact_stage.enabled': 'boolean',
      'schedules.items': 'array',
    });
    expect(found.update_by).toBe('admin');
    expect(found.build_stage.modules[0].target.build_name).toBe(`${P}-build`);

    const list = (await call('GET', `/api/aslan/workflow/workflow?${q}`)).json();
    expect(list.map((w: { name: string }) => w.name)).toEqual(['web-flow']);
    expectShape(list, {
      '0': { name: 'string', base_refs: 'array', product_tmpl_name: 'string', env_name: 'string' },
    });
    // no project named: every project's workflows the caller sees
    const everywhere = (await call('GET', '/api/aslan/workflow/workflow?projectName=')).json();
    expect(everywhere.map((w: { name: string }) => w.name)).toContain('web-flow');

    const schedules = {
      enabled: true,
      items: [
        {
          type: 'timing' as const,
          name: 'nightly',
          enabled: true,
          frequency: 'day',
          time: '02:30',
          number: 0,
        },
      ],
    };
    await call(
      'PUT',
      `/api/aslan/workflow/workflow/web-flow?${q}&ifPassFilter=false`,
      productWorkflowBody(P, 'web-flow', { description: 'edited', schedules }),
    );
    const edited = (await call('GET', `/api/aslan/workflow/workflow/find/web-flow?${q}`)).json();
    expect(edited.description).toBe('edited');
    // schedule_enabled follows schedules.enabled on save
    expect(edited.schedule_enabled).toBe(true);
    expect(edited.schedules.items[0]).toMatchObject({ type: 'timing', frequency: 'day', time: '02:30' });
  });

  it('refuses bad names, duplicates (also of custom workflows), distribute stages and bad triggers', async () => {
    const refused = async (body: unknown, key: MessageKey, status = 400) => {
      const res = await call('POST', `/api/aslan/workflow/workflow?${q}`, body, undefined, status);
      expect(res.json().message).toBe(translate(key, 'zh-CN'));
    };
    await refused(productWorkflowBody(P, 'bad name'), 'validation.workflow.nameFormat');
    await refused(productWorkflowBody(P, 'web-flow'), 'error.workflowExists', 409);
    await insertWorkflow(t, {
      name: 'custom-one',
      project: P,
      stages: [stage('s', [shellJob('a', 'true')])],
    });
    await refused(productWorkflowBody(P, 'custom-one'), 'error.workflowExists', 409);
    await refused(
      productWorkflowBody(P, 'dist-flow', {
        distribute_stage: { enabled: true, s3_storage_id: '', image_repo: '', distributes: [], releases: [] },
      }),
      'validation.productWorkflow.distributeEmpty',
    );
    await refused(
      productWorkflowBody(P, 'both-flow', { artifact_stage: { enabled: true, modules: [] } }),
      'validation.productWorkflow.stagesExclusive',
    );
    const trigger = (name: string) => ({
      main_repo: {
        name,
        source: 'other',
        repo_owner: 'team',
        repo_name: 'web',
        branch: 'main',
        events: ['push'],
      },
    });
    await refused(
      productWorkflowBody(P, 'hook-flow', {
        hook_ctl: { enabled: true, product_tmpl_name: P, items: [trigger('-starts-with-dash')] },
      }),
      'validation.productWorkflow.triggerName',
    );
    await refused(
      productWorkflowBody(P, 'hook-flow', {
        hook_ctl: { enabled: true, product_tmpl_name: P, items: [trigger('on-push'), trigger('on-push')] },
      }),
      'validation.productWorkflow.triggerNameDuplicate',
    );
    await refused(
      productWorkflowBody(P, 'cron-flow', {
        schedules: { enabled: true, items: [{ type: 'crontab', name: 'c', cron: '* * *' }] },
      } as never),
      'validation.schedule.cronFields',
    );
    // nothing refused was stored
    const names = (await call('GET', `/api/aslan/workflow/workflow?${q}`))
      .json()
      .map((w: { name: string }) => w.name);
    expect(names).toEqual(['web-flow']);
    // a trigger with a good name is kept with the project set
    await call(
      'POST',
      `/api/aslan/workflow/workflow?${q}`,
      productWorkflowBody(P, 'hook-flow', {
        hook_ctl: { enabled: true, product_tmpl_name: '', items: [trigger('on.push_1')] },
      }),
    );
    const hooked = (await call('GET', `/api/aslan/workflow/workflow/find/hook-flow?${q}`)).json();
    expect(hooked.hook_ctl).toMatchObject({ enabled: true, product_tmpl_name: P });
    expect(hooked.hook_ctl.items[0].main_repo).toMatchObject({
      name: 'on.push_1',
      match_folders: ['/', '!.md'],
    });
  });

  it('copies a workflow under a new name at once and deletes it', async () => {
    await call('PUT', `/api/aslan/workflow/workflow/old/web-flow/new/web-flow-copy?${q}`);
    const copy = (await call('GET', `/api/aslan/workflow/workflow/find/web-flow-copy?${q}`)).json();
    expect(copy).toMatchObject({ name: 'web-flow-copy', description: 'edited', product_tmpl_name: P });
    await call(
      'PUT',
      `/api/aslan/workflow/workflow/old/web-flow/new/web-flow-copy?${q}`,
      undefined,
      undefined,
      409,
    );
    await call('DELETE', `/api/aslan/workflow/workflow/web-flow-copy?${q}`);
    await call('GET', `/api/aslan/workflow/workflow/find/web-flow-copy?${q}`, undefined, undefined, 404);
  });

  it('answers the editor presets, the timer dialog targets and the run args skeleton', async () => {
    const presets = (await call('GET', `/api/aslan/workflow/workflow/preset/${P}?${q}`)).json();
    expectShape(presets, {
      '0': {
        target: {
          product_name: 'string',
          service_name: 'string',
          service_module: 'string',
          build_name: 'string',
        },
        repos: 'array',
        deploy: [{ type: 'string', env: 'string' }],
      },
    });
    expect(presets[0].target).toEqual({
      product_name: P,
      service_name: 'web',
      service_module: 'web',
      build_name: `${P}-build`,
    });

    const targets = (await call('GET', `/api/aslan/workflow/workflowtask/targets/${P}/dev?${q}`)).json();
    expectShape(targets, {
      targets: [{ name: 'string', service_name: 'string', deploy: 'array', 'build.repos': 'array' }],
    });

    const preset = (await call('GET', `/api/aslan/workflow/workflowtask/preset/dev/web-flow?${q}`)).json();
    expectShape(preset, {
      product_tmpl_name: 'string',
      namespace: 'string',
      workflow_name: 'string',
      distribute_enabled: 'boolean',
      reset_cache: 'boolean',
      ignore_cache: 'boolean',
      targets: [
        { name: 'string', service_name: 'string', has_build: 'boolean', envs: 'array', deploy: 'array' },
      ],
      tests: 'array',
    });
    expect(preset).toMatchObject({ namespace: 'dev', workflow_name: 'web-flow', product_tmpl_name: P });
  });

  it('makes the onboarding workflow once, however often it is asked', async () => {
    const other = 'prodwf-auto';
    await productProject(t, other, 'true');
    for (let i = 0; i < 3; i++) {
      const answer = (
        await call('POST', `/api/aslan/workflow/workflow/${other}/auto?projectName=${other}`)
      ).json();
      expect(answer).toEqual({ status: 'success', err_message: '' });
    }
    const list = (await call('GET', `/api/aslan/workflow/workflow?projectName=${other}`)).json();
    expect(list.map((w: { name: string }) => w.name)).toEqual([`${other}-workflow`]);
    expect(list[0].build_stage.modules[0].target.service_module).toBe('web');
  });

  it('lists the workflows that can upgrade a service of an environment', async () => {
    const res = (await call('GET', `/api/aslan/workflow/servicetask/workflows/${P}/dev/web/k8s?${q}`)).json();
    expectShape(res, { workflows: [{ name: 'string' }], targets: [{ service_name: 'string' }] });
    expect(res.workflows.map((w: { name: string }) => w.name)).toEqual(['hook-flow', 'web-flow']);
    const none = (
      await call('GET', `/api/aslan/workflow/servicetask/workflows/${P}/dev/api/k8s?${q}`)
    ).json();
    expect(none).toEqual({ workflows: [], targets: [] });
    // restarting a service needs the environment
    await call(
      'POST',
      `/api/aslan/workflow/servicetask?projectName=${P}&`,
      { product_name: P, service_name: 'web', revision: 1, env_names: ['nowhere'] },
      undefined,
      404,
    );
  });
});

describe('favourites and permissions', () => {
  it('keeps a user favourite per workflow and refuses other types', async () => {
    await call('POST', '/api/aslan/workflow/favorite', {
      product_name: P,
      name: 'web-flow',
      type: 'workflow',
    });
    // twice is still one favourite
    await call('POST', '/api/aslan/workflow/favorite', {
      product_name: P,
      name: 'web-flow',
      type: 'workflow',
    });
    const wrongType = await call(
      'POST',
      '/api/aslan/workflow/favorite',
      { product_name: P, name: 'custom-one', type: 'common_workflow' },
      undefined,
      400,
    );
    expect(wrongType.json().message).toBe(translate('validation.productWorkflow.favoriteType', 'zh-CN'));
    const row = async () => {
      const list = (
        await call('GET', `/api/aslan/workflow/v4?project=${P}&page_num=1&page_size=20&${q}`)
      ).json();
      return list.workflow_list.find((w: { name: string }) => w.name === 'web-flow');
    };
    const favourite = await row();
    expectShape(favourite, {
      name: 'string',
      workflow_type: 'string',
      projectName: 'string',
      isFavorite: 'boolean',
      enabledStages: 'array',
      schedulerEnabled: 'boolean',
      update_time: 'seconds',
      averageExecutionTime: 'number',
      successRate: 'number',
    });
    expect(favourite).toMatchObject({
      workflow_type: '',
      isFavorite: true,
      enabledStages: ['build'],
      schedulerEnabled: true,
      projectName: P,
    });
    await call('DELETE', `/api/aslan/workflow/favorite/${P}/web-flow/workflow?${q}`);
    expect((await row()).isFavorite).toBe(false);
    // custom workflows keep their own type beside them
    const list = (
      await call('GET', `/api/aslan/workflow/v4?project=${P}&page_num=1&page_size=20&${q}`)
    ).json();
    expect(list.workflow_list.find((w: { name: string }) => w.name === 'custom-one').workflow_type).toBe(
      'common_workflow',
    );
  });

  it('lets only members of the project read its product workflows', async () => {
    const stranger = await t.createUser('stranger');
    await call('GET', `/api/aslan/workflow/workflow/find/web-flow?${q}`, undefined, stranger.token, 403);
    await call('GET', `/api/aslan/workflow/workflow?${q}`, undefined, stranger.token, 403);
    const everywhere = (
      await call('GET', '/api/aslan/workflow/workflow?projectName=', undefined, stranger.token)
    ).json();
    expect(everywhere).toEqual([]);
    await call(
      'POST',
      `/api/aslan/workflow/workflow?${q}`,
      productWorkflowBody(P, 'sneaky'),
      stranger.token,
      403,
    );
  });
});
