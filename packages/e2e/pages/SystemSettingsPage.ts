import { expect, type Locator, type Page } from '@playwright/test';
import { responseOf } from '../support/responses';

const jobExecutorPath = '/api/aslan/system/jobExecutor';
const concurrencyPath = '/api/aslan/system/concurrency/workflow';

/** What GET /api/aslan/system/jobExecutor answers (packages/contracts/src/system/job-executor.schema.ts). */
export interface JobExecutorView {
  allow_unsandboxed: boolean;
  sandbox: { available: boolean; tool: string; version: string; reason: string };
  limits: { max_processes: number; max_open_files: number; log_limit_bytes: number };
}

/** /v1/system: the job execution card (sandbox, limits) and the workflow concurrency card. */
export class SystemSettingsPage {
  readonly sandboxStatus: Locator;
  readonly unsandboxedSwitch: Locator;
  readonly unsandboxedNote: Locator;
  readonly processLimit: Locator;
  readonly workflowConcurrency: Locator;
  readonly buildConcurrency: Locator;
  readonly saveConcurrency: Locator;

  constructor(private readonly page: Page) {
    this.sandboxStatus = page.getByTestId('settings-sandbox');
    this.unsandboxedSwitch = page.getByTestId('settings-unsandboxed');
    this.unsandboxedNote = page.getByTestId('settings-unsandboxed-note');
    this.processLimit = page.getByTestId('settings-limit-processes');
    this.workflowConcurrency = page.getByTestId('settings-workflow_concurrency');
    this.buildConcurrency = page.getByTestId('settings-build_concurrency');
    this.saveConcurrency = page.getByTestId('settings-concurrency-save');
  }

  /** Opens the page and waits until both settings are on screen; answers the job executor as loaded. */
  async goto(): Promise<JobExecutorView> {
    const executor = responseOf(this.page, 'GET', jobExecutorPath);
    const concurrency = responseOf(this.page, 'GET', concurrencyPath);
    await this.page.goto('/v1/system');
    const loaded = await executor;
    expect(loaded.status()).toBe(200);
    expect((await concurrency).status()).toBe(200);
    await expect(this.sandboxStatus).toBeVisible();
    await expect(this.workflowConcurrency).toBeVisible();
    return (await loaded.json()) as JobExecutorView;
  }

  /** Types the number of tasks run at once and saves; answers what the server saved. */
  async setWorkflowConcurrency(tasks: number): Promise<unknown> {
    await this.workflowConcurrency.fill(String(tasks));
    const saved = responseOf(this.page, 'POST', concurrencyPath);
    await this.saveConcurrency.click();
    const response = await saved;
    expect(response.status()).toBe(200);
    return response.json();
  }
}
