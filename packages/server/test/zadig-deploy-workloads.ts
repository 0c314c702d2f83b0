import type {
  PodState,
  ResourceKind,
  WorkloadDriver,
  WorkloadRef,
  WorkloadState,
} from '../src/workloads/workload-driver.js';

/**
 * An in-memory stand-in for a cluster's workload driver, for deploy job tests that are about the
 * jobs' rules rather than a cluster: images are set on its workloads, and a rollout of an image
 * whose name says `missing` fails to pull, `crash` keeps crashing, `slow` never gets ready.
 */
export class MemoryWorkloads
  implements Pick<WorkloadDriver, 'workloads' | 'setImage' | 'waitRollout' | 'listResources' | 'putResource'>
{
  readonly states = new Map<string, WorkloadState[]>();
  readonly resources = new Map<string, Record<string, unknown>[]>();
  readonly calls: string[] = [];

  addWorkload(namespace: string, service: string, ref: WorkloadRef, containers: Record<string, string>) {
    const list = this.states.get(namespace) ?? [];
    list.push({
      ...ref,
      service,
      replicas: 1,
      ready_replicas: 1,
      images: Object.entries(containers).map(([container, image]) => ({ container, image })),
      pods: [],
    });
    this.states.set(namespace, list);
  }

  addResource(namespace: string, kind: ResourceKind, object: Record<string, unknown>) {
    const key = `${namespace}/${kind}`;
    this.resources.set(key, [...(this.resources.get(key) ?? []), object]);
  }

  image(namespace: string, name: string, container: string) {
    return this.find(namespace, name)?.images.find((i) => i.container === container)?.image;
  }

  async workloads(namespace: string) {
    return structuredClone(this.states.get(namespace) ?? []);
  }

  async setImage(namespace: string, workload: WorkloadRef, container: string, image: string) {
    const state = this.find(namespace, workload.name);
    const entry = state?.images.find((i) => i.container === container);
    if (!state || !entry) throw new Error(`${workload.kind}/${workload.name} has no container ${container}`);
    entry.image = image;
    this.calls.push(`setImage ${namespace} ${workload.kind}/${workload.name} ${container}=${image}`);
  }

  async waitRollout(namespace: string, workload: WorkloadRef, timeoutMs: number) {
    this.calls.push(`waitRollout ${namespace} ${workload.kind}/${workload.name}`);
    const state = this.find(namespace, workload.name);
    if (!state) throw new Error('not found');
    const bad = state.images.find((i) => /missing|crash|slow/.test(i.image));
    if (!bad) return;
    state.pods = [pod(state.name, bad.container, bad.image)];
    await new Promise((resolve) => setTimeout(resolve, Math.min(timeoutMs, 200)));
    throw new Error(`${workload.kind}/${workload.name} is not ready after ${timeoutMs} ms`);
  }

  async listResources(namespace: string, kind: ResourceKind) {
    return structuredClone(this.resources.get(`${namespace}/${kind}`) ?? []);
  }

  async putResource(namespace: string, kind: ResourceKind, object: Record<string, unknown>) {
    const key = `${namespace}/${kind}`;
    const name = (object.metadata as { name: string }).name;
    const kept = (this.resources.get(key) ?? []).filter(
      (o) => (o.metadata as { name: string }).name !== name,
    );
    this.resources.set(key, [...kept, structuredClone(object)]);
  }

  /** the stand-in as a full driver: what deploy jobs do not call refuses */
  asDriver(): WorkloadDriver {
    const refuse = () => Promise.reject(new Error('not used by deploy jobs'));
    return new Proxy(this as unknown as WorkloadDriver, {
      get: (target, key) => (key in target || key === 'then' ? (target as never)[key] : refuse),
    });
  }

  private find(namespace: string, name: string) {
    return this.states.get(namespace)?.find((w) => w.name === name);
  }
}

function pod(workload: string, container: string, image: string): PodState {
  const status = image.includes('missing')
    ? 'waiting ImagePullBackOff'
    : image.includes('crash')
      ? 'waiting CrashLoopBackOff'
      : 'waiting ContainerCreating';
  return {
    name: `${workload}-abc12`,
    phase: 'Pending',
    ready: false,
    host_ip: '',
    pod_ip: '',
    created_at: 0,
    labels: {},
    containers: [
      {
        name: container,
        image,
        ready: false,
        restart_count: image.includes('crash') ? 4 : 0,
        status,
        message: image.includes('missing') ? `Back-off pulling image "${image}"` : '',
      },
    ],
  };
}
