import type { NotifyEvent } from '@slipway/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, workflows } from '../src/db/schema.js';
import { mailText } from './notify-mail.js';
import { closedPort, type ReceivedCall, startNotifyReceiver } from './notify-receiver.js';
import { seedProject } from './seed.js';
import { startSmtpReceiver } from './smtp-receiver.js';
import { createTestApp, type TestApp } from './test-app.js';
import { insertWorkflow, runWorkflow, shellJob, stage, waitForTask } from './workflow-fixture.js';

// The vendors' robot endpoints are public services this machine cannot reach: a local HTTP
// receiver stands in for them (test/notify-receiver.ts); mail goes to a real SMTP server on loopback.
let t: TestApp;
let receiver: Awaited<ReturnType<typeof startNotifyReceiver>>;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
const P = 'notify';
const PUBLIC_URL = 'https://slipway.example';

beforeAll(async () => {
  receiver = await startNotifyReceiver({
    '/wechat-500': { status: 500, body: { errcode: -1 } },
    '/feishu-refused/SECRET3': { status: 200, body: { code: 19021, msg: 'sign match fail' } },
  });
  smtp = await startSmtpReceiver();
  t = await createTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
  await seedProject(t, P);
  await t.database.db.update(users).set({ email: 'admin@example.com' }).where(eq(users.account, 'admin'));
});
afterAll(async () => {
  await t.close();
  await receiver.close();
  await smtp.close();
});

const robot = (type: 'dingding' | 'wechat' | 'feishu', path: string, events: NotifyEvent[], extra = {}) => ({
  webhook_type: type,
  [{ dingding: 'dingding_webhook', wechat: 'weChat_webHook', feishu: 'feishu_webhook' }[type]]:
    `${receiver.url}${path}`,
  notify_type: events,
  ...extra,
});

/** The markdown part of a DingTalk or WeChat Work message. */
const markdownOf = (call: ReceivedCall | undefined) =>
  (call?.body.markdown ?? {}) as { title?: string; text?: string; content?: string };

const taskLink = (workflow: string, id: number, status: string) =>
  `${PUBLIC_URL}/v1/projects/detail/${P}/pipelines/custom/${workflow}/${id}?status=${status}`;

describe('a passing task', () => {
  it('sends each vendor its own payload, and nothing for a setting of other events', async () => {
    const ada = await t.createUser('ada');
    await insertWorkflow(t, {
      name: 'notify-pass',
      display_name: 'Nightly build',
      project: P,
      stages: [stage('build', [shellJob('build', 'echo built')])],
      notify_ctls: [
        robot('dingding', '/ding', ['passed'], { at_mobiles: ['13800000000'] }),
        robot('dingding', '/ding-failed-only', ['failed']),
        robot('dingding', '/ding-created', ['created']),
        robot('wechat', '/wechat', ['passed'], {
          wechat_user_ids: ['zhangsan'],
          at_mobiles: ['13900000000'],
        }),
        robot('feishu', '/feishu', ['passed'], { lark_user_ids: ['ou_1'], is_at_all: true }),
        {
          webhook_type: 'mail' as const,
          notify_type: ['passed' as const],
          mail_users: [
            { type: 'user' as const, user_id: ada.uid, user_name: 'ada' },
            { type: 'task_creator' as const },
          ],
        },
      ],
    });
    const id = await runWorkflow(t, 'notify-pass');
    expect((await waitForTask(t, 'notify-pass', id)).status).toBe('passed');
    const link = taskLink('notify-pass', id, 'passed');

    const [created] = await receiver.callsTo('/ding-created');
    expect(markdownOf(created).title).toBe(`工作流 Nightly build #${id} 已创建`);

    const [ding] = await receiver.callsTo('/ding');
    expect(ding?.body).toEqual({
      msgtype: 'markdown',
      markdown: { title: `工作流 Nightly build #${id} 执行成功`, text: expect.any(String) },
      at: { atMobiles: ['13800000000'], isAtAll: false },
    });
    const text = markdownOf(ding).text;
    for (const line of [
      '- 项目: notify',
      '- 工作流: Nightly build',
      `- 任务: [#${id}](${link})`,
      '- 状态: 执行成功',
      '- 执行人: admin',
      '@13800000000',
    ])
      expect(text).toContain(line);
    expect(text).toMatch(/- 持续时间: \d+s/);

    const wechat = await receiver.callsTo('/wechat', 2);
    expect(wechat[0]?.body).toEqual({ msgtype: 'markdown', markdown: { content: expect.any(String) } });
    const content = markdownOf(wechat[0]).content;
    expect(content).toContain(`[#${id}](${link})`);
    expect(content).toContain('<@zhangsan>');
    // WeChat Work requires a text message's content: the mention carries the title
    expect(wechat[1]?.body).toEqual({
      msgtype: 'text',
      text: { content: `工作流 Nightly build #${id} 执行成功`, mentioned_mobile_list: ['13900000000'] },
    });

    const [feishu] = await receiver.callsTo('/feishu');
    expect(feishu?.body).toEqual({
      msg_type: 'interactive',
      card: {
        header: {
          title: { tag: 'plain_text', content: `工作流 Nightly build #${id} 执行成功` },
          template: 'green',
        },
        elements: [
          { tag: 'div', text: { tag: 'lark_md', content: expect.stringContaining('- 执行人: admin') } },
          {
            tag: 'action',
            actions: [
              { tag: 'button', text: { tag: 'plain_text', content: '查看任务' }, url: link, type: 'primary' },
            ],
          },
        ],
      },
    });
    const card = JSON.stringify(feishu?.body);
    expect(card).toContain('<at id=ou_1></at>');
    expect(card).toContain('<at id=all></at>');

    const mail = await smtp.nextMail(0);
    expect(mail.to.sort()).toEqual(['ada@example.com', 'admin@example.com']);
    const body = mailText(mail);
    expect(body).toContain('项目: notify');
    expect(body).toContain(link);
    // the failed-only setting was passed over when the others were chosen, before they were sent
    expect(receiver.calls.filter((call) => call.path === '/ding-failed-only')).toEqual([]);
  });
});

