import type { Locator, Page } from '@playwright/test';

/** /v1/projects/create/<name>/<kind>/{service,runtime,delivery}: the later steps of the onboarding wizard. */
export class OnboardingWizard {
  readonly next: Locator;
  readonly back: Locator;
  readonly finish: Locator;
  readonly envs: Locator;
  readonly envsFailed: Locator;
  readonly workflows: Locator;

  constructor(private readonly page: Page) {
    this.next = page.getByTestId('onboarding-next');
    this.back = page.getByTestId('onboarding-back');
    this.finish = page.getByTestId('onboarding-finish');
    this.envs = page.getByTestId('onboarding-envs');
    this.envsFailed = page.getByTestId('onboarding-envs-failed');
    this.workflows = page.getByTestId('onboarding-workflows');
  }

  path(project: string, kind: 'k8s' | 'helm' | 'pm', step: string): string {
    return `/v1/projects/create/${encodeURIComponent(project)}/${kind}/${step}`;
  }

  async goto(project: string, kind: 'k8s' | 'helm' | 'pm', step: string): Promise<void> {
    await this.page.goto(this.path(project, kind, step));
  }

  /** The status tag of an environment the one-click call made; `data-status` holds the server's word. */
  envStatus(env: string): Locator {
    return this.page.getByTestId(`onboarding-env-status-${env}`);
  }

  workflowLink(name: string): Locator {
    return this.workflows.getByRole('link', { name, exact: true });
  }

  /** Adds a K8s YAML service through the service step's own editor. */
  async addYamlService(name: string, yaml: string): Promise<void> {
    await this.page.getByTestId('service-create').click();
    await this.page.getByTestId('service-create-yaml').click();
    await this.page.getByTestId('service-name').fill(name);
    const editor = this.page.getByTestId('library-template-content').locator('.cm-content');
    await editor.click();
    await editor.fill(yaml);
    await this.page.getByTestId('service-save').click();
  }
}
