import type { EnvironmentCreateBody, EnvironmentVar } from '@slipway/contracts';
import { LOCAL_CLUSTER_ID } from '@slipway/contracts';
import type { EnvironmentService } from '../../db/schema-environments.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import { unixSeconds } from '../../lib/unix-seconds.js';
import type { WorkloadDriver } from '../../workloads/workload-driver.js';
import { renderServiceYaml, variablesFromList } from '../services/service-render.js';
import { type DriverSource, noDrivers } from './environment-drivers.js';
import { servicesModified } from './environment-errors.js';
import { containersOf, mergeValues, parseValues, varsToYaml, withImages } from './environment-render.js';
import { EnvironmentRollouts, type RolloutFailure } from './environment-rollouts.js';
import { storedStatuses } from './environment-status.js';
import type {
  EnvironmentRow,
  EnvironmentsRepository,
  ProjectRow,
  ServiceRow,
} from './environments.repository.js';

export interface EnvironmentsDeps {
  repository: EnvironmentsRepository;
  drivers?: DriverSource;
  /** how long a rollout may take when the project sets no deploy timeout */
  defaultRolloutMs?: number;
  now?: () => Date;
}

/** A service to put in an environment: its name, the images chosen per container, the hosts (pm). */
export interface ServiceChoice {
  name: string;
  images?: ReadonlyMap<string, string>;
  hostIds?: string[];
}

export const isHostProject = (project: ProjectRow) => project.type === 'cloud_host';
export const defaultNamespace = (project: string, env: string) => `${project}-env-${env}`;

/**
 * Environments of K8s YAML and host projects: creation, changes of services and variables (each one
 * a revision), rollouts through the cluster's workload driver, and the image deploys of deploy jobs.
 */
export class EnvironmentsService {
  private drivers: DriverSource;
  /** Helm environments start their chart rollouts here too, so delete and shutdown wait for them */
  readonly rollouts: EnvironmentRollouts;
  private readonly now: () => Date;

  constructor(private readonly deps: EnvironmentsDeps) {
    this.drivers = deps.drivers ?? noDrivers;
    this.now = deps.now ?? (() => new Date());
    this.rollouts = new EnvironmentRollouts(deps.repository, (env) => this.driverOf(env));
  }

  get repository() {
    return this.deps.repository;
  }

  /** The cluster drivers in use: wiring sets them once the clusters are known; tests may set stand-ins. */
  useDrivers(drivers: DriverSource) {
    this.drivers = drivers;
  }

  async get(project: string, name: string): Promise<EnvironmentRow> {
    const env = await this.deps.repository.find(project, name);
    if (!env) throw new NotFoundError('error.environmentNotFound');
    return env;
  }

  list(project: string) {
    return this.deps.repository.list(project);
  }

  async driverOf(env: Pick<EnvironmentRow, 'clusterId' | 'source'>): Promise<WorkloadDriver> {
    if (env.source === 'pm') throw new BadRequestError('validation.environment.hostProject');
    return this.drivers.driverFor(env.clusterId || LOCAL_CLUSTER_ID);
  }

  async project(name: string): Promise<ProjectRow> {
    const project = await this.deps.repository.project(name);
    if (!project) throw new NotFoundError('error.projectNotFound');
    return project;
  }

  /** Resolves when no rollout started by this service is still running. */
  async settled(): Promise<void> {
    await this.rollouts.settled();
  }

  async create(projectName: string, body: EnvironmentCreateBody, by: string): Promise<EnvironmentRow> {
    const project = await this.project(projectName);
    if (project.type === 'helm') throw new BadRequestError('validation.environment.helmProject');
    if (body.product_name && body.product_name !== projectName)
      throw new BadRequestError('validation.environment.projectMismatch');
    const hosts = isHostProject(project);
    const choices = body.services.flat().map(
      (s): ServiceChoice => ({
        name: s.service_name,
        images: new Map(s.containers.filter((c) => c.image).map((c) => [c.name, c.image])),
        hostIds: (s.env_configs ?? []).flatMap((c) => c.host_ids ?? []),
      }),
    );
    return this.insert(project, {
      name: body.env_name,
      clusterId: hosts ? '' : body.cluster_id || LOCAL_CLUSTER_ID,
      namespace: hosts ? '' : body.namespace || defaultNamespace(projectName, body.env_name),
      registryId: body.registry_id,
      production: body.production ?? false,
      vars: body.vars,
      choices,
      by,
    });
  }

