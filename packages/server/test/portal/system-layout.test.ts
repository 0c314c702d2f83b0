import type { AddressInfo } from 'node:net';
import type { LoginResponse } from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationsRepository } from '../../src/modules/notifications/notifications.repository.js';
import { NotificationsService } from '../../src/modules/notifications/notifications.service.js';
import { seedProject } from '../seed.js';
import { readSseJson } from '../sse-client.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { insertWorkflow, runWorkflow, shellJob, stage, waitForTask } from '../workflow-fixture.js';
import { expectShape, portalCaller, type Shape } from './portal-contract.js';
import { portalBrowserKey } from './portal-crypto.js';

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
  const slow = stage('s', [shellJob('nap', 'sleep 5')]);
  await insertWorkflow(t, { name: 'layout-slow', project: 'layout', stages: [slow] });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  t.app.server.closeAllConnections();
  await t.close();
});

const now = () => Math.floor(Date.now() / 1000);
/** A portal call as the administrator (or `token`), its answer checked against the portal's rules. */
const call = portalCaller(() => t);

const announcementPath = '/api/aslan/system/announcement';
const content = () => ({
  title: 'Upgrade',
  priority: 1,
  content: 'Tonight',
  start_time: now() - 60,
  end_time: now() + 3600,
});
const postAnnouncement = () => call('POST', announcementPath, { content: content(), receiver: '*', type: 1 });
const announcements = async () =>
  (await call('GET', `${announcementPath}/all`)).json() as Array<{ id: number; content: { title: string } }>;
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

const linkPath = '/api/aslan/system/externalLink';
const links = async () =>
  (await call('GET', linkPath)).json() as Array<{ id: number; name: string; url: string }>;
const linkNamed = async (name: string) => {
  await call('POST', linkPath, { name, url: `https://${name.toLowerCase()}.example.com` });
  return (await links()).find((link) => link.name === name);
};

const notificationPath = '/api/aslan/system/notification';
const subscribePath = `${notificationPath}/subscribe`;

describe('the audit log (系统设置 › 操作日志)', () => {
  it('GET /api/aslan/system/operation: a bare array of rows, the total in X-Total', async () => {
    await linkNamed('Audited');
    const query = (filters: string) => `/api/aslan/system/operation?${filters}&per_page=50&page=1`;
    let res = await call('GET', query('username=&projectName=&status=0&function='));
    for (let attempt = 0; attempt < 100 && res.json().length === 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      res = await call('GET', query('username=&projectName=&status=0&function='));
    }
    const rows = res.json();
    expect(rows.length).toBeGreaterThan(0);
    expect(Number(res.headers['x-total'])).toBeGreaterThanOrEqual(rows.length);
    const row: Shape = {
      created_at: 'seconds',
      username: 'string',
      method: 'string',
      product_name: 'string',
      function: 'string',
      name: 'string',
      status: 'integer',
      request_body: 'string',
    };
    expectShape({ rows }, { rows: [row] });
    // the portal parses the body it shows
    for (const { request_body } of rows) if (request_body) JSON.parse(request_body);
    const filtered = await call('GET', query('username=&projectName=&status=200&function=快捷链接'));
    expect(filtered.json()[0]).toMatchObject({
      method: '新增',
      function: '系统配置-快捷链接',
      name: 'Audited',
    });
  });
});

