import { expect, type Locator, type Page } from '@playwright/test';
import type { CreatedUser } from '../support/api';
import { chooseOption } from './AntSelect';

/** /v1/system/users: the users of the system, their dialogs and the system roles they hold. */
export class SystemUsersPage {
  readonly search: Locator;
  readonly submit: Locator;
  readonly rolesSelect: Locator;

  constructor(private readonly page: Page) {
    this.search = page.getByTestId('user-search');
    this.submit = page.getByTestId('user-submit');
    this.rolesSelect = page.getByTestId('user-roles-select');
  }

  async goto(): Promise<void> {
    await this.page.goto('/v1/system/users');
    await expect(this.page.getByTestId('user-table')).toBeVisible();
  }

  row(account: string): Locator {
    return this.page.getByTestId(`user-row-${account}`);
  }

  /** Fills the new-user dialog, choosing `roles` among the system roles, and submits it. */
  async create(user: Omit<CreatedUser, 'uid'>, roles: string[]): Promise<void> {
    await this.page.getByTestId('user-create').click();
    await this.page.getByTestId('user-account').fill(user.account);
    await this.page.getByTestId('user-name').fill(user.name);
    await this.page.getByTestId('user-email').fill(user.email);
    await this.page.getByTestId('user-password').fill(user.password);
    await this.page.getByTestId('user-confirm').fill(user.password);
    await this.chooseRoles(roles);
    await this.submit.click();
  }

  /** Adds `roles` in the open dialog's role choice, then closes its list (it would cover the buttons). */
  async chooseRoles(roles: string[]): Promise<void> {
    for (const role of roles) await chooseOption(this.page, this.rolesSelect, role);
    await this.page.locator('.ant-modal-title').click();
    await expect(this.page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  }

  /** Opens the system roles dialog of `account`, adds `roles` and saves. */
  async grantRoles(account: string, roles: string[]): Promise<void> {
    await this.page.getByTestId(`user-roles-${account}`).click();
    await this.chooseRoles(roles);
    await this.submit.click();
  }

  /** Opens the system roles dialog of `account`, leaves none of its roles chosen and saves. */
  async removeAllRoles(account: string): Promise<void> {
    await this.page.getByTestId(`user-roles-${account}`).click();
    const chosen = this.rolesSelect.locator('.ant-select-selection-item-remove');
    while ((await chosen.count()) > 0) await chosen.first().click();
    await this.submit.click();
  }
}
