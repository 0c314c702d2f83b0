import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption } from './AntSelect';

const cronPath = '/api/aslan/workflow/v4/cron';

/** The Triggers drawer of a custom workflow (its row action on the workflow list): schedules and git triggers. */
export class WorkflowTriggersPage {
  readonly drawer: Locator;
  readonly addSchedule: Locator;
  readonly dialog: Locator;
  readonly submit: Locator;
  readonly number: Locator;
  readonly unit: Locator;
  readonly cron: Locator;

  constructor(private readonly page: Page) {
    this.drawer = page.getByTestId('workflow-triggers');
    this.addSchedule = page.getByTestId('schedule-add');
    this.dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('schedule-submit') });
    this.submit = page.getByTestId('schedule-submit');
    this.number = page.getByTestId('schedule-number');
    this.unit = page.getByTestId('schedule-unit');
    this.cron = page.getByTestId('schedule-cron');
  }

  /** Opens the drawer from the workflow's row and waits for its schedules to be read. */
  async open(workflow: string): Promise<void> {
    const listed = this.page.waitForResponse(
      (response) => new URL(response.url()).pathname === cronPath && response.request().method() === 'GET',
    );
    await this.page.getByTestId(`workflow-triggers-${workflow}`).click();
    expect((await listed).status()).toBe(200);
    await expect(this.drawer.getByTestId('schedule-editor')).toBeVisible();
  }

  /** Picks the trigger way in the dialog by its label. */
  async chooseType(label: string): Promise<void> {
    await this.page.getByTestId('schedule-type').getByText(label, { exact: true }).click();
  }

  async chooseUnit(label: string): Promise<void> {
    await chooseOption(this.page, this.unit, label);
  }

  /** A message shown under a field of the dialog. */
  message(text: string): Locator {
    return this.dialog.locator('.ant-form-item-explain-error').filter({ hasText: text });
  }

  rows(): Locator {
    return this.drawer.locator('[data-testid^="schedule-row-"]');
  }

  /** The id of the one listed item, read from its row. */
  async onlyItemId(): Promise<string> {
    await expect(this.rows()).toHaveCount(1);
    const testId = await this.rows().first().getAttribute('data-testid');
    return (testId ?? '').replace('schedule-row-', '');
  }

  when(id: string): Locator {
    return this.page.getByTestId(`schedule-when-${id}`);
  }

  nextRun(id: string): Locator {
    return this.page.getByTestId(`schedule-next-${id}`);
  }

  enabledSwitch(id: string): Locator {
    return this.page.getByTestId(`schedule-enabled-${id}`);
  }
}
