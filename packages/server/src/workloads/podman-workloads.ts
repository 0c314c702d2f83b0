import { access } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'yaml';
import type { Podman } from '../engine/executors/container/podman.js';
import { sameImage } from './image-names.js';
import {
  type ContainerSpec,
  checkName,
  inlineSecrets,
  isWorkload,
  type KubeObject,
  LABEL,
  parseManifests,
  podManifest,
  podName,
  portKey,
  replicasOf,
  servicePorts,
  templateOf,
} from './podman-manifests.js';
import { podmanCall, podmanExec, podmanLogs, podmanOk } from './podman-process.js';
import { podAddresses, probeReadiness } from './podman-readiness.js';
import { PodmanState, type StoredService } from './podman-state.js';
import { containerEvent, type PsContainer, podStates } from './podman-status.js';
import type {
  ClusterEvent,
  ExecSession,
  ListableKind,
  LogOptions,
  ResourceKind,
  ServiceEndpoint,
  WorkloadDriver,
  WorkloadRef,
  WorkloadState,
} from './workload-driver.js';

/** Where kube play looks for the pods' pause process (Debian's catatonit package). */
const CATATONIT = ['/usr/libexec/podman/catatonit', '/usr/bin/catatonit'];
const POLL_MS = 500;

/** The contract has no Pod workload kind: a bare Pod is shown and addressed as a one-replica Deployment. */
const kindOf = (object: KubeObject): WorkloadRef['kind'] =>
  object.kind === 'StatefulSet' ? 'StatefulSet' : 'Deployment';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The built-in `local` cluster: a service's manifests run with `podman kube play` on this machine
 * (podman-manifests.ts says how workloads become pods). Replicas are pods; set image and scale
 * change the stored manifests and play the affected pods again; deleting a pod plays it again, as
 * a Deployment's controller would. A rollout is done when every replica runs the current images and
 * passes its readinessProbe (podman-readiness.ts); listings count a running container as ready.
 */
export class PodmanWorkloads implements WorkloadDriver {
  private readonly state: PodmanState;

  constructor(
    private readonly podman: Podman,
    dataDir: string,
  ) {
    this.state = new PodmanState(path.join(dataDir, 'workloads'));
  }

  async available(): Promise<{ ok: boolean; reason: string }> {
    if (!(await this.podman.works())) return { ok: false, reason: 'podman is not available on this machine' };
    const pause = await Promise.any(CATATONIT.map((file) => access(file))).then(
      () => true,
      () => false,
    );
    if (!pause) return { ok: false, reason: 'catatonit (the pods’ pause process) is not installed' };
    return { ok: true, reason: '' };
  }

  /** Namespaces with stored state, and any a pod still carries in its namespace label. */
  async namespaces(): Promise<string[]> {
    const out = await podmanOk(this.podman, [
      'ps',
      '--all',
      '--format',
      'json',
      '--filter',
      `label=${LABEL.namespace}`,
    ]);
    const labelled = (JSON.parse(out || '[]') as PsContainer[]).map((c) => c.Labels?.[LABEL.namespace] ?? '');
    const names = new Set([...(await this.state.namespaces()), ...labelled].filter(Boolean));
    return [...names].sort();
  }

  async ensureNamespace(namespace: string): Promise<void> {
    await this.state.ensure(namespace);
  }

  async removeNamespace(namespace: string): Promise<void> {
    await this.removePods(await this.podNames(namespace));
    await this.state.drop(namespace);
  }

  async apply(
    namespace: string,
    labels: { project: string; service: string },
    manifests: string,
  ): Promise<void> {
    const stored: StoredService = { ...labels, objects: parseManifests(manifests) };
    // a Secret the pods name but nobody holds fails here, before anything changes
    const secrets = [
      ...stored.objects.filter((o) => o.kind === 'Secret'),
      ...(await this.state.resources(namespace, 'Secret')),
    ];
    for (const pod of this.podsOf(namespace, stored)) inlineSecrets(pod.object, secrets);
    await this.state.saveService(namespace, stored);
    const wanted = new Set(this.podsOf(namespace, stored).map((pod) => pod.name));
    const previous = await this.podNames(namespace, labels);
    await this.removePods(previous.filter((name) => !wanted.has(name)));
    await this.play(namespace, stored, () => true);
  }

