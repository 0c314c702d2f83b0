import { expect, type Locator, type Page } from '@playwright/test';

/** /v1/projects/detail/<name>/policy: the project's policies and the policy dialog. */
export class ProjectPoliciesPage {
  readonly create: Locator;
  readonly submit: Locator;
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.create = page.getByTestId('policy-create');
    this.submit = page.getByTestId('policy-submit');
    this.dialog = page.getByRole('dialog');
  }

  async goto(project: string): Promise<void> {
    await this.page.goto(`/v1/projects/detail/${project}/policy`);
    await expect(this.create).toBeEnabled();
  }

  policy(name: string): Locator {
    return this.page.getByTestId(`policy-${name}`);
  }

  /** Fills the dialog's first rule: the named workflows (typed, Enter after each) and the verbs on them. */
  async fillWorkflowRule(
    name: string,
    workflows: readonly string[],
    verbs: readonly string[],
  ): Promise<void> {
    await this.page.getByTestId('policy-name').fill(name);
    const items = this.page.getByTestId('policy-rule-resources-0').locator('input');
    for (const workflow of workflows) {
      await items.fill(workflow);
      await items.press('Enter');
    }
    for (const verb of verbs) await this.page.getByTestId(`policy-rule-0-${verb}`).click();
  }
}
