import { constants, createDecipheriv, publicEncrypt, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { LoginResponse } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationsRepository } from '../../src/modules/notifications/notifications.repository.js';
import { NotificationsService } from '../../src/modules/notifications/notifications.service.js';
import { seedProject } from '../seed.js';
import { readSseJson } from '../sse-client.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { insertWorkflow, runWorkflow, shellJob, stage, waitForTask } from '../workflow-fixture.js';
import { expectPortalAnswer, expectShape, portalCall, type Shape } from './portal-contract.js';

/**
 * The calls of the portal's layout (every page), its system settings for announcements, quick
 * links and mail, the audit log, the notification bell and subscription, and the status page's
 * task streams: each sent as the portal sends it, each answer read as the portal reads it.
 */
let t: TestApp;
let user: LoginResponse;
let base = '';

beforeAll(async () => {
  t = await createTestApp();
  user = await t.createUser('layout-user');
  await seedProject(t, 'layout');
  await insertWorkflow(t, {
    name: 'layout-slow',
    project: 'layout',
    stages: [stage('s', [shellJob('nap', 'sleep 5')])],
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  t.app.server.closeAllConnections();
  await t.close();
});

const now = () => Math.floor(Date.now() / 1000);

/** Every field the portal reads of a row of the announcement list and the banner. */
const announcementRow: Shape = {
  id: 'integer',
  content: {
    title: 'string',
    priority: 'integer',
    content: 'string',
    start_time: 'seconds',
    end_time: 'seconds',
  },
};

const listAnnouncements = async () => {
  const res = await portalCall(t, { method: 'GET', url: '/api/aslan/system/announcement/all' });
  expectPortalAnswer(res);
  return res.json() as Array<{ id: number; content: { title: string } }>;
};

describe('the audit log (系统设置 › 操作日志)', () => {
  it('GET /api/aslan/system/operation: a bare array of rows, the total in X-Total', async () => {
    await portalCall(t, {
      method: 'POST',
      url: '/api/aslan/system/externalLink',
      body: { name: 'Audited', url: 'https://audited.example.com' },
    });
    const query = 'username=&projectName=&status=0&function=&per_page=50&page=1';
    let res = await portalCall(t, { method: 'GET', url: `/api/aslan/system/operation?${query}` });
    for (let attempt = 0; attempt < 100 && res.json().length === 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      res = await portalCall(t, { method: 'GET', url: `/api/aslan/system/operation?${query}` });
    }
    expectPortalAnswer(res);
    const rows = res.json();
    expect(rows.length).toBeGreaterThan(0);
    expect(Number(res.headers['x-total'])).toBeGreaterThanOrEqual(rows.length);
    expectShape(
      { rows },
      {
        rows: [
          {
            created_at: 'seconds',
            username: 'string',
            method: 'string',
            product_name: 'string',
            function: 'string',
            name: 'string',
            status: 'integer',
            request_body: 'string',
          },
        ],
      },
    );
    for (const row of rows) if (row.request_body) JSON.parse(row.request_body);
    const filtered = await portalCall(t, {
      method: 'GET',
      url: '/api/aslan/system/operation?username=&projectName=&status=200&function=快捷链接&per_page=50&page=1',
    });
    expectPortalAnswer(filtered);
    expect(filtered.json()[0]).toMatchObject({
      method: '新增',
      function: '系统配置-快捷链接',
      name: 'Audited',
    });
  });
});

describe('announcements (系统设置 › 系统公告, the banner)', () => {
  const content = () => ({
    title: 'Upgrade',
    priority: 1,
    content: 'Tonight',
    start_time: now() - 60,
    end_time: now() + 3600,
  });

  it('POST /api/aslan/system/announcement: the fields nested under content', async () => {
    const res = await portalCall(t, {
      method: 'POST',
      url: '/api/aslan/system/announcement',
      body: { content: content(), receiver: '*', type: 1 },
    });
    expectPortalAnswer(res);
    expect((await listAnnouncements()).some((a) => a.content.title === 'Upgrade')).toBe(true);
  });

  it('GET /api/aslan/system/announcement/all: a bare array, rows nested under content', async () => {
    await portalCall(t, {
      method: 'POST',
      url: '/api/aslan/system/announcement',
      body: { content: content(), receiver: '*', type: 1 },
    });
    const rows = await listAnnouncements();
    expect(rows.length).toBeGreaterThan(0);
    expectShape({ rows }, { rows: [announcementRow] });
  });

  it('PUT /api/aslan/system/announcement/update: the whole row sent back, its content edited', async () => {
    await portalCall(t, {
      method: 'POST',
      url: '/api/aslan/system/announcement',
      body: { content: content(), receiver: '*', type: 1 },
    });
    const [row] = await listAnnouncements();
    const edited = { ...row, content: { ...content(), title: 'Edited', priority: 3 } };
    const res = await portalCall(t, {
      method: 'PUT',
      url: '/api/aslan/system/announcement/update',
      body: edited,
    });
    expectPortalAnswer(res);
    expect((await listAnnouncements()).find((a) => a.id === row?.id)?.content).toEqual(edited.content);
  });

  it('GET /api/aslan/system/announcement: the current ones for any signed-in user, nested', async () => {
    await portalCall(t, {
      method: 'POST',
      url: '/api/aslan/system/announcement',
      body: { content: content(), receiver: '*', type: 1 },
    });
    const res = await portalCall(t, {
      method: 'GET',
      url: '/api/aslan/system/announcement',
      token: user.token,
    });
    expectPortalAnswer(res);
    expect(res.json().length).toBeGreaterThan(0);
    expectShape({ rows: res.json() }, { rows: [{ content: { title: 'string', content: 'string' } }] });
  });

  it('DELETE /api/aslan/system/announcement/{id}', async () => {
    await portalCall(t, {
      method: 'POST',
      url: '/api/aslan/system/announcement',
      body: { content: content(), receiver: '*', type: 1 },
    });
    const [row] = await listAnnouncements();
    const res = await portalCall(t, { method: 'DELETE', url: `/api/aslan/system/announcement/${row?.id}` });
    expectPortalAnswer(res);
    expect((await listAnnouncements()).some((a) => a.id === row?.id)).toBe(false);
    const again = await portalCall(t, { method: 'DELETE', url: `/api/aslan/system/announcement/${row?.id}` });
    expectPortalAnswer(again, 404);
  });
});

describe('the layout: public key, notification bell, quick links, SMTP check', () => {
  const notifications = () => new NotificationsService(new NotificationsRepository(t.database.db));
  const bell = async () => {
    const res = await portalCall(t, {
      method: 'GET',
      url: '/api/aslan/system/notification',
      token: user.token,
    });
    expectPortalAnswer(res);
    return res.json() as Array<{ id: number; is_read: boolean }>;
  };
  const sendBoth = async () => {
    await notifications().notifyMessage(user.uid, {
      title: 'Quota',
      content: 'Disk almost full',
      req_id: 'r-1',
    });
    await portalCall(t, {
      method: 'POST',
      url: '/api/aslan/system/notification/subscribe',
      token: user.token,
      body: { type: 2, pipelinestatus: '*' },
    });
    await notifications().notifyTaskStatus(user.uid, {
      task_id: 7,
      product_name: 'layout',
      pipeline_name: 'layout-slow',
      type: 'workflow_v4',
      status: 'passed',
    });
  };

  it('GET /api/aslan/system/rsaKey/publicKey', async () => {
    const res = await portalCall(t, { method: 'GET', url: '/api/aslan/system/rsaKey/publicKey' });
    expectPortalAnswer(res);
    expectShape(res.json(), { publicKey: 'string' });
  });

  it('GET /api/aslan/system/notification: an array of the caller’s notices, type 2 and 3', async () => {
    await sendBoth();
    const rows = await bell();
    const message = rows.find((row) => (row as { type?: number }).type === 3);
    const status = rows.find((row) => (row as { type?: number }).type === 2);
    expectShape(message, {
      id: 'integer',
      is_read: 'boolean',
      create_time: 'seconds',
      type: 'integer',
      content: { title: 'string', content: 'string', req_id: 'string' },
    });
    expectShape(status, {
      id: 'integer',
      is_read: 'boolean',
      create_time: 'seconds',
      type: 'integer',
      content: {
        status: 'string',
        product_name: 'string',
        type: 'string',
        pipeline_name: 'string',
        task_id: 'integer',
      },
    });
    const others = await portalCall(t, { method: 'GET', url: '/api/aslan/system/notification' });
    expectPortalAnswer(others);
    expect(others.json()).toEqual([]);
  });

  it('PUT /api/aslan/system/notification/read: {ids}', async () => {
    await sendBoth();
    const ids = (await bell()).filter((row) => !row.is_read).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(0);
    const res = await portalCall(t, {
      method: 'PUT',
      url: '/api/aslan/system/notification/read',
      token: user.token,
      body: { ids },
    });
    expectPortalAnswer(res);
    expect((await bell()).filter((row) => ids.includes(row.id)).every((row) => row.is_read)).toBe(true);
  });

  it('POST /api/aslan/system/notification/delete: {ids}, one id per click', async () => {
    await sendBoth();
    const [first] = await bell();
    const res = await portalCall(t, {
      method: 'POST',
      url: '/api/aslan/system/notification/delete',
      token: user.token,
      body: { ids: [first?.id] },
    });
    expectPortalAnswer(res);
    expect((await bell()).some((row) => row.id === first?.id)).toBe(false);
  });

  it('GET /api/aslan/system/externalLink: an array of {id, name, url}', async () => {
    await portalCall(t, {
      method: 'POST',
      url: '/api/aslan/system/externalLink',
      body: { name: 'Docs', url: 'https://docs.example.com' },
    });
    const res = await portalCall(t, {
      method: 'GET',
      url: '/api/aslan/system/externalLink',
      token: user.token,
    });
    expectPortalAnswer(res);
    expect(res.json().length).toBeGreaterThan(0);
    expectShape({ rows: res.json() }, { rows: [{ id: 'integer', name: 'string', url: 'string' }] });
  });

  it('GET /api/v1/emails/host: falsy (never null) until a host is set, then the host', async () => {
    await portalCall(t, { method: 'DELETE', url: '/api/v1/emails/host' });
    const none = await portalCall(t, { method: 'GET', url: '/api/v1/emails/host' });
    expectPortalAnswer(none);
    expect(none.json()).toBe('');
    await portalCall(t, {
      method: 'POST',
      url: '/api/v1/emails/host',
      body: { name: 'smtp.example.com', port: 465, username: 'robot', password: 'mail-secret', isTLS: false },
    });
    const set = await portalCall(t, { method: 'GET', url: '/api/v1/emails/host' });
    expectPortalAnswer(set);
    expect(set.json()).toBeTruthy();
    expect(set.body).not.toContain('mail-secret');
  });
});

describe('notification subscription (profile page)', () => {
  it('GET /api/aslan/system/notification/subscribe: an array, the type 2 element holds pipelinestatus', async () => {
    const fresh = await t.createUser('layout-fresh');
    const empty = await portalCall(t, {
      method: 'GET',
      url: '/api/aslan/system/notification/subscribe',
      token: fresh.token,
    });
    expectPortalAnswer(empty);
    expect(empty.json()).toEqual([]);
    await portalCall(t, {
      method: 'POST',
      url: '/api/aslan/system/notification/subscribe',
      token: fresh.token,
      body: { type: 2, pipelinestatus: '*' },
    });
    const res = await portalCall(t, {
      method: 'GET',
      url: '/api/aslan/system/notification/subscribe',
      token: fresh.token,
    });
    expectPortalAnswer(res);
    expectShape({ rows: res.json() }, { rows: [{ type: 'integer', pipelinestatus: 'string' }] });
    expect(res.json().find((row: { type: number }) => row.type === 2).pipelinestatus).toBe('*');
  });

  it('POST /api/aslan/system/notification/subscribe: the element read, or {}, with type 2 and "*" or ""', async () => {
    const fresh = await t.createUser('layout-toggle');
    for (const body of [
      { type: 2, pipelinestatus: '*' },
      { type: 2, pipelinestatus: '' },
    ]) {
      const res = await portalCall(t, {
        method: 'POST',
        url: '/api/aslan/system/notification/subscribe',
        token: fresh.token,
        body,
      });
      expectPortalAnswer(res);
    }
    const [row] = (
      await portalCall(t, {
        method: 'GET',
        url: '/api/aslan/system/notification/subscribe',
        token: fresh.token,
      })
    ).json();
    const res = await portalCall(t, {
      method: 'POST',
      url: '/api/aslan/system/notification/subscribe',
      token: fresh.token,
      body: { ...row, type: 2, pipelinestatus: '*' },
    });
    expectPortalAnswer(res);
  });
});

describe('quick links (系统设置 › 系统配置 › 快捷链接)', () => {
  const links = async () =>
    (await portalCall(t, { method: 'GET', url: '/api/aslan/system/externalLink' })).json() as Array<{
      id: number;
      name: string;
      url: string;
    }>;

  it('POST /api/aslan/system/externalLink: {name, url}', async () => {
    const res = await portalCall(t, {
      method: 'POST',
      url: '/api/aslan/system/externalLink',
      body: { name: 'Wiki', url: 'https://wiki.example.com' },
    });
    expectPortalAnswer(res);
    expect((await links()).some((link) => link.name === 'Wiki')).toBe(true);
    const bad = await portalCall(t, {
      method: 'POST',
      url: '/api/aslan/system/externalLink',
      body: { name: '', url: 'javascript:alert(1)' },
    });
    expectPortalAnswer(bad, 400);
  });

  it('PUT /api/aslan/system/externalLink/{id}: {name, url}', async () => {
    await portalCall(t, {
      method: 'POST',
      url: '/api/aslan/system/externalLink',
      body: { name: 'Old', url: 'https://old.example.com' },
    });
    const link = (await links()).find((l) => l.name === 'Old');
    const res = await portalCall(t, {
      method: 'PUT',
      url: `/api/aslan/system/externalLink/${link?.id}`,
      body: { name: 'New', url: 'https://new.example.com' },
    });
    expectPortalAnswer(res);
    expect((await links()).find((l) => l.id === link?.id)).toMatchObject({
      name: 'New',
      url: 'https://new.example.com',
    });
  });

  it('DELETE /api/aslan/system/externalLink/{id}', async () => {
    await portalCall(t, {
      method: 'POST',
      url: '/api/aslan/system/externalLink',
      body: { name: 'Gone', url: 'https://gone.example.com' },
    });
    const link = (await links()).find((l) => l.name === 'Gone');
    const res = await portalCall(t, { method: 'DELETE', url: `/api/aslan/system/externalLink/${link?.id}` });
    expectPortalAnswer(res);
    expect((await links()).some((l) => l.id === link?.id)).toBe(false);
  });
});

describe('mail settings (系统设置 › 系统配置 › 邮件配置)', () => {
  const host = {
    name: 'smtp.example.com',
    port: 465,
    username: 'robot',
    password: 'p@ss-wörd',
    isTLS: false,
  };
  const service = { name: '', address: 'ci@example.com', display_name: 'Slipway CI', theme: '' };

  /** The portal's rsaEncrypt: a random 32-character AES key, RSA (PKCS#1 v1.5), base64, URL-encoded. */
  async function browserKey() {
    const res = await portalCall(t, { method: 'GET', url: '/api/aslan/system/rsaKey/publicKey' });
    const aesKey = randomBytes(16).toString('hex');
    const encrypted = publicEncrypt(
      { key: res.json().publicKey, padding: constants.RSA_PKCS1_PADDING },
      Buffer.from(aesKey),
    );
    return { aesKey, encryptedKey: encodeURIComponent(encrypted.toString('base64')) };
  }
  /** The portal's aesDecrypt: AES-256-CFB with the key's first 16 characters as IV, the first block dropped. */
  function portalDecrypt(hex: string, aesKey: string): string {
    const decipher = createDecipheriv('aes-256-cfb', Buffer.from(aesKey), Buffer.from(aesKey.slice(0, 16)));
    const plain = Buffer.concat([decipher.update(Buffer.from(hex, 'hex')), decipher.final()]);
    return plain.subarray(16).toString('utf8');
  }

  it('POST /api/v1/emails/host: {name, port, username, password (plain), isTLS}', async () => {
    const res = await portalCall(t, { method: 'POST', url: '/api/v1/emails/host', body: host });
    expectPortalAnswer(res);
  });

  it('GET /api/v1/emails/internal/host?encryptedKey=: the host, its password AES-encrypted under the browser key', async () => {
    await portalCall(t, { method: 'POST', url: '/api/v1/emails/host', body: host });
    const { aesKey, encryptedKey } = await browserKey();
    const res = await portalCall(t, {
      method: 'GET',
      url: `/api/v1/emails/internal/host?encryptedKey=${encryptedKey}`,
    });
    expectPortalAnswer(res);
    const read = res.json();
    expectShape(read, {
      name: 'string',
      port: 'integer',
      username: 'string',
      isTLS: 'boolean',
      password: 'string',
    });
    expect(read.resultCode).toBeFalsy();
    expect(read.password).toMatch(/^[0-9a-f]+$/);
    expect(portalDecrypt(read.password, aesKey)).toBe(host.password);
    expect(read).toMatchObject({ name: host.name, port: 465, username: 'robot', isTLS: false });
    const missing = await portalCall(t, { method: 'GET', url: '/api/v1/emails/internal/host' });
    expectPortalAnswer(missing, 400);
  });

  it('PATCH /api/v1/emails/host: the object read, its password decrypted and edited', async () => {
    await portalCall(t, { method: 'POST', url: '/api/v1/emails/host', body: host });
    const { aesKey, encryptedKey } = await browserKey();
    const read = (
      await portalCall(t, { method: 'GET', url: `/api/v1/emails/internal/host?encryptedKey=${encryptedKey}` })
    ).json();
    const edited = { ...read, password: `${portalDecrypt(read.password, aesKey)}-2`, port: 587, isTLS: true };
    const res = await portalCall(t, { method: 'PATCH', url: '/api/v1/emails/host', body: edited });
    expectPortalAnswer(res);
    const again = await browserKey();
    const after = (
      await portalCall(t, {
        method: 'GET',
        url: `/api/v1/emails/internal/host?encryptedKey=${again.encryptedKey}`,
      })
    ).json();
    expect(portalDecrypt(after.password, again.aesKey)).toBe(`${host.password}-2`);
    expect(after).toMatchObject({ port: 587, isTLS: true });
  });

  it('DELETE /api/v1/emails/host', async () => {
    await portalCall(t, { method: 'POST', url: '/api/v1/emails/host', body: host });
    const res = await portalCall(t, { method: 'DELETE', url: '/api/v1/emails/host' });
    expectPortalAnswer(res);
    const { encryptedKey } = await browserKey();
    const none = await portalCall(t, {
      method: 'GET',
      url: `/api/v1/emails/internal/host?encryptedKey=${encryptedKey}`,
    });
    expectPortalAnswer(none);
    expect(none.json()).toBe('');
  });

  it('POST /api/v1/emails/service: {name: "", address, display_name, theme: ""}', async () => {
    const res = await portalCall(t, { method: 'POST', url: '/api/v1/emails/service', body: service });
    expectPortalAnswer(res);
  });

  it('GET /api/v1/emails/service: address, display_name (name, theme kept)', async () => {
    await portalCall(t, { method: 'POST', url: '/api/v1/emails/service', body: service });
    const res = await portalCall(t, { method: 'GET', url: '/api/v1/emails/service' });
    expectPortalAnswer(res);
    expectShape(res.json(), { address: 'string', display_name: 'string', name: 'string', theme: 'string' });
    expect(res.json()).toMatchObject(service);
  });

  it('PATCH /api/v1/emails/service: the object read, edited', async () => {
    await portalCall(t, { method: 'POST', url: '/api/v1/emails/service', body: service });
    const read = (await portalCall(t, { method: 'GET', url: '/api/v1/emails/service' })).json();
    const res = await portalCall(t, {
      method: 'PATCH',
      url: '/api/v1/emails/service',
      body: { ...read, display_name: 'Builds' },
    });
    expectPortalAnswer(res);
    expect((await portalCall(t, { method: 'GET', url: '/api/v1/emails/service' })).json().display_name).toBe(
      'Builds',
    );
  });

  it('DELETE /api/v1/emails/service', async () => {
    await portalCall(t, { method: 'POST', url: '/api/v1/emails/service', body: service });
    const res = await portalCall(t, { method: 'DELETE', url: '/api/v1/emails/service' });
    expectPortalAnswer(res);
    const none = await portalCall(t, { method: 'GET', url: '/api/v1/emails/service' });
    expectPortalAnswer(none);
    expect(none.json()).toBe('');
  });
});

describe('the running and queued status page (SSE)', () => {
  type Task = { task_id: number; status: string };
  const stream = (path: string, until: (tasks: Task[]) => boolean) =>
    readSseJson<Task[]>(`${base}${path}`, user.token, until);
  const cancel = async (id: number) => {
    await t.request({
      method: 'DELETE',
      url: `/api/aslan/workflow/v4/workflowtask/workflow/layout-slow/task/${id}`,
      token: t.admin.token,
    });
    await waitForTask(t, 'layout-slow', id);
  };
  /** What the custom workflow list of the status page reads of each task. */
  const customTask: Shape = {
    task_id: 'integer',
    status: 'string',
    workflow_name: 'string',
    project_name: 'string',
    task_creator: 'string',
    create_time: 'seconds',
    stages: [{ name: 'string', jobs: [{ name: 'string', status: 'string' }] }],
  };

  it('SSE /api/aslan/workflow/sse/workflowTasks/running: custom workflow tasks running', async () => {
    const id = await runWorkflow(t, 'layout-slow');
    const { data } = await readSseJson<Task[]>(
      `${base}/api/aslan/workflow/sse/workflowTasks/running`,
      t.admin.token,
      (tasks) => tasks.some((task) => task.task_id === id && task.status === 'running'),
    );
    expectShape({ data }, { data: [customTask] });
    await cancel(id);
  });

  it('SSE /api/aslan/workflow/sse/workflowTasks/pending: custom workflow tasks waiting', async () => {
    const first = await runWorkflow(t, 'layout-slow');
    const second = await runWorkflow(t, 'layout-slow');
    const { data } = await readSseJson<Task[]>(
      `${base}/api/aslan/workflow/sse/workflowTasks/pending`,
      t.admin.token,
      (tasks) => tasks.some((task) => task.task_id === second),
    );
    expectShape({ data }, { data: [customTask] });
    await cancel(second);
    await cancel(first);
  });

  it('SSE /api/aslan/workflow/sse/tasks/running: product, test and scanning tasks ([] : none run here)', async () => {
    const { data } = await stream('/api/aslan/workflow/sse/tasks/running', () => true);
    expect(data).toEqual([]);
  });

  it('SSE /api/aslan/workflow/sse/tasks/pending: product, test and scanning tasks ([] : none run here)', async () => {
    const { data } = await stream('/api/aslan/workflow/sse/tasks/pending', () => true);
    expect(data).toEqual([]);
  });
});

describe('the portal’s common rules on these calls', () => {
  it('a success is never JSON null and an error carries a description', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/aslan/system/externalLink' },
      { method: 'GET' as const, url: '/api/aslan/system/notification' },
      { method: 'GET' as const, url: '/api/aslan/system/notification/subscribe' },
    ];
    for (const call of calls) expectPortalAnswer(await portalCall(t, call));
    expectPortalAnswer(
      await portalCall(t, { method: 'DELETE', url: '/api/aslan/system/externalLink/999999' }),
      404,
    );
    expectPortalAnswer(
      await portalCall(t, { method: 'PUT', url: '/api/aslan/system/announcement/update', body: {} }),
      400,
    );
  });
});
