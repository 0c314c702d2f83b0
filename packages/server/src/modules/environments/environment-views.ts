import type { Language } from '@slipway/contracts';
import { LOCAL_CLUSTER_ID } from '@slipway/contracts';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import { unixSeconds } from '../../lib/unix-seconds.js';
import type { WorkloadState } from '../../workloads/workload-driver.js';
import { describeStoredError } from './environment-errors.js';
import { yamlToVars } from './environment-render.js';
import { environmentStatus, serviceStatus } from './environment-status.js';
import type { EnvironmentRow } from './environments.repository.js';
import type { EnvironmentsService } from './environments.service.js';

const clusterName = (env: EnvironmentRow) => (env.clusterId === LOCAL_CLUSTER_ID ? 'local' : env.clusterId);

/** What the environment pages read (portal-shapes §1): summaries, the detail, service rows, versions. */
export class EnvironmentViews {
  constructor(private readonly envs: EnvironmentsService) {}

  async list(project: string) {
    const rows = await this.envs.list(project);
    return rows.map((env) => ({
      name: env.name,
      env_name: env.name,
      projectName: env.project,
      product_name: env.project,
      production: env.production,
      is_prod: env.production,
      source: env.source,
      namespace: env.namespace,
      share_env_is_base: env.share.is_base,
      share_env_base_env: env.share.base_env,
      share_env_enable: env.share.enable,
      base_name: '',
      base_refs: [] as string[],
      is_existed: false,
      registry_id: env.registryId,
      cluster_id: env.clusterId,
      clusterName: clusterName(env),
      updateTime: unixSeconds(env.updatedAt),
      updateBy: env.updatedBy,
      updatable: false,
      status: env.status,
    }));
  }

  /** `?subresource=ingress`: the hosts of each environment's ingresses. */
  async ingresses(project: string) {
    const rows = await this.envs.list(project);
    return Promise.all(
      rows.map(async (env) => ({
        env_name: env.name,
        ingress_infos: (await this.ingressHosts(env)).map((hosts) => ({
          host_info: hosts.map((host) => ({ host })),
        })),
      })),
    );
  }

  async detail(project: string, name: string, language: Language) {
    const env = await this.envs.get(project, name);
    const live = await this.liveWorkloads(env);
    const statuses =
      live === null ? null : env.services.map((s) => serviceStatus(live.filter((w) => w.service === s.name)));
    const order = await this.envs.project(project).then((p) => p.services);
    // which services use a variable is read from their templates, where the placeholders still are
    const templates = await this.envs.repository.projectServices(
      project,
      env.services.map((s) => s.name),
    );
    return {
      id: env.id,
      product_name: env.project,
      env_name: env.name,
      namespace: env.namespace,
      cluster_id: env.clusterId,
      cluster_name: clusterName(env),
      is_local: env.clusterId === LOCAL_CLUSTER_ID,
      is_prod: env.production,
      is_existed: false,
      source: env.source,
      status: env.source === 'pm' ? 'Running' : environmentStatus(env.status, statuses),
      update_time: unixSeconds(env.updatedAt),
      update_by: env.updatedBy,
      registry_id: env.registryId,
      error: describeStoredError(env.error, language),
      recycle_day: 0,
      isPublic: true,
      share_env_enable: env.share.enable,
      share_env_is_base: env.share.is_base,
      share_env_base_env: env.share.base_env,
      revision: env.revision,
      services: groupByOrder(
        env.services.map((s) => s.name),
        order,
      ),
      vars: yamlToVars(env.defaultValues, new Map(templates.map((t) => [t.name, t.yaml]))),
    };
  }

