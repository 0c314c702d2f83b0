import {
  type Build,
  CREDENTIAL_MASK,
  type ProductRunArgs,
  type ProductRunTarget,
  type ProductWorkflowBody,
  productRunArgsSchema,
} from '@slipway/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { services } from '../../db/schema.js';
import type { BuildsRepository } from '../builds/builds.repository.js';
import type { ModuleBuild, ProductWorkflowsRepository } from './product-workflows.repository.js';

/** A service module of the project, with its build and where it is deployed. */
export interface ModulePreset {
  target: { product_name: string; service_name: string; service_module: string; build_name: string };
  repos: ProductRunTarget['build']['repos'];
  envs: ProductRunTarget['envs'];
  deploy: Array<{ env: string; type: string }>;
}

/** What the run dialog and the editor start from: the project's modules, builds, repositories. */
export class ProductRunPresets {
  constructor(
    private readonly db: Db,
    private readonly workflows: ProductWorkflowsRepository,
    private readonly builds: BuildsRepository,
  ) {}

  /** `workflow/preset/{project}`: every service module a build of the project produces. */
  async modules(projectName: string): Promise<ModulePreset[]> {
    const moduleBuilds = await this.workflows.moduleBuilds(projectName);
    const types = await this.serviceTypes(projectName);
    return Promise.all(moduleBuilds.map((entry) => this.modulePreset(projectName, entry, types)));
  }

  /** Run targets of the project's modules (`workflowtask/targets/{project}/{env}`). */
  async targets(projectName: string): Promise<ProductRunTarget[]> {
    return (await this.modules(projectName)).map(toRunTarget);
  }

  /**
   * `workflowtask/preset/{env}/{workflow}`: the run args skeleton — the workflow's build (or
   * artifact) modules as targets, its tests, the environment it deploys to.
   */
  async runArgs(workflow: ProductWorkflowBody, envName: string): Promise<ProductRunArgs> {
    const stageModules = workflow.artifact_stage?.enabled
      ? workflow.artifact_stage.modules
      : workflow.build_stage.enabled
        ? workflow.build_stage.modules
        : [];
    const wanted = new Set(stageModules.map((m) => `${m.target.service_name}/${m.target.service_module}`));
    const all = await this.targets(workflow.product_tmpl_name);
    return productRunArgsSchema.parse({
      workflow_name: workflow.name,
      product_tmpl_name: workflow.product_tmpl_name,
      namespace: envName || workflow.env_name,
      description: '',
      distribute_enabled: workflow.distribute_stage.enabled,
      targets: all.filter((target) => wanted.has(`${target.service_name}/${target.name}`)),
      tests: workflow.test_stage.enabled
        ? workflow.test_stage.tests.map((test) => ({
            test_name: test.test_name,
            builds: [],
            envs: test.envs,
          }))
        : [],
    });
  }

  private async serviceTypes(projectName: string): Promise<Map<string, string>> {
    const rows = await this.db
      .select({ name: services.name, type: services.type })
      .from(services)
      .where(and(eq(services.project, projectName)));
    return new Map(rows.map((row) => [row.name, row.type]));
  }

  private async modulePreset(
    projectName: string,
    entry: ModuleBuild,
    types: Map<string, string>,
  ): Promise<ModulePreset> {
    const build = await this.builds.find(projectName, entry.buildName);
    const own = build ? buildSourcesOf(build, entry) : { repos: [], envs: [] };
    return {
      target: {
        product_name: projectName,
        service_name: entry.serviceName,
        service_module: entry.serviceModule,
        build_name: entry.buildName,
      },
      repos: own.repos,
      envs: own.envs,
      deploy: [
        { env: `${entry.serviceName}/${entry.serviceModule}`, type: types.get(entry.serviceName) ?? 'k8s' },
      ],
    };
  }
}

/** The repositories and variables a build uses for one module; credential values never leave. */
function buildSourcesOf(build: Build, entry: ModuleBuild) {
  const perTarget = build.target_repos.find(
    (target) =>
      target.service.service_name === entry.serviceName &&
      target.service.service_module === entry.serviceModule,
  );
  const repos = (perTarget?.repos.length ? perTarget.repos : build.repos).map((repo) => ({
    source: repo.source,
    repo_owner: repo.repo_owner,
    repo_name: repo.repo_name,
    repo_namespace: repo.repo_namespace,
    branch: repo.branch,
    tag: '',
    pr: 0,
    codehost_id: repo.codehost_id,
    project_uuid: repo.project_uuid ?? '',
    repo_uuid: repo.repo_uuid ?? '',
    repo_id: repo.repo_id ?? '',
    filter_regexp: '',
    use_default: true,
  }));
  const envs = (perTarget?.envs.length ? perTarget.envs : build.pre_build.envs).map((env) => ({
    ...env,
    value: env.is_credential ? CREDENTIAL_MASK : env.value,
  }));
  return { repos, envs };
}

const toRunTarget = (preset: ModulePreset): ProductRunTarget => ({
  name: preset.target.service_module,
  service_name: preset.target.service_name,
  product_name: preset.target.product_name,
  build_name: preset.target.build_name,
  has_build: true,
  envs: preset.envs,
  deploy: preset.deploy,
  build: { repos: preset.repos },
});