  /** Makes the environment and starts rolling its services out; answers at once with status `creating`. */
  async insert(
    project: ProjectRow,
    spec: {
      name: string;
      clusterId: string;
      namespace: string;
      registryId: string;
      production: boolean;
      vars: readonly EnvironmentVar[];
      choices: ServiceChoice[];
      by: string;
    },
  ): Promise<EnvironmentRow> {
    const hosts = isHostProject(project);
    const defaultValues = varsToYaml(spec.vars);
    parseValues(defaultValues);
    const context = { project: project.name, env: spec.name, namespace: spec.namespace, defaultValues };
    const services = await this.resolve(project.name, spec.choices, context);
    const env = await this.deps.repository.insert({
      project: project.name,
      name: spec.name,
      namespace: spec.namespace,
      clusterId: spec.clusterId,
      production: spec.production,
      source: hosts ? 'pm' : 'spock',
      status: hosts ? storedStatuses.success : storedStatuses.creating,
      registryId: spec.registryId,
      defaultValues,
      services,
      createdBy: spec.by,
      updatedBy: spec.by,
    });
    if (!hosts) this.startRollout(env, project, services, [], 'error.environmentCreateFailed', true);
    return env;
  }

  /**
   * Changes the variables and re-renders the named services (all of the environment's when none
   * are named, adding those it lacks). Services whose images were changed by deploys since they
   * were rendered are reported unless `force`.
   */
  async update(
    projectName: string,
    envName: string,
    change: { vars?: readonly EnvironmentVar[]; serviceNames?: readonly string[] | null; force: boolean },
    by: string,
  ): Promise<EnvironmentRow> {
    const project = await this.project(projectName);
    const env = await this.get(projectName, envName);
    this.rollouts.ensureIdle(env);
    const defaultValues = varsToYaml(change.vars ?? [], env.defaultValues);
    parseValues(defaultValues);
    const names = change.serviceNames?.length ? [...change.serviceNames] : env.services.map((s) => s.name);
    const current = new Map(env.services.map((s) => [s.name, s]));
    if (!change.force) {
      const modified = names.filter((n) => {
        const running = current.get(n);
        return running && imagesDiffer(running);
      });
      if (modified.length > 0) throw servicesModified(modified);
    }
    const context = { project: projectName, env: env.name, namespace: env.namespace, defaultValues };
    const rendered = await this.resolve(
      projectName,
      names.map((name) => ({ name, hostIds: current.get(name)?.host_ids })),
      context,
    );
    const byName = new Map(rendered.map((s) => [s.name, s]));
    const services = [
      ...env.services.map((s) => byName.get(s.name) ?? s),
      ...rendered.filter((s) => !current.has(s.name)),
    ];
    const updated = await this.deps.repository.change(env.id, { services, defaultValues, by });
    if (env.source !== 'pm')
      this.startRollout(updated, project, rendered, [], 'error.environmentUpdateFailed');
    return updated;
  }

  /** Takes services out of the environment and removes their objects from the namespace. */
  async removeServices(projectName: string, envName: string, names: readonly string[], by: string) {
    const project = await this.project(projectName);
    const env = await this.get(projectName, envName);
    this.rollouts.ensureIdle(env);
    const removed = env.services.filter((s) => names.includes(s.name));
    if (removed.length === 0) return env;
    const services = env.services.filter((s) => !names.includes(s.name));
    const updated = await this.deps.repository.change(env.id, {
      services,
      defaultValues: env.defaultValues,
      by,
    });
    if (env.source !== 'pm')
      this.startRollout(
        updated,
        project,
        [],
        removed.map((s) => s.name),
        'error.environmentUpdateFailed',
      );
    return updated;
  }

