import { expect, type Locator, type Page } from '@playwright/test';
import { responseOf } from '../support/responses';

const projectPath = (project: string) => `/v1/projects/detail/${encodeURIComponent(project)}`;

/** projects/detail/<project>/test and the test form it opens. */
export class TestListPage {
  readonly create: Locator;
  readonly name: Locator;
  readonly script: Locator;
  readonly junitDir: Locator;
  readonly save: Locator;

  constructor(private readonly page: Page) {
    this.create = page.getByTestId('test-create');
    this.name = page.getByTestId('test-name');
    this.script = page.getByTestId('test-script');
    this.junitDir = page.getByTestId('test-junit-dir');
    this.save = page.getByTestId('test-save');
  }

  /** Opens the list and waits until the server's answer is on screen. */
  async goto(project: string): Promise<void> {
    const listed = responseOf(this.page, 'GET', '/api/aslan/testing/test');
    await this.page.goto(`${projectPath(project)}/test`);
    expect((await listed).status()).toBe(200);
  }

  row(test: string): Locator {
    return this.page.getByTestId(`test-row-${test}`);
  }

  run(test: string): Locator {
    return this.page.getByTestId(`test-run-${test}`);
  }
}

/** A run of a test: its status and report. */
export class TestTaskPage {
  readonly status: Locator;
  readonly report: Locator;
  readonly total: Locator;
  readonly failures: Locator;
  /** the log's rows the terminal shows on screen */
  readonly log: Locator;

  constructor(private readonly page: Page) {
    this.status = page.getByTestId('test-task-status');
    this.log = page.getByTestId('log-screen').locator('.xterm-rows');
    this.report = page.getByTestId('test-report');
    this.total = page.getByTestId('report-total');
    this.failures = page.getByTestId('report-failures');
  }

  testCase(name: string): { status: Locator; problem: Locator } {
    const row = this.page.getByTestId(`test-case-${name}`);
    return { status: row.getByTestId('test-case-status'), problem: row.getByTestId('test-case-problem') };
  }
}

/** projects/detail/<project>/scanner, the scanner form and a scan's page. */
export class ScannerPages {
  readonly create: Locator;
  readonly name: Locator;
  readonly script: Locator;
  readonly save: Locator;
  readonly runStart: Locator;
  readonly taskStatus: Locator;

  constructor(private readonly page: Page) {
    this.create = page.getByTestId('scanner-create');
    this.name = page.getByTestId('scanner-name');
    this.script = page.getByTestId('scanner-script');
    this.save = page.getByTestId('scanner-save');
    this.runStart = page.getByTestId('scan-run-start');
    this.taskStatus = page.getByTestId('scan-task-status');
  }

  async goto(project: string): Promise<void> {
    const listed = responseOf(this.page, 'GET', '/api/aslan/testing/scanning');
    await this.page.goto(`${projectPath(project)}/scanner`);
    expect((await listed).status()).toBe(200);
  }

  /** Chooses the script scanner ('other'): its exit code is the gate. */
  async chooseScriptScanner(): Promise<void> {
    await this.page.getByTestId('scanner-type').locator('input[value="other"]').check();
    await expect(this.script).toBeVisible();
  }

  row(scanner: string): Locator {
    return this.page.getByTestId(`scanner-row-${scanner}`);
  }

  run(scanner: string): Locator {
    return this.page.getByTestId(`scanner-run-${scanner}`);
  }

  /** the log's rows the terminal shows on screen */
  log(): Locator {
    return this.page.getByTestId('log-screen').locator('.xterm-rows');
  }
}