describe('the language of the messages', () => {
  it('is the workflow creator’s preferred language, English here, for every vendor', async () => {
    const grace = await t.createUser('grace');
    const setting = await t.request({
      method: 'PUT',
      url: `/api/v1/users/${grace.uid}/setting`,
      token: grace.token,
      payload: { language: 'en' },
    });
    expect(setting.statusCode, setting.body).toBe(200);
    await insertWorkflow(t, {
      name: 'notify-en',
      project: P,
      stages: [stage('build', [shellJob('build', 'echo built')])],
      notify_ctls: [
        robot('dingding', '/en-ding', ['passed']),
        robot('wechat', '/en-wechat', ['passed'], { at_mobiles: ['13900000000'] }),
        robot('feishu', '/en-feishu', ['passed']),
      ],
    });
    await t.database.db.update(workflows).set({ createdBy: 'grace' }).where(eq(workflows.name, 'notify-en'));
    const id = await runWorkflow(t, 'notify-en');
    expect((await waitForTask(t, 'notify-en', id)).status).toBe('passed');
    const title = `Workflow notify-en #${id} Passed`;

    const [ding] = await receiver.callsTo('/en-ding');
    expect(markdownOf(ding).title).toBe(title);
    for (const line of ['- Project: notify', '- Workflow: notify-en', '- Status: Passed', '- Creator: admin'])
      expect(markdownOf(ding).text).toContain(line);
    expect(markdownOf(ding).text).toMatch(/- Duration: \d+s/);

    const wechat = await receiver.callsTo('/en-wechat', 2);
    expect(markdownOf(wechat[0]).content).toContain(`### ${title}`);
    expect(wechat[1]?.body).toEqual({
      msgtype: 'text',
      text: { content: title, mentioned_mobile_list: ['13900000000'] },
    });

    const [feishu] = await receiver.callsTo('/en-feishu');
    expect(feishu?.body.card).toMatchObject({ header: { title: { content: title } } });
    expect(JSON.stringify(feishu?.body)).toContain('View task');
  });
});

