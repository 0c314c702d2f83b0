import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The log drawer of a job (packages/web/src/components/LogTerminal): the xterm, the rows it shows
 * on screen, the search box and the job's status.
 */
export class JobLog {
  readonly terminal: Locator;
  /** the terminal's rows on screen (read with `useInnerText`: one line per row) */
  readonly text: Locator;
  readonly search: Locator;
  readonly matchCount: Locator;
  readonly noMatch: Locator;
  readonly jobStatus: Locator;

  constructor(page: Page) {
    this.terminal = page.getByTestId('log-terminal');
    this.text = page.getByTestId('log-screen').locator('.xterm-rows');
    this.search = page.getByTestId('log-search');
    this.matchCount = page.getByTestId('log-match-count');
    this.noMatch = page.getByTestId('log-no-match');
    this.jobStatus = page.getByTestId('log-job-status');
  }

  /** Closes the drawer with Escape (its mask covers the task page meanwhile). */
  async close(): Promise<void> {
    await this.search.press('Escape');
    await expect(this.terminal).toHaveCount(0);
  }
}
