import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HeaderBar } from '../pages/HeaderBar';
import { uniqueAccount } from '../support/api';
import { BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { responseOf } from '../support/responses';
import { storeSessionOf } from '../support/session';

/** What the DingTalk robot was sent: the path and the JSON body of each request. */
interface Received {
  path: string;
  contentType: string;
  body: Record<string, unknown>;
}

/**
 * DingTalk's robot is a public service this machine cannot reach: a local HTTP server stands in for
 * it, answering as DingTalk does (`errcode: 0`), and keeps what it was sent.
 */
async function startRobot(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const server: Server = createServer((request, response) => {
    void read(request).then((text) => {
      received.push({
        path: request.url ?? '',
        contentType: request.headers['content-type'] ?? '',
        body: JSON.parse(text) as Record<string, unknown>,
      });
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ errcode: 0, errmsg: 'ok' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test('a DingTalk notification set in the editor is sent when the task passes, and the bell shows the task', async ({
  page,
  api,
  adminSession,
  workflowListPage,
  workflowEditorPage: editor,
  taskDetailPage: task,
}) => {
  test.setTimeout(120_000);
  const robot = await startRobot();
  const project = uniqueAccount('ntf');
  const workflow = uniqueAccount('notified');
  await api.createProject(adminSession, { name: project, alias: project, type: 'k8s' });
  await api.createWorkflow(adminSession, {
    name: workflow,
    project,
    stages: [
      {
        name: 'build',
        jobs: [
          {
            name: 'hello',
            type: 'freestyle',
            spec: { steps: [{ name: 's', type: 'shell', spec: { script: 'echo hello' } }] },
          },
        ],
      },
    ],
  });
  // the bell lists the creator's task notices once they subscribe (the header's switch)
  const subscribed = await page.request.post(`${BASE_URL}/api/aslan/system/notification/subscribe`, {
    headers: { Authorization: `Bearer ${adminSession.token}` },
    data: { type: 2, pipelinestatus: '*' },
  });
  expect(subscribed.status()).toBe(200);
  await storeSessionOf(page, api, adminSession);

  try {
    await test.step('the notify section gets a DingTalk robot for passed and failed tasks', async () => {
      await page.goto(`${workflowListPage.path(project)}/custom/edit/${workflow}`);
      await expect(editor.name).toHaveValue(workflow);
      await page.getByTestId('wf-add-notify').click();
      const item = page.getByTestId('notify-0');
      await expect(item).toBeVisible();
      // DingTalk is the type a new notification starts with
      await expect(item.getByTestId('notify-0-type')).toContainText('钉钉');
      await item.getByTestId('notify-0-address').fill(`${robot.url}/robot/send?access_token=e2e`);
      const events = item.getByTestId('notify-0-events');
      await events.getByLabel('任务成功').check();
      await events.getByLabel('任务失败').check();

      const saved = responseOf(page, 'PUT', `/api/aslan/workflow/v4/${workflow}`);
      await editor.save.click();
      expect((await saved).status()).toBe(200);
      const stored = (await api.preset(adminSession, workflow)) as unknown as { notify_ctls: unknown[] };
      expect(stored.notify_ctls).toEqual([
        expect.objectContaining({
          enabled: true,
          webhook_type: 'dingding',
          dingding_webhook: `${robot.url}/robot/send?access_token=e2e`,
        }),
      ]);
      expect((stored.notify_ctls[0] as { notify_type: string[] }).notify_type.sort()).toEqual([
        'failed',
        'passed',
      ]);
    });

    let taskId = 0;
    await test.step('the workflow runs from the list and its task passes', async () => {
      await workflowListPage.goto(project);
      taskId = await workflowListPage.run(workflow);
      await expect(page).toHaveURL(BASE_URL + task.path(project, workflow, taskId));
      await expect(task.status).toHaveAttribute('data-status', 'passed', { timeout: 60_000 });
    });

    await test.step('the robot got one DingTalk markdown message naming the workflow and the status', async () => {
      await expect.poll(() => robot.received.length, { timeout: 30_000 }).toBe(1);
      const [message] = robot.received;
      expect(message!.path).toBe('/robot/send?access_token=e2e');
      expect(message!.contentType).toContain('application/json');
      const title = `工作流 ${workflow} #${taskId} 执行成功`;
      expect(message!.body).toEqual({
        msgtype: 'markdown',
        markdown: { title, text: expect.stringContaining(`### ${title}`) },
        at: { atMobiles: [], isAtAll: false },
      });
      const text = (message!.body.markdown as { text: string }).text;
      expect(text).toContain(`- 工作流: ${workflow}`);
      expect(text).toContain('- 状态: 执行成功');
      expect(text).toContain(`/pipelines/custom/${workflow}/${taskId}?status=passed`);
      // nothing more comes: created was not asked for
      await page.waitForTimeout(1000);
      expect(robot.received).toHaveLength(1);
    });

    await test.step('the header bell lists the passed task', async () => {
      const header = new HeaderBar(page);
      // the bell reads its notices on load and then once a minute: a reload reads them now
      await page.reload();
      await header.bell.click();
      const notice = header.notificationPanel.getByRole('link', { name: `${workflow} #${taskId}` });
      await expect(notice).toBeVisible();
      await expect(notice).toHaveAttribute('href', `${task.path(project, workflow, taskId)}?status=passed`);
    });
  } finally {
    await robot.close();
  }
});
