import { expect, type Locator, type Page } from '@playwright/test';

/** /v1/system/config/manage/link: the quick links of every page's header. */
export class QuickLinksSettingsPage {
  readonly create: Locator;
  readonly name: Locator;
  readonly url: Locator;
  readonly submit: Locator;

  constructor(private readonly page: Page) {
    this.create = page.getByTestId('link-create');
    this.name = page.getByTestId('link-name');
    this.url = page.getByTestId('link-url');
    this.submit = page.getByTestId('link-submit');
  }

  async goto(): Promise<void> {
    await this.page.goto('/v1/system/config/manage/link');
    await expect(this.page.getByTestId('link-table')).toBeVisible();
  }

  row(name: string): Locator {
    return this.page.locator('[data-testid^="link-row-"]').filter({ hasText: name });
  }

  deleteButton(row: Locator): Locator {
    return row.locator('[data-testid^="link-delete-"]');
  }

  /** The 'delete' answer of the question the delete link asks. */
  confirmDelete(): Locator {
    return this.page.locator('.ant-popconfirm-buttons .ant-btn-dangerous');
  }
}

/** /v1/system/config/manage/mail: the SMTP server and sender. */
export class MailSettingsPage {
  readonly notConfigured: Locator;
  readonly settings: Locator;
  readonly edit: Locator;
  readonly submit: Locator;

  constructor(private readonly page: Page) {
    this.notConfigured = page.getByTestId('mail-not-configured');
    this.settings = page.getByTestId('mail-settings');
    this.edit = page.getByTestId('mail-edit');
    this.submit = page.getByTestId('mail-submit');
  }

  async goto(): Promise<void> {
    await this.page.goto('/v1/system/config/manage/mail');
    await expect(this.edit).toBeVisible();
  }

  /** A field of the form: host, port, username, password, address, display-name. */
  field(name: 'host' | 'port' | 'username' | 'password' | 'address' | 'display-name'): Locator {
    return this.page.getByTestId(`mail-${name}`);
  }
}

/** /v1/system/announcement: the announcements and their form. */
export class AnnouncementsSettingsPage {
  readonly create: Locator;
  readonly title: Locator;
  readonly content: Locator;
  readonly submit: Locator;

  constructor(private readonly page: Page) {
    this.create = page.getByTestId('announcement-create');
    this.title = page.getByTestId('announcement-title');
    this.content = page.getByTestId('announcement-content');
    this.submit = page.getByTestId('announcement-submit');
  }

  async goto(): Promise<void> {
    await this.page.goto('/v1/system/announcement');
    await expect(this.page.getByTestId('announcement-table')).toBeVisible();
  }

  /** Picks a priority by its label (高 / 中 / 低). */
  async choosePriority(label: string): Promise<void> {
    await this.page.getByTestId('announcement-priority').getByText(label, { exact: true }).click();
  }

  /** Types the time window into the range picker, as 'YYYY-MM-DD HH:mm'. */
  async typeWindow(start: string, end: string): Promise<void> {
    const inputs = this.page.locator('.ant-modal .ant-picker-range input');
    await inputs.first().click();
    await inputs.first().fill(start);
    await inputs.first().press('Enter');
    await inputs.last().fill(end);
    await inputs.last().press('Enter');
  }

  row(title: string): Locator {
    return this.page.locator('[data-testid^="announcement-row-"]').filter({ hasText: title });
  }
}
