import type { Locator, Page } from '@playwright/test';

/** A service's page in an environment, with the shell window of one of its pods' containers. */
export class PodShellPage {
  readonly dialog: Locator;
  readonly phase: Locator;
  readonly message: Locator;
  /** The rows xterm renders its screen into. */
  readonly screen: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog');
    this.phase = this.dialog.getByTestId('pod-shell-phase');
    this.message = this.dialog.getByTestId('pod-shell-message');
    this.screen = this.dialog.getByTestId('pod-shell-terminal').locator('.xterm-rows');
  }

  async goto(project: string, envName: string, service: string): Promise<void> {
    await this.page.goto(
      `/v1/projects/detail/${encodeURIComponent(project)}/envs/detail/${encodeURIComponent(service)}?envName=${encodeURIComponent(envName)}`,
    );
  }

  shellButton(podName: string, containerName: string): Locator {
    return this.page.getByTestId(`pod-shell-${podName}-${containerName}`);
  }

  async open(podName: string, containerName: string): Promise<void> {
    await this.shellButton(podName, containerName).click();
  }

  /** Types a line into the terminal, as a user would, ending it with Enter. */
  async typeLine(text: string): Promise<void> {
    await this.dialog.getByTestId('pod-shell-terminal').click();
    await this.page.keyboard.type(text);
    await this.page.keyboard.press('Enter');
  }

  async closeWindow(): Promise<void> {
    await this.dialog.locator('.ant-modal-close').click();
  }
}