  /** Service rows of one page, and how many match (the `x-total` header). */
  async serviceRows(project: string, name: string, search: string, page: number, perPage: number) {
    const env = await this.envs.get(project, name);
    const matching = env.services
      .filter((s) => s.name.includes(search.trim()))
      .sort((a, b) => a.name.localeCompare(b.name));
    const shown = matching.slice((page - 1) * perPage, page * perPage);
    const live = shown.some((s) => s.type !== 'pm') ? await this.liveWorkloads(env) : [];
    const ingress = await this.ingressHosts(env);
    const rows = shown.map((s) => {
      const workloads = (live ?? []).filter((w) => w.service === s.name);
      return {
        service_name: s.name,
        service_display_name: s.name,
        type: s.type,
        status: s.type === 'pm' ? 'Succeeded' : live === null ? 'Unknown' : serviceStatus(workloads),
        images: s.type === 'pm' ? [] : imagesOf(workloads, s.containers),
        ingress: { host_info: ingress.flat().map((host) => ({ host })) },
        product_name: env.project,
        env_name: env.name,
        workLoadType: workloads[0]?.kind ?? 'Deployment',
        revision: s.revision,
        ready: workloads.every((w) => w.ready_replicas >= w.replicas),
        env_statuses: [] as Array<{ address: string; status: string }>,
        env_configs: s.type === 'pm' ? [{ env_name: env.name, host_ids: s.host_ids ?? [], labels: [] }] : [],
      };
    });
    return { rows, total: matching.length };
  }

  async versions(project: string, name: string) {
    const env = await this.envs.get(project, name);
    const revisions = await this.envs.repository.revisions(env.id);
    return revisions.map((r) => ({
      revision: r.revision,
      services: r.services.map((s) => ({
        service_name: s.name,
        revision: s.revision,
        containers: s.containers,
      })),
      default_values: r.defaultValues,
      created_by: r.createdBy,
      created_at: unixSeconds(r.createdAt),
    }));
  }

  /** Two revisions side by side, per service (spec §5: exactly two). */
  async versionsDiff(project: string, name: string, revisions: string) {
    const numbers = revisions.split(',').map((r) => Number(r.trim()));
    if (numbers.length !== 2 || numbers.some((n) => !Number.isInteger(n) || n < 1))
      throw new BadRequestError('validation.environment.twoRevisions');
    const env = await this.envs.get(project, name);
    const [from, to] = await Promise.all(numbers.map((n) => this.envs.repository.revision(env.id, n)));
    if (!from || !to) throw new NotFoundError('error.environmentRevisionNotFound');
    const names = [...new Set([...from.services, ...to.services].map((s) => s.name))].sort();
    return {
      from: from.revision,
      to: to.revision,
      default_values: { from: from.defaultValues, to: to.defaultValues },
      services: names.map((service) => {
        const a = from.services.find((s) => s.name === service);
        const b = to.services.find((s) => s.name === service);
        return {
          service_name: service,
          from: a ? { revision: a.revision, yaml: a.rendered, containers: a.containers } : null,
          to: b ? { revision: b.revision, yaml: b.rendered, containers: b.containers } : null,
          changed:
            JSON.stringify(a?.containers) !== JSON.stringify(b?.containers) || a?.rendered !== b?.rendered,
        };
      }),
    };
  }

  /** The workloads running in the namespace, or null when the cluster cannot be asked. */
  async liveWorkloads(env: EnvironmentRow): Promise<WorkloadState[] | null> {
    if (env.source === 'pm' || !env.namespace) return [];
    try {
      return await (await this.envs.driverOf(env)).workloads(env.namespace);
    } catch {
      return null;
    }
  }

  /** The hosts of each ingress of the namespace; none when the cluster cannot be asked. */
  async ingressHosts(env: EnvironmentRow): Promise<string[][]> {
    if (env.source === 'pm' || !env.namespace) return [];
    try {
      const ingresses = await (await this.envs.driverOf(env)).listResources(env.namespace, 'Ingress');
      return ingresses.map((i) => {
        const rules = (i.spec as { rules?: Array<{ host?: string }> } | undefined)?.rules ?? [];
        return rules.map((r) => r.host ?? '').filter(Boolean);
      });
    } catch {
      return [];
    }
  }
}

/** The environment's services in the project's start order; those the order lacks come last. */
export function groupByOrder(names: readonly string[], order: readonly string[][]): string[][] {
  const present = new Set(names);
  const groups = order.map((g) => g.filter((n) => present.has(n))).filter((g) => g.length > 0);
  const placed = new Set(groups.flat());
  const rest = names.filter((n) => !placed.has(n));
  return rest.length > 0 ? [...groups, rest] : groups;
}

function imagesOf(workloads: readonly WorkloadState[], fallback: ReadonlyArray<{ image: string }>): string[] {
  const live = workloads.flatMap((w) => w.images.map((i) => i.image));
  return [...new Set(live.length > 0 ? live : fallback.map((c) => c.image))];
}
