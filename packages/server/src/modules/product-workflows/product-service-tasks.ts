import type { ProductRunTarget, ServiceTaskBody, ServiceTaskWorkflows } from '@slipway/contracts';
import type { ProductRunPresets } from './product-run-presets.js';
import type { ProductWorkflowsService } from './product-workflows.service.js';

/** What restarting a service in an environment needs (the environments module does it). */
export type RestartService = (projectName: string, envName: string, serviceName: string) => Promise<void>;

/** The environment page's service tasks: which workflows can upgrade a service, and host restarts. */
export class ProductServiceTasks {
  constructor(
    private readonly productWorkflows: ProductWorkflowsService,
    private readonly presets: ProductRunPresets,
    private readonly restartService: RestartService,
  ) {}

  /**
   * The project's product workflows that build the service and deploy to the environment (or to
   * none fixed), and the run targets of the service's modules.
   */
  async workflows(projectName: string, envName: string, serviceName: string): Promise<ServiceTaskWorkflows> {
    const all = await this.productWorkflows.list(projectName);
    const builds = (w: (typeof all)[number]) =>
      w.build_stage.enabled && w.build_stage.modules.some((m) => m.target.service_name === serviceName);
    const usable = all.filter((w) => builds(w) && (w.env_name === '' || w.env_name === envName));
    const targets: ProductRunTarget[] = (await this.presets.targets(projectName)).filter(
      (target) => target.service_name === serviceName,
    );
    return { workflows: usable, targets };
  }

  /** Restarts the service in each environment named. */
  async restart(body: ServiceTaskBody): Promise<void> {
    for (const envName of body.env_names)
      await this.restartService(body.product_name, envName, body.service_name);
  }
}