  async remove(namespace: string, labels: { project: string; service: string }): Promise<void> {
    const stored = (await this.state.services(namespace)).find(
      (s) => s.project === labels.project && s.service === labels.service,
    );
    await this.removePods(await this.podNames(namespace, labels));
    if (stored)
      await this.state.releasePorts(
        namespace,
        stored.objects.filter((o) => o.kind === 'Service').map((o) => String(o.metadata?.name)),
      );
    await this.state.removeService(namespace, labels);
  }

  async setImage(namespace: string, workload: WorkloadRef, container: string, image: string): Promise<void> {
    const { stored, object } = await this.find(namespace, workload);
    const target = templateOf(object)?.spec.containers.find((c) => c.name === container);
    if (!target) throw new Error(`container "${container}" is not in ${workload.kind} "${workload.name}"`);
    target.image = image;
    await this.state.saveService(namespace, stored);
    await this.play(namespace, stored, (o) => o === object);
  }

  async waitRollout(namespace: string, workload: WorkloadRef, timeoutMs: number, signal?: AbortSignal) {
    const { object } = await this.find(namespace, workload);
    const template = templateOf(object);
    const images = new Map(template?.spec.containers.map((c) => [c.name, c.image]));
    const deadline = Date.now() + timeoutMs;
    let last = 'no pod has started';
    while (true) {
      if (signal?.aborted) throw new Error('the rollout wait was cancelled');
      const state = (await this.workloads(namespace)).find(
        (w) => w.kind === workload.kind && w.name === workload.name,
      );
      const pods = state?.pods ?? [];
      const current = pods.filter((pod) =>
        pod.containers.every((c) => c.ready && sameImage(images.get(c.name) ?? '', c.image)),
      );
      const failing = pods.flatMap((p) => p.containers).find((c) => c.status.startsWith('terminated'));
      if (state && current.length === replicasOf(object) && pods.length === current.length) {
        const unready = await this.unready(
          current.map((pod) => pod.name),
          template?.spec.containers ?? [],
        );
        if (!unready) return;
        last = `container ${unready} is not ready (readiness probe)`;
      } else
        last = failing
          ? `container ${failing.name}: ${failing.status}`
          : `${current.length}/${replicasOf(object)} replicas ready`;
      if (Date.now() >= deadline)
        throw new Error(`rollout of ${workload.kind} "${workload.name}" timed out: ${last}`);
      await sleep(POLL_MS);
    }
  }

  async workloads(namespace: string): Promise<WorkloadState[]> {
    const containers = await this.containers(namespace);
    const stored = await this.state.services(namespace);
    const addresses = await podAddresses(
      this.podman,
      containers.filter((c) => c.State === 'running').map((c) => c.Names[0] ?? ''),
    );
    return stored.flatMap((service) =>
      service.objects.filter(isWorkload).map((object) => {
        const name = String(object.metadata?.name);
        const kind = kindOf(object);
        const pods = podStates(
          containers.filter(
            (c) => c.Labels?.[LABEL.workload] === name && c.Labels?.[LABEL.kind] === object.kind,
          ),
          addresses,
        );
        return {
          kind,
          name,
          service: service.service,
          replicas: replicasOf(object),
          ready_replicas: pods.filter((p) => p.ready).length,
          images: (templateOf(object)?.spec.containers ?? []).map((c) => ({
            container: c.name,
            image: c.image,
          })),
          pods,
        } satisfies WorkloadState;
      }),
    );
  }

