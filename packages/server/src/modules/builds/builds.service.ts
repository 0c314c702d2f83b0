import {
  type Build,
  type BuildBody,
  type BuildSummary,
  type BuildTarget,
  type BuildTargets,
  CREDENTIAL_MASK,
  type ServiceModuleBuilds,
} from '@slipway/contracts';
import type { SecretBox } from '../../lib/crypto/aes.js';
import { encryptForBrowser, openBrowserKey } from '../../lib/crypto/browser-key.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import type { ServerKeys } from '../../lib/keys.js';
import { unixSeconds } from '../../lib/unix-seconds.js';
import type { ProjectsRepository } from '../projects/projects.repository.js';
import { keepMaskedCredentials, maskBuildCredentials } from './build-credentials.js';
import { type BuildsRepository, type BuildWriteResult, targetsOf } from './builds.repository.js';

export interface BuildsDeps {
  repository: BuildsRepository;
  projects: ProjectsRepository;
  box: SecretBox;
  keys: ServerKeys;
  /** removes the build's kept cache (docs/architecture.md "Build cache") */
  removeCache?(projectName: string, name: string): Promise<void>;
}

const target = (serviceName: string, serviceModule: string): BuildTarget => ({
  service_name: serviceName,
  service_module: serviceModule,
  key: `${serviceName}/${serviceModule}`,
});

/**
 * Build configurations of a project. A service module is built by at most one build of its project;
 * a build used by workflows cannot be deleted. Credential values leave masked, or encrypted under
 * the browser's key where the portal decrypts them.
 */
export class BuildsService {
  constructor(private readonly deps: BuildsDeps) {}

