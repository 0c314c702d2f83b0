import { expect, type Locator, type Page } from '@playwright/test';

/** The kinds by Zadig's deployType: K8s YAML, Helm chart, hosting, host. */
export type ProjectKind = 'k8s' | 'helm' | 'external' | 'cloud_host';
export type ProjectAccess = 'private' | 'public';

/** /v1/projects/create: the kind cards, then the project's information and the submit button. */
export class ProjectCreatePage {
  readonly alias: Locator;
  readonly identifier: Locator;
  readonly submit: Locator;

  constructor(private readonly page: Page) {
    this.alias = page.getByTestId('project-alias');
    this.identifier = page.getByTestId('project-identifier');
    this.submit = page.getByTestId('project-submit');
  }

  async goto(): Promise<void> {
    await this.page.goto('/v1/projects/create');
    await expect(this.kind('k8s')).toBeVisible();
  }

  /** The card of a project kind (role radio, `aria-checked` once chosen). */
  kind(kind: ProjectKind): Locator {
    return this.page.getByTestId(`project-kind-${kind}`);
  }

  async chooseKind(kind: ProjectKind): Promise<void> {
    await this.kind(kind).click();
    await expect(this.kind(kind)).toHaveAttribute('aria-checked', 'true');
    await expect(this.alias).toBeEditable();
  }

  /** The radio button of an access (its label carries the test id `project-access-<access>`). */
  accessOption(access: ProjectAccess): Locator {
    return this.page.getByTestId(`project-access-${access}`);
  }

  accessRadio(access: ProjectAccess): Locator {
    return this.page.locator('label', { has: this.accessOption(access) }).locator('input[type="radio"]');
  }

  async chooseAccess(access: ProjectAccess): Promise<void> {
    await this.accessOption(access).click();
    await expect(this.accessRadio(access)).toBeChecked();
  }
}
