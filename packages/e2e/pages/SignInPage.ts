import { expect, type Locator, type Page } from '@playwright/test';
import type { Credentials } from '../support/api';

/** /signin: account, password and the submit button. */
export class SignInPage {
  readonly account: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(private readonly page: Page) {
    this.account = page.getByTestId('signin-account');
    this.password = page.getByTestId('signin-password');
    this.submit = page.getByTestId('signin-submit');
  }

  async goto(redirect?: string): Promise<void> {
    await this.page.goto(redirect ? `/signin?redirect=${encodeURIComponent(redirect)}` : '/signin');
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.submit).toBeVisible();
    await expect(this.account).toBeEditable();
  }

  /** Fills the form and submits it; says nothing about the outcome. */
  async submitCredentials({ account, password }: Credentials): Promise<void> {
    await this.account.fill(account);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** Signs in and waits until the app has left the sign-in page. */
  async signIn(credentials: Credentials): Promise<void> {
    await this.submitCredentials(credentials);
    await expect(this.page).not.toHaveURL(/\/signin(\?|$)/);
  }
}
