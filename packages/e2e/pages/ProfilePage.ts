import { expect, type Locator, type Page } from '@playwright/test';

/** /v1/profile: the account information and preference tabs. */
export class ProfilePage {
  readonly infoTab: Locator;
  readonly preferenceTab: Locator;
  readonly account: Locator;

  constructor(private readonly page: Page) {
    this.infoTab = page.getByTestId('profile-tab-info');
    this.preferenceTab = page.getByTestId('profile-tab-preference');
    this.account = page.getByTestId('profile-account');
  }

  async goto(): Promise<void> {
    await this.page.goto('/v1/profile/info');
    await expect(this.account).toBeVisible();
  }

  /** Fills and submits the password form of the information tab. */
  async changePassword(oldPassword: string, newPassword: string): Promise<void> {
    await this.page.getByTestId('password-old').fill(oldPassword);
    await this.page.getByTestId('password-new').fill(newPassword);
    await this.page.getByTestId('password-confirm').fill(newPassword);
    await this.page.getByTestId('password-submit').click();
  }

  async openPreference(): Promise<PreferencePage> {
    await this.preferenceTab.click();
    await expect(this.page).toHaveURL(/\/v1\/profile\/preference$/);
    const preference = new PreferencePage(this.page);
    await expect(preference.save).toBeVisible();
    return preference;
  }
}

/** /v1/profile/preference: theme, log colours, live preview and save. */
export class PreferencePage {
  readonly theme: Locator;
  readonly logBackground: Locator;
  readonly logFont: Locator;
  readonly preview: Locator;
  readonly save: Locator;

  constructor(private readonly page: Page) {
    this.theme = page.getByTestId('pref-theme');
    this.logBackground = page.getByTestId('pref-log-bg');
    this.logFont = page.getByTestId('pref-log-font');
    this.preview = page.getByTestId('pref-preview');
    this.save = page.getByTestId('pref-save');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/v1/profile/preference${query}`);
    await expect(this.save).toBeVisible();
  }

  /** The radio button of a theme (its label carries the test id `pref-theme-<theme>`). */
  themeOption(theme: 'light' | 'dark'): Locator {
    return this.page.getByTestId(`pref-theme-${theme}`);
  }

  themeRadio(theme: 'light' | 'dark'): Locator {
    return this.page.locator('label', { has: this.themeOption(theme) }).locator('input[type="radio"]');
  }

  async chooseTheme(theme: 'light' | 'dark'): Promise<void> {
    await this.themeOption(theme).click();
    await expect(this.themeRadio(theme)).toBeChecked();
  }

  async setLogColours(background: string, font: string): Promise<void> {
    await this.logBackground.fill(background);
    await this.logFont.fill(font);
  }
}
