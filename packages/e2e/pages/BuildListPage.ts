import { expect, type Locator, type Page } from '@playwright/test';
import { responseOf } from '../support/responses';

/** projects/detail/<project>/builds: the project's builds. */
export class BuildListPage {
  readonly create: Locator;

  constructor(private readonly page: Page) {
    this.create = page.getByTestId('build-create');
  }

  path(project: string): string {
    return `/v1/projects/detail/${encodeURIComponent(project)}/builds`;
  }

  /** Opens the list and waits until the server's answer is on screen. */
  async goto(project: string): Promise<void> {
    const listed = responseOf(this.page, 'GET', '/api/aslan/build/build');
    await this.page.goto(this.path(project));
    expect((await listed).status()).toBe(200);
  }

  row(build: string): Locator {
    return this.page.getByTestId(`build-row-${build}`);
  }
}