  /** `targets`: a comma list of service modules; only builds producing one of them are listed. */
  async list(projectName: string, targets?: string): Promise<BuildSummary[]> {
    await this.requireProject(projectName);
    const wanted = new Set(
      (targets ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    );
    const [rows, uses] = await Promise.all([
      this.deps.repository.list(projectName),
      this.deps.repository.workflowsUsing(projectName),
    ]);
    const listed =
      wanted.size === 0
        ? rows
        : rows.filter((row) => row.definition.targets.some((t) => wanted.has(t.service_module)));
    return listed.map((row) => ({
      id: String(row.id),
      name: row.name,
      source: row.definition.source,
      targets: row.definition.targets,
      update_time: unixSeconds(row.updatedAt),
      update_by: row.updatedBy,
      productName: row.projectName,
      pipelines: uses.get(row.name) ?? [],
      version: '',
    }));
  }

  async get(projectName: string, name: string): Promise<Build> {
    return maskBuildCredentials(await this.require(projectName, name));
  }

  async create(projectName: string, body: BuildBody, by: string): Promise<void> {
    await this.requireProject(projectName);
    const build = this.inProject(projectName, body);
    await this.checkTargets(projectName, build);
    this.settle(await this.deps.repository.create(projectName, build, by));
  }

  async update(projectName: string, body: BuildBody, by: string): Promise<void> {
    const stored = await this.require(projectName, body.name);
    const build = keepMaskedCredentials(this.inProject(projectName, body), stored);
    await this.checkTargets(projectName, build);
    this.settle(await this.deps.repository.update(projectName, build, by));
  }

  /** Points a build at other service modules, its other settings untouched. */
  async saveTargets(projectName: string, name: string, targets: BuildTarget[], by: string): Promise<void> {
    const stored = await this.require(projectName, name);
    const { id: _id, update_time: _time, update_by: _by, ...fields } = stored;
    const build: BuildBody = { ...fields, targets };
    await this.checkTargets(projectName, build);
    this.settle(await this.deps.repository.update(projectName, build, by));
  }

  async delete(projectName: string, name: string): Promise<void> {
    await this.require(projectName, name);
    const users = (await this.deps.repository.workflowsUsing(projectName)).get(name) ?? [];
    if (users.length > 0) throw new BadRequestError('error.buildInUse', users.join(', '));
    if (!(await this.deps.repository.delete(projectName, name)))
      throw new NotFoundError('error.buildNotFound');
    // a later build of the same name starts without it
    await this.deps.removeCache?.(projectName, name);
  }

  /** The service modules builds can produce: the project's services and the modules builds name. */
  async targets(projectName: string): Promise<BuildTarget[]> {
    const project = await this.requireProject(projectName);
    const modules = new Map<string, BuildTarget>();
    for (const service of project.services.flat())
      modules.set(`${service}/${service}`, target(service, service));
    for (const owner of await this.deps.repository.targetOwners(projectName))
      modules.set(
        `${owner.serviceName}/${owner.serviceModule}`,
        target(owner.serviceName, owner.serviceModule),
      );
    return [...modules.values()];
  }

  async buildTargets(projectName: string): Promise<BuildTargets[]> {
    await this.requireProject(projectName);
    return (await this.deps.repository.list(projectName)).map((row) => ({
      name: row.name,
      targets: row.definition.targets,
    }));
  }

  /** Every buildable module with the builds producing it and their variables. */
  async serviceModules(
    projectName: string,
    excludeJenkins: boolean,
    encryptedKey: string | undefined,
  ): Promise<ServiceModuleBuilds[]> {
    const conceal = this.concealer(encryptedKey);
    const modules = await this.targets(projectName);
    const rows = await this.deps.repository.list(projectName);
    const builds = rows
      .map((row) => this.deps.repository.toBuild(row))
      .filter((build) => !(excludeJenkins && build.source === 'jenkins'));
    return modules.map((module) => ({
      service_name: module.service_name,
      service_module: module.service_module,
      module_builds: builds
        .filter((build) =>
          targetsOf(build).some(
            (t) => t.serviceName === module.service_name && t.serviceModule === module.service_module,
          ),
        )
        .map((build) => ({ name: build.name, key_vals: keyValsOf(build, module.key).map(conceal) })),
    }));
  }

  private concealer(encryptedKey: string | undefined) {
    const browserKey = encryptedKey ? openBrowserKey(this.deps.keys, encryptedKey) : undefined;
    return (kv: KeyVal): KeyVal => {
      if (!kv.is_credential || kv.value === '') return kv;
      return { ...kv, value: browserKey ? encryptForBrowser(kv.value, browserKey) : CREDENTIAL_MASK };
    };
  }

  private inProject(projectName: string, body: BuildBody): BuildBody {
    if (body.product_name && body.product_name !== projectName)
      throw new BadRequestError('error.buildProjectMismatch', `${body.product_name} ≠ ${projectName}`);
    return { ...body, product_name: projectName };
  }

  private async checkTargets(projectName: string, build: BuildBody): Promise<void> {
    const owners = await this.deps.repository.targetOwners(projectName);
    const taken = targetsOf(build).flatMap((t) => {
      const owner = owners.find(
        (o) =>
          o.serviceName === t.serviceName &&
          o.serviceModule === t.serviceModule &&
          o.buildName !== build.name,
      );
      return owner ? [`${t.serviceName}/${t.serviceModule} → ${owner.buildName}`] : [];
    });
    if (taken.length > 0) throw new BadRequestError('error.buildTargetTaken', taken.join(', '));
  }

  private settle(result: BuildWriteResult): void {
    if (result.ok) return;
    if (result.reason === 'name') throw new ConflictError('error.buildExists');
    if (result.reason === 'target') throw new BadRequestError('error.buildTargetTaken');
    throw new NotFoundError('error.buildNotFound');
  }

  private async require(projectName: string, name: string): Promise<Build> {
    const build = await this.deps.repository.findStored(projectName, name);
    if (!build) throw new NotFoundError('error.buildNotFound');
    return build;
  }

  private async requireProject(projectName: string) {
    const project = await this.deps.projects.find(projectName);
    if (!project) throw new NotFoundError('error.projectNotFound');
    return project;
  }
}

type KeyVal = ServiceModuleBuilds['module_builds'][number]['key_vals'][number];

/** The variables a run may set for one module of a build: template builds keep them per service. */
function keyValsOf(build: Build, moduleKey: string): KeyVal[] {
  const perService = build.target_repos.find((t) => t.service.key === moduleKey)?.envs;
  if (build.source === 'jenkins')
    return (build.jenkins_build?.jenkins_build_params ?? []).map((p) => ({
      key: p.name,
      value: p.value,
      type: p.type ?? 'string',
      choice_option: p.choice_option ?? [],
      is_credential: p.is_credential ?? false,
    }));
  return (perService ?? build.pre_build.envs).map((env) => ({
    key: env.key,
    value: env.value,
    type: env.type,
    choice_option: env.choice_option,
    is_credential: env.is_credential,
  }));
}
