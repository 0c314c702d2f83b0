import { expect, type Locator, type Page } from '@playwright/test';

/** The workflow editor's form of a `zadig-build` job. */
export class BuildJobForm {
  readonly form: Locator;
  readonly name: Locator;
  readonly services: Locator;
  readonly save: Locator;

  constructor(private readonly page: Page) {
    this.form = page.getByTestId('job-form');
    this.name = this.form.getByTestId('job-name');
    this.services = this.form.getByTestId('build-job-services');
    this.save = this.form.getByTestId('job-save');
  }

  /** Adds a build job to a stage from the editor's menu of job kinds. */
  async addTo(stageIndex: number): Promise<void> {
    await this.page.getByTestId(`stage-add-typed-job-${stageIndex}`).click();
    await this.page.getByTestId(`stage-${stageIndex}-add-zadig-build`).click();
    await expect(this.services).toBeVisible();
  }

  /**
   * Builds a service module (`module(service)` as listed) with the build first offered for it, and
   * waits until the build's repository shows with its default branch.
   */
  async build(module: string, branch: string): Promise<void> {
    // the option list opens with an animation; a click during it can miss, so the choice is retried
    const chosen = this.services.locator('.ant-select-selection-item').filter({ hasText: module });
    await expect(async () => {
      if ((await chosen.count()) === 0) {
        await this.services.click();
        await this.page
          .locator('.ant-select-dropdown:visible .ant-select-item-option')
          .filter({ hasText: module })
          .click({ timeout: 2_000 });
      }
      await expect(chosen).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await this.name.click();
    await expect(this.form.getByTestId('build-job-entry-0-branch-0')).toHaveValue(branch);
  }
}
