import type { Locator, Page } from '@playwright/test';
import { chooseSingle } from './BuildRepoSelect';

/** The product workflow editor: a sidebar of sections, one panel shown at a time. */
export class ProductWorkflowEditor {
  readonly name: Locator;
  readonly env: Locator;
  readonly save: Locator;

  constructor(private readonly page: Page) {
    this.name = page.getByTestId('pwf-name');
    this.env = page.getByTestId('pwf-env');
    this.save = page.getByTestId('pwf-save');
  }

  section(
    key: 'base' | 'build' | 'artifact' | 'test' | 'distribute' | 'extension' | 'trigger' | 'notify',
  ): Locator {
    return this.page.getByTestId(`pwf-section-${key}`);
  }

  panel(key: string): Locator {
    return this.page.getByTestId(`pwf-panel-${key}`);
  }

  buildModule(module: string): Locator {
    return this.page.getByTestId(`pwf-build-module-${module}`);
  }

  async chooseEnv(env: string): Promise<void> {
    await chooseSingle(this.page, this.env, env);
  }
}

/** The product workflow page (pipelines/multi/{workflow}) and its run dialog. */
export class ProductWorkflowPage {
  readonly runSubmit: Locator;

  constructor(private readonly page: Page) {
    this.runSubmit = page.getByTestId('pwf-run-submit');
  }

  path(project: string, workflow: string): string {
    return `/v1/projects/detail/${project}/pipelines/multi/${workflow}`;
  }

  run(workflow: string): Locator {
    return this.page.getByTestId(`workflow-run-${workflow}`);
  }

  runTarget(module: string): Locator {
    return this.page.getByTestId(`pwf-run-target-${module}`);
  }

  runDeploy(module: string): Locator {
    return this.page.getByTestId(`pwf-run-deploy-${module}`);
  }
}

/** A product task's page: its status and the stages' sub tasks. */
export class ProductTaskPage {
  readonly status: Locator;

  constructor(private readonly page: Page) {
    this.status = page.getByTestId('task-status');
  }

  stage(type: string): Locator {
    return this.page.getByTestId(`stage-${type}`);
  }
}