  /** Puts the services and variables of an earlier revision back as a new revision. */
  async rollback(projectName: string, envName: string, revision: number, by: string) {
    const project = await this.project(projectName);
    const env = await this.get(projectName, envName);
    this.rollouts.ensureIdle(env);
    const target = await this.deps.repository.revision(env.id, revision);
    if (!target) throw new NotFoundError('error.environmentRevisionNotFound');
    const keep = new Set(target.services.map((s) => s.name));
    const gone = env.services.filter((s) => !keep.has(s.name)).map((s) => s.name);
    const updated = await this.deps.repository.change(env.id, {
      services: target.services,
      defaultValues: target.defaultValues,
      by,
    });
    if (env.source !== 'pm')
      this.startRollout(updated, project, target.services, gone, 'error.environmentUpdateFailed');
    return updated;
  }

  /** Deletes the environment; with `removeObjects` its services' objects and namespace go too. */
  async delete(projectName: string, envName: string, removeObjects: boolean): Promise<void> {
    const env = await this.get(projectName, envName);
    await this.rollouts.settled(env.id);
    if (removeObjects && env.source !== 'pm' && env.namespace) {
      await this.deps.repository.setStatus(env.id, storedStatuses.deleting);
      const driver = await this.driverOf(env);
      for (const service of env.services)
        await driver.remove(env.namespace, { project: projectName, service: service.name });
      await driver.removeNamespace(env.namespace);
    }
    await this.deps.repository.delete(env.id);
  }

  /** Deletes every environment of a project with what runs in it (the project is being deleted). */
  async deleteProject(projectName: string): Promise<void> {
    for (const env of await this.deps.repository.list(projectName))
      await this.delete(projectName, env.name, true);
  }

  /**
   * Sets a container's image in an environment (deploy jobs, the image dialog), waits for the
   * rollout when `timeoutMs` > 0, and records the image in the environment's services as a revision.
   */
  async deployImage(
    projectName: string,
    envName: string,
    serviceName: string,
    container: string,
    image: string,
    timeoutMs: number,
    signal?: AbortSignal,
    by = 'system',
  ): Promise<void> {
    const env = await this.get(projectName, envName);
    const service = env.services.find((s) => s.name === serviceName);
    if (!service) throw new NotFoundError('error.environmentServiceNotFound');
    const driver = await this.driverOf(env);
    const workloads = (await driver.workloads(env.namespace)).filter(
      (w) => w.service === serviceName && w.images.some((i) => i.container === container),
    );
    if (workloads.length === 0) throw new NotFoundError('error.environmentWorkloadNotFound');
    for (const w of workloads) await driver.setImage(env.namespace, w, container, image);
    await this.recordImage(env.id, projectName, envName, serviceName, container, image, by);
    if (timeoutMs > 0)
      for (const w of workloads) await driver.waitRollout(env.namespace, w, timeoutMs, signal);
  }

  /** Restarts every workload of the service in the environment (its pods start again). */
  async restartService(projectName: string, envName: string, serviceName: string): Promise<void> {
    const env = await this.get(projectName, envName);
    const driver = await this.driverOf(env);
    const own = (await driver.workloads(env.namespace)).filter((w) => w.service === serviceName);
    if (own.length === 0) throw new NotFoundError('error.environmentWorkloadNotFound');
    for (const w of own) await driver.restart(env.namespace, w);
  }

