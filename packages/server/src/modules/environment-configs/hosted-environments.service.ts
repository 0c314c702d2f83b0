import type { HostedEnvBody } from '@slipway/contracts';
import type { EnvironmentService } from '../../db/schema-environments.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { BadRequestError, ConflictError } from '../../lib/errors.js';
import type { WorkloadState } from '../../workloads/workload-driver.js';
import { type EnvironmentAccess, onCluster } from './environment-access.js';
import type { EnvironmentRow } from './environment-configs.repository.js';

/** A workload's containers as an environment keeps them (image_name is the image without its tag). */
function containersOf(workload: WorkloadState) {
  return workload.images.map((i) => ({
    name: i.container,
    image: i.image,
    image_name: i.image.replace(/@.*$/, '').replace(/:[^:/]*$/, ''),
  }));
}

/**
 * The environment a workload belongs to: a taken-over environment lists it by name; an
 * environment the platform deploys knows it by the service label its objects carry.
 */
const ownerOf = (envs: readonly EnvironmentRow[], workload: WorkloadState, except?: number) =>
  envs.find(
    (e) =>
      e.id !== except &&
      e.services.some((s) =>
        e.source === 'external' ? s.name === workload.name : s.name === workload.service,
      ),
  );

/**
 * Taken-over (`external`) environments: a namespace whose Deployments and StatefulSets were made
 * outside the platform; each picked workload becomes a service of the environment. A workload
 * belongs to one environment at a time.
 */
export class HostedEnvironmentsService {
  constructor(
    private readonly access: EnvironmentAccess,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The namespace's workloads, each with the environment that took it over ('' if none). */
  async namespaceWorkloads(clusterId: string, namespace: string, page = 1, perPage = 1200) {
    const driver = await this.access.driverFor(clusterId);
    const workloads = await onCluster(() => driver.workloads(namespace));
    const envs = await this.access.repository.inNamespace(clusterId, namespace);
    const rows = workloads
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((w) => {
        const env = ownerOf(envs, w);
        return {
          service_name: w.name,
          workLoadType: w.kind,
          product_name: env?.project ?? '',
          env_name: env?.name ?? '',
          images: w.images.map((i) => i.image),
        };
      });
    return { total: rows.length, services: rows.slice((page - 1) * perPage, page * perPage) };
  }

  async create(project: string, body: HostedEnvBody, by: string): Promise<void> {
    if (body.product_name !== project) throw new BadRequestError('validation.environment.projectMismatch');
    const services = await this.pickedServices(body);
    try {
      await this.access.repository.insertEnvironment({
        project,
        name: body.env_name,
        namespace: body.namespace,
        clusterId: body.cluster_id,
        source: 'external',
        status: 'success',
        registryId: body.registry_id ?? '',
        services,
        createdBy: by,
        updatedBy: by,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError('error.environmentExists', body.env_name);
      throw error;
    }
  }

  async update(project: string, body: HostedEnvBody, by: string): Promise<void> {
    if (body.product_name !== project) throw new BadRequestError('validation.environment.projectMismatch');
    const env = await this.access.get(project, body.env_name);
    if (env.source !== 'external') throw new BadRequestError('error.hostedEnv.notHosted', env.name);
    // the namespace and cluster of a taken-over environment stay what they were
    const services = await this.pickedServices(
      { ...body, cluster_id: env.clusterId, namespace: env.namespace },
      env.id,
    );
    await this.access.repository.updateEnvironment(env.id, { services, updatedBy: by });
  }

  async services(project: string, envName: string) {
    const env = await this.access.get(project, envName);
    return { data: env.services.map((s) => ({ service_name: s.name })) };
  }

  /** The picked workloads as services: each must run in the namespace and be free of other environments. */
  private async pickedServices(body: HostedEnvBody, except?: number): Promise<EnvironmentService[]> {
    const driver = await this.access.driverFor(body.cluster_id);
    const running = await onCluster(() => driver.workloads(body.namespace));
    const envs = await this.access.repository.inNamespace(body.cluster_id, body.namespace);
    const updatedAt = Math.floor(this.now().getTime() / 1000);
    const seen = new Set<string>();
    const services: EnvironmentService[] = [];
    for (const picked of body.workloads) {
      if (seen.has(picked.name)) continue;
      seen.add(picked.name);
      const workload = running.find((w) => w.name === picked.name && w.kind === picked.type);
      if (!workload)
        throw new BadRequestError('error.hostedEnv.workloadMissing', `${picked.type}/${picked.name}`);
      const other = ownerOf(envs, workload, except);
      if (other)
        throw new ConflictError(
          'error.hostedEnv.workloadTaken',
          `${picked.name}: ${other.project}/${other.name}`,
        );
      services.push({
        name: picked.name,
        type: 'k8s',
        revision: 0,
        variable_yaml: '',
        rendered: '',
        containers: containersOf(workload),
        updated_at: updatedAt,
      });
    }
    return services;
  }
}