  async endpoints(namespace: string): Promise<ServiceEndpoint[]> {
    const services = (await this.state.services(namespace)).flatMap((s) =>
      s.objects.filter((o) => o.kind === 'Service'),
    );
    const ports = await this.state.hostPorts(namespace, []);
    return services.flatMap((service) => {
      const name = String(service.metadata?.name);
      return servicePorts(service).map((port) => ({
        service: name,
        name: port.name ?? String(port.port),
        host: '127.0.0.1',
        port: ports[portKey(name, port)] ?? 0,
        target_port: typeof port.targetPort === 'number' ? port.targetPort : port.port,
        protocol: port.protocol ?? 'TCP',
      }));
    });
  }

  async restart(namespace: string, workload: WorkloadRef): Promise<void> {
    const { stored, object } = await this.find(namespace, workload);
    await this.removePods(this.podsOf(namespace, stored, object).map((p) => p.name));
    await this.play(namespace, stored, (o) => o === object);
  }

  async scale(namespace: string, workload: WorkloadRef, replicas: number): Promise<void> {
    if (!Number.isInteger(replicas) || replicas < 0) throw new Error('replicas must be a whole number ≥ 0');
    const { stored, object } = await this.find(namespace, workload);
    const before = replicasOf(object);
    (object.spec as { replicas?: number }).replicas = replicas;
    await this.state.saveService(namespace, stored);
    const extra = Array.from({ length: Math.max(before - replicas, 0) }, (_, i) =>
      podName(namespace, workload.name, replicas + i),
    );
    await this.removePods(extra);
    if (replicas > before) await this.play(namespace, stored, (o) => o === object, before);
  }

  async deletePod(namespace: string, pod: string): Promise<void> {
    for (const stored of await this.state.services(namespace))
      for (const object of stored.objects.filter(isWorkload)) {
        const manifest = this.podsOf(namespace, stored, object).find((p) => p.name === pod);
        if (!manifest) continue;
        await this.removePods([pod]);
        await this.playPods(namespace, stored, [manifest.object]);
        return;
      }
    throw new Error(`pod "${pod}" is not in namespace "${namespace}"`);
  }

  podLogs(namespace: string, pod: string, container: string, options: LogOptions): AsyncIterable<string> {
    return podmanLogs(this.podman, this.containerName(namespace, pod, container), options);
  }

  exec(namespace: string, pod: string, container: string, command: string[]): Promise<ExecSession> {
    return podmanExec(this.podman, this.containerName(namespace, pod, container), command);
  }

  /** Podman keeps no Kubernetes events: they are made from the containers' state. */
  async events(namespace: string, involved?: { kind: string; name: string }): Promise<ClusterEvent[]> {
    const containers = (await this.containers(namespace)).filter(
      (c) =>
        !involved ||
        (involved.kind === 'Pod'
          ? c.PodName === involved.name
          : c.Labels?.[LABEL.workload] === involved.name),
    );
    return containers.map(containerEvent);
  }

  async listResources(namespace: string, kind: ListableKind): Promise<Record<string, unknown>[]> {
    const applied = (await this.state.services(namespace)).flatMap((s) =>
      s.objects.filter((o) => o.kind === kind),
    );
    return [...applied, ...(await this.state.resources(namespace, kind))];
  }

  async putResource(namespace: string, kind: ResourceKind, object: Record<string, unknown>): Promise<void> {
    await this.state.putResource(namespace, kind, { ...object, kind } as KubeObject);
  }

  async deleteResource(namespace: string, kind: ResourceKind, name: string): Promise<void> {
    if (!(await this.state.deleteResource(namespace, kind, name)))
      throw new Error(`${kind} "${name}" is not in namespace "${namespace}"`);
  }

  /** The first container of these pods whose readinessProbe fails now, if any. */
  private async unready(pods: string[], containers: ContainerSpec[]): Promise<string | undefined> {
    const probed = containers.filter((c) => c.readinessProbe);
    const targets = pods.flatMap((pod) => probed.map((spec) => ({ container: `${pod}-${spec.name}`, spec })));
    const addresses = await podAddresses(
      this.podman,
      targets.map((t) => t.container),
    );
    for (const target of targets)
      if (!(await probeReadiness(this.podman, { ...target, podIp: addresses.get(target.container) ?? '' })))
        return target.container;
    return undefined;
  }

