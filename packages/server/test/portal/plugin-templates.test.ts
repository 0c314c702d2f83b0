import type { LoginResponse } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectShape, portalCall, type Shape } from './portal-contract.js';

/**
 * The custom-workflow job picker's plugin list (`GET /api/aslan/workflow/plugin/template`) and the
 * administrators' plugin templates under `/api/aslan/workflow/v4/plugin`.
 */
let t: TestApp;
let user: LoginResponse;

beforeAll(async () => {
  t = await createTestApp();
  user = await t.createUser('plugin-user');
});
afterAll(() => t.close());

const base = '/api/aslan/workflow/v4/plugin';
const template = (overrides: Record<string, unknown> = {}) => ({
  name: 'notify',
  description: 'posts a message',
  category: 'notice',
  version: 'v1.0.0',
  inputs: [
    { name: 'url', description: 'where to', type: 'string', value: 'http://example.test' },
    { name: 'level', type: 'choice', value: 'info', choice_option: ['info', 'warn'] },
    { name: 'token', type: 'string', is_credential: true },
    { name: 'dry_run', type: 'bool', value: 'false' },
  ],
  outputs: [{ name: 'RESULT', description: 'what was sent' }],
  script: 'echo "$URL $LEVEL"',
  ...overrides,
});
/** Every field the picker reads (`jobOperate.vue`, `components/plugin.vue`). */
const pickerShape: Shape = {
  name: 'string',
  description: 'string',
  is_offical: 'boolean',
  inputs: [
    { name: 'string', description: 'string', type: 'string', value: 'string', is_credential: 'boolean' },
  ],
};

describe('plugin templates', () => {
  it('are created by administrators and listed as the job picker reads them', async () => {
    const created = await portalCall(t, { method: 'POST', url: base, body: template() });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual({ message: 'success' });

    const res = await portalCall(t, {
      method: 'GET',
      url: '/api/aslan/workflow/plugin/template',
      token: user.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(1);
    expectShape(list[0], pickerShape);
    expect(list[0].inputs[1]).toMatchObject({
      type: 'choice',
      choice_option: ['info', 'warn'],
      value: 'info',
    });
    expect(list[0]).toMatchObject({ category: 'notice', version: 'v1.0.0', script: 'echo "$URL $LEVEL"' });
  });

  it('reads, updates and deletes one template by id', async () => {
    const [{ id }] = (await portalCall(t, { method: 'GET', url: base })).json();
    const one = await portalCall(t, { method: 'GET', url: `${base}/${id}` });
    expect(one.json().name).toBe('notify');

    const updated = await portalCall(t, {
      method: 'PUT',
      url: `${base}/${id}`,
      body: template({ description: 'changed', script: 'echo changed' }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await portalCall(t, { method: 'GET', url: `${base}/${id}` })).json()).toMatchObject({
      description: 'changed',
      script: 'echo changed',
    });

    expect((await portalCall(t, { method: 'DELETE', url: `${base}/${id}` })).statusCode).toBe(200);
    const gone = await portalCall(t, { method: 'GET', url: `${base}/${id}` });
    expect(gone.statusCode).toBe(404);
    expect((await portalCall(t, { method: 'GET', url: base })).json()).toEqual([]);
  });

  it('refuses bad templates with their messages and changes nothing', async () => {
    await portalCall(t, { method: 'POST', url: base, body: template({ name: 'kept' }) });
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ name: '' }, 400, 'Please enter the plugin name'],
      [{ script: ' ' }, 400, 'Please enter the plugin script'],
      [{ inputs: [{ name: 'x', type: 'choice' }] }, 400, 'A choice input needs at least one option'],
      [
        { inputs: [{ name: 'x', type: 'choice', value: 'c', choice_option: ['a'] }] },
        400,
        'The value must be one of the options',
      ],
      [{ inputs: [{ name: 'x', type: 'bool', value: 'yes' }] }, 400, 'A bool value is true or false'],
      [{ inputs: [{ name: 'x', type: 'number' }] }, 400, 'The input type is string, text, choice or bool'],
      [{ inputs: [{ name: 'a' }, { name: 'a' }] }, 400, 'The name is used twice'],
      [{ name: 'kept' }, 409, 'A plugin of this name already exists'],
    ];
    for (const [overrides, status, message] of cases) {
      const res = await t.request({
        method: 'POST',
        url: base,
        token: t.admin.token,
        headers: { cookie: 'language=en' },
        payload: template({ name: 'bad', ...overrides }),
      });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(
      (await portalCall(t, { method: 'GET', url: base })).json().map((p: { name: string }) => p.name),
    ).toEqual(['kept']);
  });

  it('lets only administrators change templates', async () => {
    const res = await portalCall(t, {
      method: 'POST',
      url: base,
      body: template({ name: 'mine' }),
      token: user.token,
    });
    expect(res.statusCode).toBe(403);
  });
});
