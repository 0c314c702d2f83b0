import type { Locator, Page } from '@playwright/test';

/**
 * What the permission directive leaves of a button the user may not use (spec §6): the button,
 * disabled, inside a wrapper marked `data-permit="denied"` that carries the 'no permission' tooltip.
 */
export class PermitTip {
  constructor(private readonly page: Page) {}

  /** The wrapper of a denied button; absent while permitted (and while the permissions load). */
  deniedWrapper(button: Locator): Locator {
    return this.page.locator('[data-permit="denied"]', { has: button });
  }

  /** The tooltip shown while the pointer rests on a denied button. */
  tooltip(text: string): Locator {
    return this.page.getByRole('tooltip').filter({ hasText: text });
  }
}
