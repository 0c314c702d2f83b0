import type { Locator, Page } from '@playwright/test';

/** antd's toasts (message) and notifications, which the app uses for every kind of feedback. */
export class Feedback {
  constructor(private readonly page: Page) {}

  /** A toast (antd message) whose text matches. */
  message(text: string | RegExp): Locator {
    return this.page.locator('.ant-message-notice').filter({ hasText: text });
  }

  /** A notification (antd notification, role alert) whose text matches. */
  notification(text: string | RegExp): Locator {
    return this.page.locator('.ant-notification-notice').filter({ hasText: text });
  }
}
