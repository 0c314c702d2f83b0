import { expect, type Locator, type Page } from '@playwright/test';

/** The columns of the audit table, in order (packages/web/src/features/system/pages/AuditLogPage.tsx). */
const columns = ['time', 'user', 'method', 'project', 'function', 'name', 'status', 'detail'] as const;
type Column = (typeof columns)[number];

/** /v1/system/auditlog: the filter form, the table of records and one record's detail drawer. */
export class AuditLogPage {
  readonly table: Locator;
  readonly projectFilter: Locator;
  readonly search: Locator;
  readonly detail: Locator;
  readonly detailBody: Locator;

  constructor(private readonly page: Page) {
    this.table = page.getByTestId('audit-table');
    this.projectFilter = page.getByTestId('audit-filter-project');
    this.search = page.getByTestId('audit-filter-submit');
    this.detail = page.getByTestId('audit-detail');
    this.detailBody = page.getByTestId('audit-detail-body');
  }

  async goto(): Promise<void> {
    const listed = this.listed();
    await this.page.goto('/v1/system/auditlog');
    expect((await listed).status()).toBe(200);
    await expect(this.table).toBeVisible();
  }

  /** Searches the records of one project, as the portal asks (`projectName`), until the server answers. */
  async filterByProject(project: string): Promise<void> {
    await this.projectFilter.fill(project);
    const listed = this.listed((url) => url.searchParams.get('projectName') === project);
    await this.search.click();
    expect((await listed).status()).toBe(200);
  }

  rows(): Locator {
    return this.table.locator('[data-testid^="audit-row-"]');
  }

  /** The rows of what was done (`method`) in an area (`function`) to an object (`name`), each exactly. */
  rowsOf(entry: { method: string; function: string; name: string }): Locator {
    let rows = this.rows();
    for (const column of ['method', 'function', 'name'] as const) {
      rows = rows.filter({ has: this.page.getByRole('cell', { name: entry[column], exact: true }) });
    }
    return rows;
  }

  cell(row: Locator, column: Column): Locator {
    return row.getByRole('cell').nth(columns.indexOf(column));
  }

  async openDetail(row: Locator): Promise<void> {
    await row.locator('[data-testid^="audit-view-"]').click();
    await expect(this.detail).toBeVisible();
  }

  private listed(matches: (url: URL) => boolean = () => true) {
    return this.page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname === '/api/aslan/system/operation' &&
        response.request().method() === 'GET' &&
        matches(url)
      );
    });
  }
}
