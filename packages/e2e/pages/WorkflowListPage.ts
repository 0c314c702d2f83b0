import { expect, type Locator, type Page } from '@playwright/test';
import { responseOf } from '../support/responses';

const workflowsPath = '/api/aslan/workflow/v4';
const tasksPath = '/api/aslan/workflow/v4/workflowtask';

/** /v1/projects/detail/<project>/pipelines: the project's custom workflows, with create and run. */
export class WorkflowListPage {
  readonly create: Locator;
  readonly loading: Locator;
  /** The run dialog's submit button (enabled once the workflow's params are loaded). */
  readonly runSubmit: Locator;

  constructor(private readonly page: Page) {
    this.create = page.getByTestId('workflow-create');
    this.loading = page.getByTestId('workflows-loading');
    this.runSubmit = page.getByTestId('run-submit');
  }

  path(project: string): string {
    return `/v1/projects/detail/${encodeURIComponent(project)}/pipelines`;
  }

  /** Opens the list and waits until the server's answer is on screen. */
  async goto(project: string): Promise<void> {
    const listed = responseOf(
      this.page,
      'GET',
      workflowsPath,
      (url) => url.searchParams.get('project') === project,
    );
    await this.page.goto(this.path(project));
    expect((await listed).status()).toBe(200);
    await expect(this.loading).toHaveCount(0);
  }

  row(workflow: string): Locator {
    return this.page.getByTestId(`workflow-row-${workflow}`);
  }

  runButton(workflow: string): Locator {
    return this.page.getByTestId(`workflow-run-${workflow}`);
  }

  /**
   * Runs a workflow without params from its row and answers the new task's id; the app opens the
   * task detail by itself.
   */
  async run(workflow: string): Promise<number> {
    await this.runButton(workflow).click();
    await expect(this.runSubmit).toBeEnabled();
    const started = responseOf(this.page, 'POST', tasksPath);
    await this.runSubmit.click();
    const response = await started;
    expect(response.status()).toBe(200);
    // the dialog posts the workflow back, as the portal's run dialog does
    expect(response.request().postDataJSON()).toMatchObject({ name: workflow });
    const { task_id } = (await response.json()) as { task_id: number };
    return task_id;
  }
}
