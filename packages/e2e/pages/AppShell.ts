import { expect, type Locator, type Page } from '@playwright/test';

/** The main layout around every /v1 page: top bar (product name, language, user menu) and side navigation. */
export class AppShell {
  readonly productName: Locator;
  readonly languageSwitch: Locator;
  readonly userMenu: Locator;
  readonly mainNav: Locator;
  readonly systemNav: Locator;
  /** The top bar itself (antd Layout.Header), painted with the theme's container colour. */
  readonly topBar: Locator;

  constructor(private readonly page: Page) {
    this.productName = page.getByTestId('product-name');
    this.languageSwitch = page.getByTestId('language-switch');
    this.userMenu = page.getByTestId('user-menu');
    this.mainNav = page.getByTestId('main-nav');
    this.systemNav = page.getByTestId('system-nav');
    this.topBar = page.locator('header', { has: this.productName });
  }

  /** A side-navigation link by the last segment of its path (`nav-dashboard`, `nav-system`…). */
  navLink(segment: string): Locator {
    return this.page.getByTestId(`nav-${segment}`);
  }

  async expectShown(): Promise<void> {
    await expect(this.productName).toBeVisible();
    await expect(this.userMenu).toBeVisible();
    await expect(this.mainNav).toBeVisible();
  }

  async openProfile(): Promise<void> {
    await this.userMenu.click();
    await this.page.getByTestId('user-menu-profile').click();
  }

  async signOut(): Promise<void> {
    await this.userMenu.click();
    await this.page.getByTestId('signout').click();
  }
}
