import { parseAllDocuments } from 'yaml';
import { NotFoundError } from '../../lib/errors.js';
import type { ClusterEvent, PodState, WorkloadRef } from '../../workloads/workload-driver.js';
import { chartVersionOf } from '../environment-configs/chart-values.js';
import { clusterCall } from './environment-errors.js';
import { imageName } from './environment-render.js';
import type { EnvironmentViews } from './environment-views.js';
import type { EnvironmentsService } from './environments.service.js';

/** Whole seconds, minutes, hours or days since a unix time, as the pod table shows ages. */
function age(createdAt: number, now: number): string {
  const s = Math.max(0, now - createdAt);
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m`;
  if (s < 86_400) return `${Math.floor(s / 3600)}h`;
  return `${Math.floor(s / 86_400)}d`;
}

const podView = (pod: PodState, now: number) => ({
  name: pod.name,
  status: pod.phase,
  pod_ready: pod.ready,
  containers_ready: pod.containers.every((c) => c.ready),
  ip: pod.pod_ip,
  host_ip: pod.host_ip,
  node_name: pod.host_ip,
  age: age(pod.created_at, now),
  containers: pod.containers.map((c) => ({
    name: c.name,
    image: c.image,
    status: c.status,
    message: c.message,
    started_at: pod.created_at,
  })),
});

const eventView = (e: ClusterEvent) => ({
  message: e.message,
  reason: e.reason,
  type: e.type,
  count: e.count,
  first_seen: e.first_seen,
  last_seen: e.last_seen,
});

/** What the service detail page and the create form read (portal-shapes §1.5, §1.6, §2.1, §4). */
export class EnvironmentServiceViews {
  constructor(
    private readonly envs: EnvironmentsService,
    private readonly views: EnvironmentViews,
  ) {}

  async service(project: string, envName: string, serviceName: string) {
    const env = await this.envs.get(project, envName);
    const service = env.services.find((s) => s.name === serviceName);
    if (!service) throw new NotFoundError('error.environmentServiceNotFound');
    const workloads = ((await this.views.liveWorkloads(env)) ?? []).filter((w) => w.service === serviceName);
    const endpoints =
      env.source === 'pm'
        ? []
        : await this.envs
            .driverOf(env)
            .then((d) => d.endpoints(env.namespace))
            .catch(() => []);
    const now = Math.floor(Date.now() / 1000);
    // the Kubernetes Services among the service's own objects
    const ownServices = new Set(
      parseAllDocuments(service.rendered)
        .map((d) => d.toJS() as { kind?: string; metadata?: { name?: string } } | null)
        .filter((o) => o?.kind === 'Service')
        .map((o) => o?.metadata?.name ?? ''),
    );
    const hosts = (await this.views.ingressHosts(env)).flat();
    return {
      service_name: serviceName,
      scales: workloads.map((w) => ({
        name: w.name,
        type: w.kind,
        replicas: w.replicas,
        images: w.images.map((i) => ({ name: i.container, image: i.image, image_name: imageName(i.image) })),
        pods: w.pods.map((p) => podView(p, now)),
      })),
      ingress: hosts.length > 0 ? [{ host_info: hosts.map((host) => ({ host })) }] : [],
      service_endpoints: [
        {
          endpoints: endpoints
            .filter((e) => ownServices.has(e.service))
            .map((e) => ({ service_name: e.service, service_port: e.port })),
        },
      ],
    };
  }

  /** The service's objects as applied, one YAML document each. */
  async export(project: string, envName: string, serviceName: string): Promise<string[]> {
    const env = await this.envs.get(project, envName);
    const service = env.services.find((s) => s.name === serviceName);
    if (!service) throw new NotFoundError('error.environmentServiceNotFound');
    return parseAllDocuments(service.rendered)
      .filter((d) => d.contents !== null)
      .map((d) => d.toString());
  }

  /** The text the environment runs and what the service's current template renders to there. */
  async diff(project: string, envName: string, serviceName: string) {
    const env = await this.envs.get(project, envName);
    const running = env.services.find((s) => s.name === serviceName);
    const context = { project, env: env.name, namespace: env.namespace, defaultValues: env.defaultValues };
    const latest = await this.envs
      .resolve(project, [{ name: serviceName }], context)
      .then(([s]) => s?.rendered ?? '')
      .catch(() => '');
    return { current: { yaml: running?.rendered ?? '' }, latest: { yaml: latest } };
  }

  /** Per environment, which services' templates moved on since they were deployed (portal-shapes §1.5). */
  async revisions(project: string, envName?: string) {
    const envs = (await this.envs.list(project)).filter((e) => !envName || e.name === envName);
    const templates = new Map((await this.envs.repository.projectServices(project)).map((s) => [s.name, s]));
    return envs.map((env) => {
      const running = new Set(env.services.map((s) => s.name));
      const services = [
        ...env.services.map((s) => {
          const latest = templates.get(s.name);
          return {
            service_name: s.name,
            type: s.type,
            current_revision: s.revision,
            next_revision: latest?.revision ?? s.revision,
            updatable: !!latest && latest.revision > s.revision,
            deleted: !latest,
            new: false,
            configs: [],
          };
        }),
        ...[...templates.values()]
          .filter((t) => !running.has(t.name) && t.type !== 'helm')
          .map((t) => ({
            service_name: t.name,
            type: t.type,
            current_revision: 0,
            next_revision: t.revision,
            updatable: true,
            deleted: false,
            new: true,
            configs: [],
          })),
      ];
      return {
        product_name: project,
        env_name: env.name,
        current_revision: env.revision,
        updatable: services.some((s) => s.updatable && !s.deleted && !s.new),
        services,
      };
    });
  }

  /** The create form's template: the project's services with their containers, in start order. */
  async initInfo(projectName: string) {
    const project = await this.envs.project(projectName);
    const all = await this.envs.repository.projectServices(projectName);
    const rows = all.filter((s) => s.type !== 'helm');
    // the Helm form offers the project's chart services (portal-shapes §2.1)
    const charts = all.filter((s) => s.type === 'helm');
    const byName = new Map(rows.map((r) => [r.name, r]));
    const ordered = project.services.map((g) => g.filter((n) => byName.has(n)));
    const placed = new Set(ordered.flat());
    const rest = rows.map((r) => r.name).filter((n) => !placed.has(n));
    const groups = [...ordered.filter((g) => g.length > 0), ...(rest.length > 0 ? [rest] : [])];
    return {
      product_name: projectName,
      revision: 1,
      source: 'spock',
      vars: project.vars.map((v) => ({ key: v.key, value: v.value, services: [] as string[] })),
      services: groups.map((g) =>
        g.map((name) => {
          const row = byName.get(name);
          return {
            service_name: name,
            type: row?.type ?? 'k8s',
            revision: row?.revision ?? 1,
            containers: row?.containers ?? [],
          };
        }),
      ),
      chart_infos:
        project.type === 'helm'
          ? charts.map((c) => ({ service_name: c.name, chart_version: chartVersionOf(c) }))
          : null,
    };
  }

  async events(project: string, envName: string, involved?: WorkloadRef | { kind: string; name: string }) {
    const env = await this.envs.get(project, envName);
    return clusterCall(async () =>
      (await (await this.envs.driverOf(env)).events(env.namespace, involved)).map(eventView),
    );
  }
}
