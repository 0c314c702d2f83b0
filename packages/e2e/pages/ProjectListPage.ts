import { expect, type Locator, type Page } from '@playwright/test';

/** /v1/projects: the projects the user may see, as cards (`project-<name>`), with a search. */
export class ProjectListPage {
  readonly search: Locator;
  readonly loading: Locator;
  /** What is shown instead of cards: no project at all, or none matching the search. */
  readonly nothingShown: Locator;

  constructor(private readonly page: Page) {
    this.search = page.getByTestId('project-search');
    this.loading = page.getByTestId('projects-loading');
    this.nothingShown = page.getByTestId('projects-empty').or(page.getByTestId('projects-no-match'));
  }

  /** Opens the list and waits until the server's answer is on screen. */
  async goto(): Promise<void> {
    const listed = this.page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/v1/picket/projects' &&
        response.request().method() === 'GET',
    );
    await this.page.goto('/v1/projects');
    expect((await listed).status()).toBe(200);
    await expect(this.search).toBeVisible();
    await expect(this.loading).toHaveCount(0);
  }

  card(name: string): Locator {
    return this.page.getByTestId(`project-${name}`);
  }
}