describe('announcements (系统设置 › 系统公告, the banner)', () => {
  it('POST /api/aslan/system/announcement: the fields nested under content', async () => {
    await postAnnouncement();
    expect((await announcements()).some((a) => a.content.title === 'Upgrade')).toBe(true);
  });

  it('GET /api/aslan/system/announcement/all: a bare array, rows nested under content', async () => {
    await postAnnouncement();
    const rows = await announcements();
    expect(rows.length).toBeGreaterThan(0);
    expectShape({ rows }, { rows: [announcementRow] });
  });

  it('PUT /api/aslan/system/announcement/update: the whole row sent back, its content edited', async () => {
    await postAnnouncement();
    const [row] = await announcements();
    const edited = { ...row, content: { ...content(), title: 'Edited', priority: 3 } };
    await call('PUT', `${announcementPath}/update`, edited);
    expect((await announcements()).find((a) => a.id === row?.id)?.content).toEqual(edited.content);
  });

  it('GET /api/aslan/system/announcement: the current ones for any signed-in user, nested', async () => {
    await postAnnouncement();
    const rows = (await call('GET', announcementPath, undefined, user.token)).json();
    expect(rows.length).toBeGreaterThan(0);
    expectShape({ rows }, { rows: [{ content: { title: 'string', content: 'string' } }] });
  });

  it('DELETE /api/aslan/system/announcement/{id}', async () => {
    await postAnnouncement();
    const [row] = await announcements();
    await call('DELETE', `${announcementPath}/${row?.id}`);
    expect((await announcements()).some((a) => a.id === row?.id)).toBe(false);
    await call('DELETE', `${announcementPath}/${row?.id}`, undefined, undefined, 404);
  });
});

describe('the layout: public key, notification bell, quick links, SMTP check', () => {
  const notices = () => new NotificationsService(new NotificationsRepository(t.database.db));
  const bell = async () =>
    (await call('GET', notificationPath, undefined, user.token)).json() as Array<{
      id: number;
      type: number;
      is_read: boolean;
    }>;
  /** A message and, the user having subscribed, a task status notice. */
  const sendBoth = async () => {
    await notices().notifyMessage(user.uid, { title: 'Quota', content: 'Disk almost full', req_id: 'r-1' });
    await call('POST', subscribePath, { type: 2, pipelinestatus: '*' }, user.token);
    const task = { task_id: 7, product_name: 'layout', pipeline_name: 'layout-slow', type: 'workflow_v4' };
    await notices().notifyTaskStatus(user.uid, { ...task, status: 'passed' });
  };
  const notice = { id: 'integer', is_read: 'boolean', create_time: 'seconds', type: 'integer' } as const;

  it('GET /api/aslan/system/rsaKey/publicKey', async () => {
    expectShape((await call('GET', '/api/aslan/system/rsaKey/publicKey')).json(), { publicKey: 'string' });
  });

  it('GET /api/aslan/system/notification: an array of the caller’s notices, type 2 and 3', async () => {
    await sendBoth();
    const rows = await bell();
    expectShape(
      rows.find((row) => row.type === 3),
      { ...notice, content: { title: 'string', content: 'string', req_id: 'string' } },
    );
    const status = {
      status: 'string',
      product_name: 'string',
      type: 'string',
      pipeline_name: 'string',
      task_id: 'integer',
    };
    expectShape(
      rows.find((row) => row.type === 2),
      { ...notice, content: status as Shape },
    );
    expect((await call('GET', notificationPath)).json()).toEqual([]);
  });

  it('PUT /api/aslan/system/notification/read: {ids}', async () => {
    await sendBoth();
    const ids = (await bell()).filter((row) => !row.is_read).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(0);
    await call('PUT', `${notificationPath}/read`, { ids }, user.token);
    expect((await bell()).filter((row) => ids.includes(row.id)).every((row) => row.is_read)).toBe(true);
  });

  it('POST /api/aslan/system/notification/delete: {ids}, one id per click', async () => {
    await sendBoth();
    const [first] = await bell();
    await call('POST', `${notificationPath}/delete`, { ids: [first?.id] }, user.token);
    expect((await bell()).some((row) => row.id === first?.id)).toBe(false);
  });

  it('GET /api/aslan/system/externalLink: an array of {id, name, url}', async () => {
    await linkNamed('Docs');
    const rows = (await call('GET', linkPath, undefined, user.token)).json();
    expect(rows.length).toBeGreaterThan(0);
    expectShape({ rows }, { rows: [{ id: 'integer', name: 'string', url: 'string' }] });
  });

  it('GET /api/v1/emails/host: falsy (never null) until a host is set, then the host', async () => {
    await call('DELETE', '/api/v1/emails/host');
    expect((await call('GET', '/api/v1/emails/host')).json()).toBe('');
    const host = {
      name: 'smtp.example.com',
      port: 465,
      username: 'robot',
      password: 'mail-secret',
      isTLS: false,
    };
    await call('POST', '/api/v1/emails/host', host);
    const set = await call('GET', '/api/v1/emails/host');
    expect(set.json()).toBeTruthy();
    expect(set.body).not.toContain('mail-secret');
  });
});

