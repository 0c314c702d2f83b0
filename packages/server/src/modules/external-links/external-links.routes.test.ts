import type { ExternalLink, LoginResponse } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let user: LoginResponse;

beforeAll(async () => {
  t = await createTestApp();
  user = await t.createUser('reader');
});
afterAll(() => t.close());

const path = '/api/aslan/system/externalLink';
const en = { cookie: 'language=en' };
const links = async (token = user.token): Promise<ExternalLink[]> => {
  const res = await t.request({ method: 'GET', url: path, token });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const create = (payload: unknown, token = t.admin.token) =>
  t.request({ method: 'POST', url: path, token, payload: payload as object, headers: en });

describe('quick links', () => {
  it('are listed for everybody in the order they were added, kept by the administrator', async () => {
    expect(await links()).toEqual([]);
    expect((await create({ name: ' Docs ', url: 'https://docs.example.com/a?b=1' })).statusCode).toBe(200);
    expect((await create({ name: 'Grafana', url: 'http://grafana.local:3000' })).statusCode).toBe(200);
    const [docs, grafana] = await links();
    expect(docs).toEqual({
      id: expect.any(Number),
      name: 'Docs',
      url: 'https://docs.example.com/a?b=1',
      create_time: expect.any(Number),
      update_time: expect.any(Number),
      update_by: 'admin',
    });
    expect(grafana?.name).toBe('Grafana');

    const edit = await t.request({
      method: 'PUT',
      url: `${path}/${docs?.id}`,
      token: t.admin.token,
      payload: { name: 'Manual', url: 'https://manual.example.com' },
    });
    expect(edit.statusCode).toBe(200);
    expect((await links())[0]).toMatchObject({
      id: docs?.id,
      name: 'Manual',
      url: 'https://manual.example.com',
    });

    const removed = await t.request({ method: 'DELETE', url: `${path}/${docs?.id}`, token: t.admin.token });
    expect(removed.json()).toEqual({ message: 'success' });
    expect((await links()).map((link) => link.name)).toEqual(['Grafana']);
  });

  it('need a name and an http(s) address', async () => {
    const cases: Array<[unknown, string]> = [
      [{ url: 'https://x.example.com' }, 'Please enter the name'],
      [{ name: '  ', url: 'https://x.example.com' }, 'Please enter the name'],
      [{ name: 'x' }, 'Please enter the URL'],
      [{ name: 'x', url: 'javascript:alert(1)' }, 'The URL must start with http:// or https://'],
      [{ name: 'x', url: 'data:text/html,hi' }, 'The URL must start with http:// or https://'],
      [{ name: 'x', url: 'docs.example.com' }, 'The URL must start with http:// or https://'],
      [{ name: 'n'.repeat(65), url: 'https://x.example.com' }, 'Too long'],
    ];
    const before = await links();
    for (const [payload, message] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await links()).toEqual(before);
  });

  it('answer 404 for unknown ids', async () => {
    for (const id of ['999999', '0', 'abc', '99999999999']) {
      const res = await t.request({
        method: 'DELETE',
        url: `${path}/${id}`,
        token: t.admin.token,
        headers: en,
      });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('Link not found');
    }
  });

  it('may be changed by the system administrator only', async () => {
    const body = { name: 'x', url: 'https://x.example.com' };
    expect((await create(body, user.token)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: path })).statusCode).toBe(401);
  });
});
