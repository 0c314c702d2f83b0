import type { Locator, Page } from '@playwright/test';

/** What the main layout shows on every page: quick links, the notification bell, notices and banners. */
export class HeaderBar {
  readonly quickLinks: Locator;
  readonly bell: Locator;
  readonly bellBadge: Locator;
  readonly notificationPanel: Locator;
  readonly subscription: Locator;
  readonly smtpMissing: Locator;

  constructor(private readonly page: Page) {
    this.quickLinks = page.getByTestId('quick-links');
    this.bell = page.getByTestId('notification-bell');
    this.bellBadge = page.getByTestId('notification-badge');
    this.notificationPanel = page.getByTestId('notification-panel');
    this.subscription = page.getByTestId('notification-subscribe');
    this.smtpMissing = page.getByTestId('smtp-missing');
  }

  /** A quick link of the header's list, by its text. */
  quickLink(name: string): Locator {
    return this.page.locator('[data-testid^="quick-link-"]').filter({ hasText: name });
  }

  announcement(title: string): Locator {
    return this.page.getByTestId('announcement-banner').locator('.ant-alert').filter({ hasText: title });
  }
}