describe('notification subscription (profile page)', () => {
  it('GET /api/aslan/system/notification/subscribe: an array, the type 2 element holds pipelinestatus', async () => {
    const fresh = await t.createUser('layout-fresh');
    expect((await call('GET', subscribePath, undefined, fresh.token)).json()).toEqual([]);
    await call('POST', subscribePath, { type: 2, pipelinestatus: '*' }, fresh.token);
    const rows = (await call('GET', subscribePath, undefined, fresh.token)).json();
    expectShape({ rows }, { rows: [{ type: 'integer', pipelinestatus: 'string' }] });
    expect(rows.find((row: { type: number }) => row.type === 2).pipelinestatus).toBe('*');
  });

  it('POST /api/aslan/system/notification/subscribe: the element read, or {}, with type 2 and "*" or ""', async () => {
    const fresh = await t.createUser('layout-toggle');
    await call('POST', subscribePath, { type: 2, pipelinestatus: '*' }, fresh.token);
    await call('POST', subscribePath, { type: 2, pipelinestatus: '' }, fresh.token);
    const [row] = (await call('GET', subscribePath, undefined, fresh.token)).json();
    await call('POST', subscribePath, { ...row, type: 2, pipelinestatus: '*' }, fresh.token);
    expect((await call('GET', subscribePath, undefined, fresh.token)).json()[0].pipelinestatus).toBe('*');
  });
});