  /** Renders the service's current template with the environment's variables and applies it. */
  async applyService(projectName: string, envName: string, serviceName: string, by = 'system') {
    const env = await this.get(projectName, envName);
    const context = {
      project: projectName,
      env: env.name,
      namespace: env.namespace,
      defaultValues: env.defaultValues,
    };
    const running = env.services.find((s) => s.name === serviceName);
    const [service] = await this.resolve(
      projectName,
      [{ name: serviceName, hostIds: running?.host_ids }],
      context,
    );
    if (!service) throw new NotFoundError('error.environmentServiceUnknown');
    if (env.source !== 'pm') {
      const driver = await this.driverOf(env);
      await driver.ensureNamespace(env.namespace);
      await driver.apply(env.namespace, { project: projectName, service: serviceName }, service.rendered);
    }
    const services = running
      ? env.services.map((s) => (s.name === serviceName ? service : s))
      : [...env.services, service];
    await this.deps.repository.change(env.id, { services, defaultValues: env.defaultValues, by });
    return service;
  }

  private async recordImage(
    id: number,
    project: string,
    envName: string,
    serviceName: string,
    container: string,
    image: string,
    by: string,
  ) {
    const env = await this.get(project, envName);
    const services = env.services.map((s) =>
      s.name !== serviceName
        ? s
        : {
            ...s,
            containers: s.containers.map((c) => (c.name === container ? { ...c, image } : c)),
            updated_at: unixSeconds(this.now()),
          },
    );
    await this.deps.repository.change(id, { services, defaultValues: env.defaultValues, by });
  }

  /** The services of the project named, rendered for the environment. */
  async resolve(
    project: string,
    choices: readonly ServiceChoice[],
    context: { project: string; env: string; namespace: string; defaultValues: string },
  ): Promise<EnvironmentService[]> {
    const names = [...new Set(choices.map((c) => c.name))];
    const rows = new Map(
      (await this.deps.repository.projectServices(project, names)).map((r) => [r.name, r]),
    );
    // project variables, under the service's, under the environment's own
    const projectValues = variablesFromList((await this.deps.repository.project(project))?.vars ?? []);
    const envValues = parseValues(context.defaultValues);
    return names.map((name) => {
      const row = rows.get(name);
      if (!row || row.type === 'helm') throw new BadRequestError('error.environmentServiceUnknown', name);
      const choice = choices.find((c) => c.name === name);
      return this.render(row, projectValues, envValues, context, choice);
    });
  }

  private render(
    row: ServiceRow,
    projectValues: Record<string, unknown>,
    envValues: Record<string, unknown>,
    context: { project: string; env: string; namespace: string },
    choice?: ServiceChoice,
  ): EnvironmentService {
    const values = mergeValues(mergeValues(projectValues, parseValues(row.variableYaml)), envValues);
    const rendered =
      row.type === 'pm'
        ? ''
        : withImages(
            renderServiceYaml(row.yaml, values, {
              project: context.project,
              service: row.name,
              envName: context.env,
              namespace: context.namespace,
            }),
            choice?.images ?? new Map(),
          );
    return {
      name: row.name,
      type: row.type,
      revision: row.revision,
      variable_yaml: row.variableYaml,
      rendered,
      containers: row.type === 'pm' ? row.containers : containersOf(rendered),
      ...(row.type === 'pm' ? { host_ids: choice?.hostIds ?? [] } : {}),
      updated_at: unixSeconds(this.now()),
    };
  }

  private startRollout(
    env: EnvironmentRow,
    project: ProjectRow,
    apply: readonly EnvironmentService[],
    remove: readonly string[],
    failure: RolloutFailure,
    creating = false,
  ) {
    const timeoutMs =
      project.deployTimeout > 0 ? project.deployTimeout * 60_000 : (this.deps.defaultRolloutMs ?? 600_000);
    this.rollouts.start(env, { apply, remove, failure, creating, timeoutMs });
  }
}

/** Whether a deploy changed the service's images since it was rendered from its template. */
function imagesDiffer(service: EnvironmentService): boolean {
  if (service.type === 'pm') return false;
  const rendered = new Map(containersOf(service.rendered).map((c) => [c.name, c.image]));
  return service.containers.some((c) => rendered.has(c.name) && rendered.get(c.name) !== c.image);
}
