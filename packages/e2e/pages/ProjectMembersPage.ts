import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption } from './AntSelect';

/** /v1/projects/detail/<name>/rbac: the Members tab and the Roles tab with their dialogs. */
export class ProjectMembersPage {
  readonly membersTab: Locator;
  readonly rolesTab: Locator;
  readonly addMember: Locator;
  readonly createRole: Locator;
  /** The open create/edit dialog (antd Modal). */
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.membersTab = page.getByTestId('rbac-tab-members');
    this.rolesTab = page.getByTestId('rbac-tab-roles');
    this.addMember = page.getByTestId('member-add');
    this.createRole = page.getByTestId('role-create');
    this.dialog = page.getByRole('dialog');
  }

  member(account: string): Locator {
    return this.page.getByTestId(`member-${account}`);
  }

  role(name: string): Locator {
    return this.page.getByTestId(`role-${name}`);
  }

  /** Fills the role dialog: name and the permissions (actions) ticked in the tree; does not save. */
  async fillRole(name: string, actions: readonly string[]): Promise<void> {
    await this.page.getByTestId('role-name').fill(name);
    for (const action of actions) {
      const permission = this.page.getByTestId(`permission-${action}`);
      await permission.click();
      const node = this.page.locator('.ant-tree-treenode', { has: permission });
      await expect(node.locator('.ant-tree-checkbox-checked')).toBeVisible();
    }
  }

  /** Fills the add-members dialog: one user found by searching the account, and roles; does not save. */
  async fillMember(account: string, roles: readonly string[]): Promise<void> {
    await chooseOption(this.page, this.page.getByTestId('member-add-users'), account, account);
    for (const role of roles) {
      await chooseOption(this.page, this.page.getByTestId('member-add-roles'), exactly(role));
    }
    // a multiple select keeps its popup open over the dialog's buttons until something else is clicked
    await this.dialog.locator('.ant-modal-title').click();
    await expect(this.page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  }

  /** Opens the roles dialog of a member, adds `roles` to those it holds; does not save. */
  async addRolesOf(account: string, roles: readonly string[]): Promise<void> {
    await this.page.getByTestId(`member-roles-${account}`).click();
    for (const role of roles) {
      await chooseOption(this.page, this.page.getByTestId('member-roles-select'), exactly(role));
    }
    await this.dialog.locator('.ant-modal-title').click();
    await expect(this.page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  }

  /** The remove button of a member and the confirmation it asks for. */
  removeButton(account: string): Locator {
    return this.page.getByTestId(`member-remove-${account}`);
  }

  removeConfirm(account: string): Locator {
    return this.page.getByTestId(`member-remove-${account}-ok`);
  }

  rolesSubmit(): Locator {
    return this.page.getByTestId('member-roles-submit');
  }

  roleSubmit(): Locator {
    return this.page.getByTestId('role-submit');
  }

  memberSubmit(): Locator {
    return this.page.getByTestId('member-add-submit');
  }
}

/** A role option's whole text (an option reads `<name>` or `<name> (<description>)`). */
function exactly(name: string): RegExp {
  return new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(.*\\))?$`);
}