describe('quick links (系统设置 › 系统配置 › 快捷链接)', () => {
  it('POST /api/aslan/system/externalLink: {name, url}', async () => {
    expect(await linkNamed('Wiki')).toMatchObject({ url: 'https://wiki.example.com' });
    await call('POST', linkPath, { name: '', url: 'javascript:alert(1)' }, undefined, 400);
  });

  it('PUT /api/aslan/system/externalLink/{id}: {name, url}', async () => {
    const link = await linkNamed('Old');
    await call('PUT', `${linkPath}/${link?.id}`, { name: 'New', url: 'https://new.example.com' });
    expect((await links()).find((l) => l.id === link?.id)).toMatchObject({
      name: 'New',
      url: 'https://new.example.com',
    });
  });

  it('DELETE /api/aslan/system/externalLink/{id}', async () => {
    const link = await linkNamed('Gone');
    await call('DELETE', `${linkPath}/${link?.id}`);
    expect((await links()).some((l) => l.id === link?.id)).toBe(false);
    await call('DELETE', `${linkPath}/${link?.id}`, undefined, undefined, 404);
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
  /** The host as the mail page reads it, its password decrypted as the page does. */
  const readHost = async () => {
    const key = await portalBrowserKey(t);
    const read = (await call('GET', `/api/v1/emails/internal/host?encryptedKey=${key.encryptedKey}`)).json();
    return { read, password: read && key.decrypt(read.password) };
  };

  it('POST /api/v1/emails/host: {name, port, username, password (plain), isTLS}', async () => {
    await call('POST', '/api/v1/emails/host', host);
    expect((await readHost()).password).toBe(host.password);
  });

  it('GET /api/v1/emails/internal/host?encryptedKey=: the host, its password AES-encrypted under the browser key', async () => {
    await call('POST', '/api/v1/emails/host', host);
    const { read, password } = await readHost();
    expectShape(read, {
      name: 'string',
      port: 'integer',
      username: 'string',
      isTLS: 'boolean',
      password: 'string',
    });
    expect(read.resultCode).toBeFalsy();
    expect(read.password).toMatch(/^[0-9a-f]+$/);
    expect(password).toBe(host.password);
    expect(read).toMatchObject({ name: host.name, port: 465, username: 'robot', isTLS: false });
    await call('GET', '/api/v1/emails/internal/host', undefined, undefined, 400);
  });

  it('PATCH /api/v1/emails/host: the object read, its password decrypted and edited', async () => {
    await call('POST', '/api/v1/emails/host', host);
    const { read, password } = await readHost();
    await call('PATCH', '/api/v1/emails/host', {
      ...read,
      password: `${password}-2`,
      port: 587,
      isTLS: true,
    });
    const after = await readHost();
    expect(after.password).toBe(`${host.password}-2`);
    expect(after.read).toMatchObject({ port: 587, isTLS: true });
  });

  it('DELETE /api/v1/emails/host', async () => {
    await call('POST', '/api/v1/emails/host', host);
    await call('DELETE', '/api/v1/emails/host');
    expect((await readHost()).read).toBe('');
  });

  it('POST /api/v1/emails/service: {name: "", address, display_name, theme: ""}', async () => {
    await call('POST', '/api/v1/emails/service', service);
    expect((await call('GET', '/api/v1/emails/service')).json()).toMatchObject(service);
  });

  it('GET /api/v1/emails/service: address, display_name (name, theme kept)', async () => {
    await call('POST', '/api/v1/emails/service', service);
    const read = (await call('GET', '/api/v1/emails/service')).json();
    expectShape(read, { address: 'string', display_name: 'string', name: 'string', theme: 'string' });
    expect(read).toMatchObject(service);
  });

  it('PATCH /api/v1/emails/service: the object read, edited', async () => {
    await call('POST', '/api/v1/emails/service', service);
    const read = (await call('GET', '/api/v1/emails/service')).json();
    await call('PATCH', '/api/v1/emails/service', { ...read, display_name: 'Builds' });
    expect((await call('GET', '/api/v1/emails/service')).json().display_name).toBe('Builds');
  });

  it('DELETE /api/v1/emails/service', async () => {
    await call('POST', '/api/v1/emails/service', service);
    await call('DELETE', '/api/v1/emails/service');
    expect((await call('GET', '/api/v1/emails/service')).json()).toBe('');
  });
});

describe('the running and queued status page (SSE)', () => {
  type Task = { task_id: number; status: string };
  const stream = (list: string, until: (tasks: Task[]) => boolean, token = t.admin.token) =>
    readSseJson<Task[]>(`${base}/api/aslan/workflow/sse/${list}`, token, until);
  const cancel = async (id: number) => {
    const url = `/api/aslan/workflow/v4/workflowtask/workflow/layout-slow/task/${id}`;
    await t.request({ method: 'DELETE', url, token: t.admin.token });
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
    const { data } = await stream('workflowTasks/running', (tasks) =>
      tasks.some((task) => task.task_id === id && task.status === 'running'),
    );
    expectShape({ data }, { data: [customTask] });
    await cancel(id);
  });

  it('SSE /api/aslan/workflow/sse/workflowTasks/pending: custom workflow tasks waiting', async () => {
    const first = await runWorkflow(t, 'layout-slow');
    const second = await runWorkflow(t, 'layout-slow');
    const { data } = await stream('workflowTasks/pending', (tasks) =>
      tasks.some((task) => task.task_id === second),
    );
    expectShape({ data }, { data: [customTask] });
    await cancel(second);
    await cancel(first);
  });

  it('SSE /api/aslan/workflow/sse/tasks/running: product, test and scanning tasks ([] : none run here)', async () => {
    expect((await stream('tasks/running', () => true, user.token)).data).toEqual([]);
  });

  it('SSE /api/aslan/workflow/sse/tasks/pending: product, test and scanning tasks ([] : none run here)', async () => {
    expect((await stream('tasks/pending', () => true, user.token)).data).toEqual([]);
  });
});
