import type { APIRequestContext } from '@playwright/test';
import { PodShellPage } from '../pages/PodShellPage';
import type { LoginResponse } from '../support/api';
import { runDataDir } from '../support/dataDir';
import { BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { makeSleepingBusyboxImage, podmanWorks, removeImage, removePodsNamed } from '../support/podmanImage';
import { storeSessionOf } from '../support/session';

/**
 * The pod shell against the real server and a real pod on the built-in local cluster (podman):
 * connecting → open, a typed command's output, closing, and a shell of a pod that is gone. The image,
 * project and namespace carry this run's unique id, so cleaning up touches nothing else.
 */
const ID = `${process.pid}${Date.now().toString(36)}`.slice(-8);
const IMAGE = `localhost/slipway-e2e-shell-${ID}:1`;
const PROJECT = `e2e-shell-${ID}`;
const ENV = 'dev';
const NAMESPACE = `${PROJECT}-env-${ENV}`;
const SERVICE = 'sleeper';
const CONTAINER = 'main';
const q = `projectName=${PROJECT}`;

const serviceYaml = `apiVersion: apps/v1
kind: Deployment
metadata: {name: ${SERVICE}}
spec:
  replicas: 1
  selector: {matchLabels: {app: ${SERVICE}}}
  template:
    metadata: {labels: {app: ${SERVICE}}}
    spec:
      containers:
        - name: ${CONTAINER}
          image: ${IMAGE}
`;

const hasPodman = podmanWorks();
const dataDir = runDataDir();
let request: APIRequestContext;
let admin: LoginResponse;

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, data?: unknown) {
  const response = await request.fetch(url, {
    method,
    data,
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  if (!response.ok()) throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
  return response.json();
}

interface ServiceDetail {
  scales: { pods: { name: string; status: string; containers: { name: string }[] }[] }[];
}

async function runningPod(): Promise<string> {
  const detail: ServiceDetail = await call(
    'GET',
    `/api/aslan/environment/environments/${ENV}/services/${SERVICE}?${q}&envType=`,
  );
  const pod = detail.scales[0]?.pods[0];
  expect(pod?.status.toLowerCase()).toBe('running');
  return pod?.name ?? '';
}

test.describe
  .serial('pod shell on the local cluster', () => {
    test.skip(!hasPodman, 'podman is not installed on this machine, so the local cluster cannot run pods');
    test.setTimeout(180_000);
    let podName = '';

    test.beforeAll(async ({ playwright, api, adminSession }) => {
      test.setTimeout(300_000);
      request = await playwright.request.newContext({ baseURL: BASE_URL });
      admin = adminSession;
      makeSleepingBusyboxImage(dataDir, IMAGE);
      await api.createProject(admin, { name: PROJECT, alias: PROJECT, type: 'k8s' });
      await call('POST', `/api/aslan/service/services?${q}&force=false`, {
        product_name: PROJECT,
        service_name: SERVICE,
        type: 'k8s',
        yaml: serviceYaml,
        source: 'spock',
        variable_yaml: '',
      });
      await call('POST', `/api/aslan/environment/environments?${q}`, {
        product_name: PROJECT,
        cluster_id: '',
        env_name: ENV,
        source: 'spock',
        namespace: NAMESPACE,
        vars: [],
        services: [[{ service_name: SERVICE, type: 'k8s', containers: [{ name: CONTAINER, image: IMAGE }] }]],
      });
      await expect
        .poll(async () => (await call('GET', `/api/aslan/environment/environments/${ENV}?${q}`)).status, {
          timeout: 180_000,
          intervals: [1_000],
        })
        .toBe('Running');
      podName = await runningPod();
    });

    test.afterAll(async () => {
      test.setTimeout(120_000);
      if (!hasPodman) return;
      await call('DELETE', `/api/v1/picket/projects/${PROJECT}?is_delete=true`).catch(() => {});
      removePodsNamed(dataDir, NAMESPACE);
      removeImage(dataDir, IMAGE);
      await request?.dispose();
    });

    test('a shell connects, runs a typed command and shows the closed state when the shell exits', async ({
      page,
      api,
    }) => {
      const shell = new PodShellPage(page);
      const word = `shell-${ID}`;
      await storeSessionOf(page, api, admin);
      await shell.goto(PROJECT, ENV, SERVICE);

      await test.step('opening the container goes from connecting to open', async () => {
        // the socket is held until the page has seen the connecting state, which is otherwise too brief
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.routeWebSocket(/\/api\/podexec\//, async (socket) => {
          await held;
          socket.connectToServer();
        });
        await shell.open(podName, CONTAINER);
        await expect(shell.phase).toHaveText('连接中');
        release();
        await expect(shell.phase).toHaveText('已连接');
        await expect(shell.message).toHaveCount(0);
      });

      await test.step('a typed command runs in the container and its output is shown', async () => {
        await shell.typeLine(`echo ${word}`);
        // the echoed command line and the command's own output: the word appears twice
        await expect
          .poll(async () => (await shell.screen.innerText()).split(word).length - 1, { timeout: 15_000 })
          .toBeGreaterThanOrEqual(2);
      });

      await test.step('when the shell exits the window shows closed and asks to retry', async () => {
        await shell.typeLine('exit');
        await expect(shell.phase).toHaveText('已关闭');
        await expect(shell.message).toHaveText('系统信息：容器连接已关闭，请关闭窗口后重试');
        await expect(shell.screen).toContainText('连接已关闭');
        await shell.closeWindow();
        await expect(shell.dialog).toHaveCount(0);
      });
    });

    test('a shell of a pod that is gone shows the error state and asks to retry', async ({ page, api }) => {
      const shell = new PodShellPage(page);
      await storeSessionOf(page, api, admin);
      await shell.goto(PROJECT, ENV, SERVICE);
      await expect(shell.shellButton(podName, CONTAINER)).toBeVisible();
      // the pod disappears under the open page, as when it is deleted from the cluster
      removePodsNamed(dataDir, podName);
      await shell.open(podName, CONTAINER);
      await expect(shell.phase).toHaveText('出错');
      await expect(shell.message).toHaveText('系统信息：连接出错，请关闭窗口后重试');
    });
  });