describe('a failing task and changes', () => {
  it('sends failed, and changed only when the status differs from the previous finished task', async () => {
    await insertWorkflow(t, {
      name: 'notify-flip',
      project: P,
      params: [{ name: 'code', type: 'string', value: '0' }],
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the job's shell reads the variable
      stages: [stage('run', [shellJob('run', 'exit ${SLIPWAY_PARAM_code}')])],
      notify_ctls: [
        robot('feishu', '/flip-changed', ['changed']),
        robot('dingding', '/flip-every', ['passed', 'failed']),
      ],
    });
    const run = async (code: string) => {
      const id = await runWorkflow(t, 'notify-flip', [{ name: 'code', value: code }]);
      const task = await waitForTask(t, 'notify-flip', id);
      return { id, status: task.status };
    };
    const first = await run('0');
    expect(first.status).toBe('passed');
    await receiver.callsTo('/flip-every', 1);
    const second = await run('1');
    expect(second.status).toBe('failed');
    const [changed] = await receiver.callsTo('/flip-changed', 1);
    expect(changed?.body.card).toMatchObject({
      header: { title: { content: `工作流 notify-flip #${second.id} 执行失败` }, template: 'red' },
    });
    expect(JSON.stringify(changed?.body)).toContain('上次状态: 执行成功');
    const third = await run('1');
    expect(third.status).toBe('failed');
    const every = await receiver.callsTo('/flip-every', 3);
    expect(every.map((call) => (call.body.markdown as { title: string }).title)).toEqual([
      `工作流 notify-flip #${first.id} 执行成功`,
      `工作流 notify-flip #${second.id} 执行失败`,
      `工作流 notify-flip #${third.id} 执行失败`,
    ]);
    // the first run had nothing before it and the third failed like the second: one change only
    expect(receiver.calls.filter((call) => call.path === '/flip-changed')).toHaveLength(1);
  });
});

describe('receivers that fail', () => {
  it('leave the task passed and record a notice, the addresses masked', async () => {
    const down = await closedPort();
    await insertWorkflow(t, {
      name: 'notify-down',
      project: P,
      stages: [stage('build', [shellJob('build', 'echo built')])],
      notify_ctls: [
        {
          webhook_type: 'dingding' as const,
          dingding_webhook: `http://127.0.0.1:${down}/robot/send?access_token=SECRET1`,
          notify_type: ['passed'],
        },
        robot('wechat', '/wechat-500?key=SECRET2', ['passed']),
        robot('feishu', '/feishu-refused/SECRET3', ['passed']),
      ],
    });
    const id = await runWorkflow(t, 'notify-down');
    const task = await waitForTask(t, 'notify-down', id);
    expect(task).toMatchObject({ status: 'passed', error: '' });

    const url = `/api/aslan/workflow/v4/workflowtask/workflow/notify-down/task/${id}/notify_notices`;
    let notices: Array<{ webhook_type: string; reason: string; event: string }> = [];
    while (notices.length < 3) {
      const res = await t.request({ method: 'GET', url, token: t.admin.token });
      expect(res.statusCode).toBe(200);
      notices = res.json();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const byType = Object.fromEntries(notices.map((n) => [n.webhook_type, n]));
    expect(byType.dingding).toMatchObject({
      event: 'passed',
      reason: expect.stringContaining('unreachable'),
    });
    expect(byType.dingding?.reason).toContain(`http://127.0.0.1:${down}/***`);
    expect(byType.wechat?.reason).toContain('HTTP 500');
    expect(byType.feishu?.reason).toContain('error code 19021: sign match fail');
    expect(JSON.stringify(notices)).not.toMatch(/SECRET/);
    // a 500 is tried once more, no more
    expect(receiver.calls.filter((call) => call.path === '/wechat-500')).toHaveLength(2);
    expect((await waitForTask(t, 'notify-down', id)).status).toBe('passed');
  });
});

describe('the bell', () => {
  it('tells the task’s creator when a task ends, if subscribed', async () => {
    await t.request({
      method: 'POST',
      url: '/api/aslan/system/notification/subscribe',
      token: t.admin.token,
      payload: { type: 2, pipelinestatus: '*' },
    });
    await insertWorkflow(t, {
      name: 'notify-bell',
      project: P,
      stages: [stage('build', [shellJob('build', 'echo built')])],
    });
    const id = await runWorkflow(t, 'notify-bell');
    expect((await waitForTask(t, 'notify-bell', id)).status).toBe('passed');
    const notice = {
      task_id: id,
      product_name: P,
      pipeline_name: 'notify-bell',
      type: 'workflow_v4',
      status: 'passed',
    };
    for (;;) {
      const res = await t.request({
        method: 'GET',
        url: '/api/aslan/system/notification',
        token: t.admin.token,
      });
      const found = (res.json() as Array<{ content: unknown }>).find(
        (row) => JSON.stringify(row.content) === JSON.stringify(notice),
      );
      if (found) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});
