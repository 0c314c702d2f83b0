import type { Locator, Page } from '@playwright/test';
import { BuildRepoSelect } from './BuildRepoSelect';

/** builds/create and builds/detail/<build>: the build form. */
export class BuildEditorPage {
  readonly name: Locator;
  readonly targets: Locator;
  readonly image: Locator;
  readonly script: Locator;
  readonly save: Locator;
  readonly problem: Locator;
  readonly repos: BuildRepoSelect;

  constructor(private readonly page: Page) {
    this.name = page.getByTestId('build-name');
    this.targets = page.getByTestId('build-targets');
    this.image = page.getByTestId('build-image');
    this.script = page.getByTestId('build-script').locator('.cm-content');
    this.save = page.getByTestId('build-save');
    this.problem = page.getByTestId('build-problem');
    this.repos = new BuildRepoSelect(page);
  }

  /** Types a service module that is not listed (`service/module`, or one name for both). */
  async typeTarget(target: string): Promise<void> {
    await this.targets.click();
    await this.targets.locator('input').fill(target);
    await this.targets.locator('input').press('Enter');
    await this.name.click();
  }

  /** Replaces the build script in the code editor. */
  async setScript(script: string): Promise<void> {
    await this.script.click();
    await this.page.keyboard.press('ControlOrMeta+a');
    await this.page.keyboard.press('Delete');
    await this.script.fill(script);
  }
}
