import {
  KubeApi,
  KubeApiError,
  type KubernetesCluster,
  watchEvents,
} from '../engine/executors/kubernetes/kube-api.js';
import { kubeExec } from './kube-exec.js';
import { kindPath, labelSelector, matches, parseObjects, SERVICE_KINDS, unixOf } from './kube-objects.js';
import {
  keepAllocated,
  type Obj,
  type PodObject,
  podState,
  rolloutVerdict,
  type WorkloadStatus,
} from './kube-states.js';
import { kubeconfigOf } from './kubeconfig.js';
import type { PodTemplate } from './podman-manifests.js';
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

/** How many times a replace that conflicts with a concurrent write is tried. */
const CONFLICT_ATTEMPTS = 5;

interface List<T> {
  items: T[];
}
const notFound = (error: unknown) => error instanceof KubeApiError && error.status === 404;
const q = encodeURIComponent;
const REWATCH_PAUSE_MS = 500;

/**
 * A cluster of system settings, over the Kubernetes REST API: objects are created or replaced
 * (GET, then POST or PUT with the resourceVersion read), rollouts are followed with a watch, scale
 * goes through the scale subresource, restart sets the pod template's `kubectl.kubernetes.io/restartedAt`
 * annotation as `kubectl rollout restart` does, exec uses the `v4.channel.k8s.io` WebSocket.
 */
export class KubernetesWorkloads implements WorkloadDriver {
  private readonly api: KubeApi;

  constructor(private readonly cluster: KubernetesCluster) {
    this.api = new KubeApi(cluster);
  }

  kubeconfig(): string {
    return kubeconfigOf(this.cluster);
  }

  /** Closes the connections kept open to the API server. */
  close(): void {
    this.api.close();
  }

