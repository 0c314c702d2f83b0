import { expect, type Locator, type Page } from '@playwright/test';
import { responseOf } from '../support/responses';
import { JobLog } from './JobLog';

const tasksPath = '/api/aslan/workflow/v4/workflowtask';

/** pipelines/custom/<workflow>/<task>: the task's status, its stages and jobs, approvals and cancel. */
export class TaskDetailPage {
  readonly title: Locator;
  /** The task's status tag (`data-status` holds the status itself). */
  readonly status: Locator;
  readonly cancel: Locator;
  readonly cancelConfirm: Locator;
  readonly approveComment: Locator;
  readonly approveSubmit: Locator;

  constructor(private readonly page: Page) {
    this.title = page.getByTestId('task-title');
    this.status = page.getByTestId('task-status');
    this.cancel = page.getByTestId('task-cancel');
    this.cancelConfirm = page.getByTestId('task-cancel-confirm');
    this.approveComment = page.getByTestId('approve-comment');
    this.approveSubmit = page.getByTestId('approve-submit');
  }

  path(project: string, workflow: string, taskId: number): string {
    return `/v1/projects/detail/${encodeURIComponent(project)}/pipelines/custom/${encodeURIComponent(workflow)}/${taskId}`;
  }

  /** A stage column of the graph (`data-status` holds its status). */
  stage(name: string): Locator {
    return this.page.getByTestId(`stage-${name}`);
  }

  /** A job card of the graph (`data-status` holds its status, '' before it starts). */
  job(name: string): Locator {
    return this.page.getByTestId(`job-${name}`);
  }

  /** A reviewer's decision tag in a stage's approval. */
  reviewer(stage: string, user: string): Locator {
    return this.page.getByTestId(`approver-${stage}-${user}`);
  }

  approveButton(stage: string): Locator {
    return this.page.getByTestId(`approve-${stage}`);
  }

  /** Clicks a job card and answers its log, once the drawer shows it. */
  async openLog(job: string): Promise<JobLog> {
    await this.job(job).click();
    const log = new JobLog(this.page);
    await expect(log.terminal).toBeVisible();
    return log;
  }

  /** Approves a stage with a comment and waits until the server has taken it. */
  async approve(stage: string, comment: string): Promise<void> {
    await this.approveButton(stage).click();
    await this.approveComment.fill(comment);
    const approved = responseOf(this.page, 'POST', `${tasksPath}/approve`);
    await this.approveSubmit.click();
    expect((await approved).status()).toBe(200);
    await expect(this.approveSubmit).toBeHidden();
  }

  /** Cancels the task through the confirm dialog and waits until the server has taken it. */
  async cancelTask(workflow: string, taskId: number): Promise<void> {
    await this.cancel.click();
    const cancelled = responseOf(
      this.page,
      'DELETE',
      `${tasksPath}/workflow/${encodeURIComponent(workflow)}/task/${taskId}`,
    );
    await this.cancelConfirm.click();
    expect((await cancelled).status()).toBe(200);
  }
}
