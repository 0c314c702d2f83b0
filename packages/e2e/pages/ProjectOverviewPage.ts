import type { Locator, Page } from '@playwright/test';

/** /v1/projects/detail/<name>/…: the project's title and tabs, and the overview tab's card. */
export class ProjectOverviewPage {
  readonly title: Locator;
  readonly edit: Locator;
  readonly remove: Locator;
  readonly membersCount: Locator;

  constructor(private readonly page: Page) {
    this.title = page.getByTestId('project-title');
    this.edit = page.getByTestId('project-edit');
    this.remove = page.getByTestId('project-delete');
    this.membersCount = page.getByTestId('project-members-count');
  }

  path(name: string, tab = 'detail'): string {
    return `/v1/projects/detail/${encodeURIComponent(name)}/${tab}`;
  }

  /** A tab of the project by its route segment (`detail`, `rbac`, `policy`…). */
  tab(key: string): Locator {
    return this.page.getByTestId(`project-tab-${key}`);
  }
}