  async available(): Promise<{ ok: boolean; reason: string }> {
    try {
      await this.api.json('GET', '/version');
      return { ok: true, reason: '' };
    } catch (error) {
      return { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
  }

  async namespaces(): Promise<string[]> {
    const list = await this.api.json<List<{ metadata: { name: string } }>>('GET', '/api/v1/namespaces');
    return list.items.map((n) => n.metadata.name);
  }

  async ensureNamespace(namespace: string): Promise<void> {
    try {
      await this.api.json('GET', `/api/v1/namespaces/${q(namespace)}`);
    } catch (error) {
      if (!notFound(error)) throw error;
      await this.api.json('POST', '/api/v1/namespaces', {
        apiVersion: 'v1',
        kind: 'Namespace',
        metadata: { name: namespace },
      });
    }
  }

  async removeNamespace(namespace: string): Promise<void> {
    await this.api.json('DELETE', `/api/v1/namespaces/${q(namespace)}`).catch((error) => {
      if (!notFound(error)) throw error;
    });
  }

  async apply(
    namespace: string,
    labels: { project: string; service: string },
    manifests: string,
  ): Promise<void> {
    const objects = parseObjects(manifests);
    const owned = { 's-product': labels.project, 's-service': labels.service };
    for (const object of objects) {
      object.metadata = { ...object.metadata, labels: { ...(object.metadata?.labels ?? {}), ...owned } };
      await this.put(namespace, object as Obj);
    }
    // what the service had that its manifests no longer hold
    for (const kind of SERVICE_KINDS) {
      const keep = new Set(objects.filter((o) => o.kind === kind).map((o) => o.metadata?.name));
      for (const existing of await this.owned(namespace, kind, owned))
        if (!keep.has(existing.metadata.name))
          await this.deleteObject(namespace, kind, existing.metadata.name);
    }
  }

  async remove(namespace: string, labels: { project: string; service: string }): Promise<void> {
    const owned = { 's-product': labels.project, 's-service': labels.service };
    for (const kind of SERVICE_KINDS)
      for (const existing of await this.owned(namespace, kind, owned))
        await this.deleteObject(namespace, kind, existing.metadata.name);
  }

  async setImage(namespace: string, workload: WorkloadRef, container: string, image: string): Promise<void> {
    await this.change(namespace, workload, (template) => {
      const target = template.spec.containers.find((c) => c.name === container);
      if (!target) throw new Error(`container "${container}" is not in ${workload.kind} "${workload.name}"`);
      target.image = image;
    });
  }

  async waitRollout(
    namespace: string,
    workload: WorkloadRef,
    timeoutMs: number,
    signal?: AbortSignal,
  ): Promise<void> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const cancel = () => controller.abort();
    signal?.addEventListener('abort', cancel, { once: true });
    const path = `${kindPath(namespace, workload.kind)}?watch=1&fieldSelector=${q(`metadata.name=${workload.name}`)}`;
    let last = 'no status yet';
    try {
      // the API server ends watches after a while (and answers ERROR when its history is gone): watch again
      while (true) {
        const stream = await this.api.stream(path, controller.signal);
        for await (const event of watchEvents<Obj & { status?: WorkloadStatus }>(stream)) {
          if (event.type === 'ERROR') break;
          if (event.type === 'DELETED') throw new Error(`${workload.kind} "${workload.name}" was deleted`);
          const verdict = rolloutVerdict(event.object);
          if (verdict === 'done') return;
          last = verdict;
          if (verdict.startsWith('failed'))
            throw new Error(`rollout of ${workload.kind} "${workload.name}" ${verdict}`);
        }
        stream.destroy();
        await new Promise((resolve) => setTimeout(resolve, REWATCH_PAUSE_MS));
      }
    } catch (error) {
      if (signal?.aborted) throw new Error('the rollout wait was cancelled');
      if (controller.signal.aborted)
        throw new Error(`rollout of ${workload.kind} "${workload.name}" timed out: ${last}`);
      throw error;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
      controller.abort();
    }
  }

  async workloads(namespace: string): Promise<WorkloadState[]> {
    const pods = (await this.api.json<List<PodObject>>('GET', kindPath(namespace, 'Pod'))).items;
    const states: WorkloadState[] = [];
    for (const kind of ['Deployment', 'StatefulSet'] as const) {
      const items = (
        await this.api.json<List<Obj & { status?: WorkloadStatus }>>('GET', kindPath(namespace, kind))
      ).items;
      for (const item of items) {
        const spec = item.spec as {
          replicas?: number;
          selector?: { matchLabels?: Record<string, string> };
          template: PodTemplate;
        };
        states.push({
          kind,
          name: item.metadata.name,
          service: item.metadata.labels?.['s-service'] ?? '',
          replicas: spec.replicas ?? 1,
          ready_replicas: item.status?.readyReplicas ?? 0,
          images: spec.template.spec.containers.map((c) => ({ container: c.name, image: c.image })),
          pods: pods.filter((p) => matches(spec.selector?.matchLabels, p.metadata.labels)).map(podState),
        });
      }
    }
    return states;
  }

  async endpoints(namespace: string): Promise<ServiceEndpoint[]> {
    const services = (await this.api.json<List<Obj>>('GET', kindPath(namespace, 'Service'))).items;
    return services.flatMap((service) => {
      const spec = service.spec as {
        clusterIP?: string;
        ports?: { name?: string; port: number; targetPort?: number | string; protocol?: string }[];
      };
      return (spec.ports ?? []).map((port) => ({
        service: service.metadata.name,
        name: port.name ?? String(port.port),
        host: spec.clusterIP ?? '',
        port: port.port,
        target_port: typeof port.targetPort === 'number' ? port.targetPort : port.port,
        protocol: port.protocol ?? 'TCP',
      }));
    });
  }

  async restart(namespace: string, workload: WorkloadRef): Promise<void> {
    await this.change(namespace, workload, (template) => {
      template.metadata = {
        ...template.metadata,
        annotations: {
          ...(template.metadata?.annotations ?? {}),
          'kubectl.kubernetes.io/restartedAt': new Date().toISOString(),
        },
      };
    });
  }

  async scale(namespace: string, workload: WorkloadRef, replicas: number): Promise<void> {
    if (!Number.isInteger(replicas) || replicas < 0) throw new Error('replicas must be a whole number ≥ 0');
    const path = `${kindPath(namespace, workload.kind, workload.name)}/scale`;
    const scale = await this.api.json<{ metadata: Record<string, unknown> }>('GET', path);
    await this.api.json('PUT', path, {
      apiVersion: 'autoscaling/v1',
      kind: 'Scale',
      metadata: scale.metadata,
      spec: { replicas },
    });
  }

  async deletePod(namespace: string, pod: string): Promise<void> {
    await this.api.json('DELETE', kindPath(namespace, 'Pod', pod));
  }

  async *podLogs(
    namespace: string,
    pod: string,
    container: string,
    options: LogOptions,
  ): AsyncIterable<string> {
    const query = new URLSearchParams({ container });
    if (options.follow) query.set('follow', 'true');
    if (options.tail_lines !== undefined) query.set('tailLines', String(options.tail_lines));
    const controller = new AbortController();
    const cancel = () => controller.abort();
    options.signal?.addEventListener('abort', cancel, { once: true });
    try {
      const stream = await this.api.stream(
        `${kindPath(namespace, 'Pod', pod)}/log?${query}`,
        controller.signal,
      );
      for await (const chunk of stream) yield (chunk as Buffer).toString('utf8');
    } catch (error) {
      if (!controller.signal.aborted) throw error;
    } finally {
      options.signal?.removeEventListener('abort', cancel);
      controller.abort();
    }
  }

  exec(namespace: string, pod: string, container: string, command: string[]): Promise<ExecSession> {
    return kubeExec(this.cluster, { namespace, pod, container }, command);
  }

  async events(namespace: string, involved?: { kind: string; name: string }): Promise<ClusterEvent[]> {
    const selector = involved
      ? `?fieldSelector=${q(`involvedObject.kind=${involved.kind},involvedObject.name=${involved.name}`)}`
      : '';
    const list = await this.api.json<List<Record<string, unknown>>>(
      'GET',
      `/api/v1/namespaces/${q(namespace)}/events${selector}`,
    );
    return list.items.map((e) => {
      const object = (e.involvedObject ?? {}) as { kind?: string; name?: string };
      return {
        reason: String(e.reason ?? ''),
        message: String(e.message ?? ''),
        type: String(e.type ?? ''),
        count: Number(e.count ?? 1),
        first_seen: unixOf(e.firstTimestamp ?? e.eventTime),
        last_seen: unixOf(e.lastTimestamp ?? e.eventTime),
        involved: { kind: object.kind ?? '', name: object.name ?? '' },
      };
    });
  }

  async listResources(namespace: string, kind: ListableKind): Promise<Record<string, unknown>[]> {
    return (await this.api.json<List<Record<string, unknown>>>('GET', kindPath(namespace, kind))).items;
  }

  async putResource(namespace: string, kind: ResourceKind, object: Record<string, unknown>): Promise<void> {
    await this.put(namespace, { ...object, kind } as Obj);
  }

  async deleteResource(namespace: string, kind: ResourceKind, name: string): Promise<void> {
    await this.api.json('DELETE', kindPath(namespace, kind, name));
  }

  /** Creates the object, or replaces it with the resourceVersion of the one there. */
  private async put(namespace: string, object: Obj): Promise<void> {
    const kind = String(object.kind);
    const body = { ...object, metadata: { ...object.metadata, namespace } };
    try {
      const current = await this.api.json<Obj>('GET', kindPath(namespace, kind, object.metadata.name));
      body.metadata.resourceVersion = current.metadata.resourceVersion;
      if (kind === 'Service') keepAllocated(body, current);
      await this.api.json('PUT', kindPath(namespace, kind, object.metadata.name), body);
    } catch (error) {
      if (!notFound(error)) throw error;
      await this.api.json('POST', kindPath(namespace, kind), body);
    }
  }

  /**
   * Reads a workload, changes its pod template and replaces it. A controller writing the workload's
   * status meanwhile makes the replace conflict (409): the edit is made again on what is read anew,
   * as client-go's RetryOnConflict does, a few times at most.
   */
  private async change(namespace: string, workload: WorkloadRef, edit: (template: PodTemplate) => void) {
    const path = kindPath(namespace, workload.kind, workload.name);
    for (let attempt = 1; ; attempt++) {
      const current = await this.api.json<Obj>('GET', path);
      edit((current.spec as { template: PodTemplate }).template);
      try {
        await this.api.json('PUT', path, current);
        return;
      } catch (error) {
        if (!(error instanceof KubeApiError && error.status === 409) || attempt === CONFLICT_ATTEMPTS)
          throw error;
      }
    }
  }

  /**
   * The service's objects of one kind. A kind the cluster does not serve (404) or the account may
   * not list (403) holds nothing this driver could have created, so it is skipped, not an error.
   */
  private async owned(namespace: string, kind: string, labels: Record<string, string>): Promise<Obj[]> {
    const path = `${kindPath(namespace, kind)}?labelSelector=${q(labelSelector(labels))}`;
    try {
      return (await this.api.json<List<Obj>>('GET', path)).items ?? [];
    } catch (error) {
      if (error instanceof KubeApiError && (error.status === 404 || error.status === 403)) return [];
      throw error;
    }
  }

  private async deleteObject(namespace: string, kind: string, name: string) {
    await this.api.json('DELETE', kindPath(namespace, kind, name)).catch((error) => {
      if (!notFound(error)) throw error;
    });
  }
}
