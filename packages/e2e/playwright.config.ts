import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { runDataDir } from './support/dataDir';
import { ADMIN, BASE_URL, E2E_PORT } from './support/env';

const here = path.dirname(fileURLToPath(import.meta.url));

const dataDir = runDataDir();

/**
 * Debian's /usr/bin/chromium is a wrapper that adds --enable-gpu-rasterization and loads extensions:
 * with no GPU that rasterises every frame in software, which on two cores starves the server under
 * test. The binary behind it takes only the flags given here.
 */
function chromiumBinary(): string {
  const plain = '/usr/lib/chromium/chromium';
  return existsSync(plain) ? plain : '/usr/bin/chromium';
}

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // A test that fails is run once more: on two shared cores a page can miss a frame under load. A
  // real break fails both times; the runner lists the tests that passed only on the second try.
  retries: 1,
  // Two cores hold the server, podman pods and the browser: a second worker only makes every test
  // slower and pushes single-page tests past their time limit.
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: path.join(here, '../../reports/e2e.json') }]],
  use: {
    baseURL: BASE_URL,
    headless: true,
    // The product's own default language is Chinese; pin the browser to it so runs do not depend on the host.
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: 'off',
    launchOptions: {
      executablePath: chromiumBinary(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'node ../server/dist/main.js',
    cwd: here,
    url: `${BASE_URL}/api/health`,
    // Never pick up a server (and database) left over from another run.
    reuseExistingServer: false,
    timeout: 60_000,
    // SIGTERM lets the server close the embedded database and release its pid lock.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: ADMIN.password,
      // CI sets DATABASE_URL for the server's own tests; e2e always uses the embedded database.
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
  },
});
