import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The log drawer of a job (packages/web/src/components/LogTerminal): the xterm, the plain text of
 * what it shows (`log-text`, kept off screen for tests), the search box and the job's status.
 */
export class JobLog {
  readonly terminal: Locator;
  readonly text: Locator;
  readonly search: Locator;
  readonly matchCount: Locator;
  readonly jobStatus: Locator;

  constructor(page: Page) {
    this.terminal = page.getByTestId('log-terminal');
    this.text = page.getByTestId('log-text');
    this.search = page.getByTestId('log-search');
    this.matchCount = page.getByTestId('log-match-count');
    this.jobStatus = page.getByTestId('log-job-status');
  }

  /** Closes the drawer with Escape (its mask covers the task page meanwhile). */
  async close(): Promise<void> {
    await this.search.press('Escape');
    await expect(this.terminal).toHaveCount(0);
  }
}