  private containerName(namespace: string, pod: string, container: string): string {
    checkName('namespace', namespace);
    if (!pod.startsWith(`${namespace}--`)) throw new Error(`pod "${pod}" is not in namespace "${namespace}"`);
    checkName('container', container);
    return `${pod}-${container}`;
  }

  private async find(namespace: string, workload: WorkloadRef) {
    for (const stored of await this.state.services(namespace)) {
      const object = stored.objects.find(
        (o) => o.metadata?.name === workload.name && kindOf(o) === workload.kind,
      );
      if (object) return { stored, object };
    }
    throw new Error(`${workload.kind} "${workload.name}" is not in namespace "${namespace}"`);
  }

  /** Every replica pod of the service's workloads (or of one workload), as kube play input. */
  private podsOf(
    namespace: string,
    stored: StoredService,
    only?: KubeObject,
    ports: Record<string, number> = {},
  ) {
    const services = stored.objects.filter((o) => o.kind === 'Service');
    const context = { namespace, project: stored.project, service: stored.service };
    return stored.objects
      .filter((o) => isWorkload(o) && (!only || o === only))
      .flatMap((object) =>
        Array.from({ length: replicasOf(object) }, (_, replica) => {
          const pod = podManifest(context, object, replica, services, (key) => ports[key] ?? 0);
          return { name: String(pod.metadata?.name), object: pod };
        }),
      );
  }

  /** Plays the pods of the chosen workloads, from replica `from` on, after removing any of the same name. */
  private async play(namespace: string, stored: StoredService, chosen: (o: KubeObject) => boolean, from = 0) {
    const keys = stored.objects
      .filter((o) => o.kind === 'Service')
      .flatMap((s) => servicePorts(s).map((p) => portKey(String(s.metadata?.name), p)));
    const ports = await this.state.hostPorts(namespace, keys);
    const pods = stored.objects
      .filter((o) => isWorkload(o) && chosen(o))
      .flatMap((o) =>
        this.podsOf(namespace, stored, o, ports).filter((p) => Number(p.name.split('-').pop()) >= from),
      );
    await this.removePods(pods.map((p) => p.name));
    await this.playPods(
      namespace,
      stored,
      pods.map((p) => p.object),
    );
  }

  private async playPods(namespace: string, stored: StoredService, pods: KubeObject[]) {
    if (pods.length === 0) return;
    const configMaps = [
      ...stored.objects.filter((o) => o.kind === 'ConfigMap'),
      ...(await this.state.resources(namespace, 'ConfigMap')),
    ];
    const secrets = [
      ...stored.objects.filter((o) => o.kind === 'Secret'),
      ...(await this.state.resources(namespace, 'Secret')),
    ];
    for (const pod of pods) inlineSecrets(pod, secrets);
    const text = [...configMaps, ...pods].map((o) => stringify(o)).join('---\n');
    await podmanOk(this.podman, ['kube', 'play', '--replace', '-'], text);
  }

  /** Removes pods at once (no grace period: the stored manifests say what runs, not the pods). */
  private async removePods(names: string[]) {
    if (names.length > 0) await podmanCall(this.podman, ['pod', 'rm', '--force', '--time', '0', ...names]);
  }

  private async containers(namespace: string): Promise<PsContainer[]> {
    checkName('namespace', namespace);
    const out = await podmanOk(this.podman, [
      'ps',
      '--all',
      '--pod',
      '--format',
      'json',
      '--filter',
      `label=${LABEL.namespace}=${namespace}`,
    ]);
    return (JSON.parse(out || '[]') as PsContainer[]).filter((c) => !c.IsInfra);
  }

  private async podNames(
    namespace: string,
    labels?: { project: string; service: string },
  ): Promise<string[]> {
    const containers = (await this.containers(namespace)).filter(
      (c) =>
        !labels ||
        (c.Labels?.[LABEL.project] === labels.project && c.Labels?.[LABEL.service] === labels.service),
    );
    return [...new Set(containers.map((c) => c.PodName))];
  }
}
