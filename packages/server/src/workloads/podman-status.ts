import type { ClusterEvent, ContainerState, PodState } from './workload-driver.js';

/** One line of `podman ps --all --pod --format json`. */
export interface PsContainer {
  Names: string[];
  Image: string;
  State: string;
  ExitCode: number;
  IsInfra: boolean;
  Labels: Record<string, string> | null;
  PodName: string;
  StartedAt: number;
  Created: number;
}

const unix = (seconds: number) => (seconds > 0 ? seconds : 0);

/**
 * Pod states from the pods' containers (podman names them `<pod>-<container>`); `addresses` holds
 * the pod address of running containers by container name.
 */
export function podStates(containers: PsContainer[], addresses: Map<string, string>): PodState[] {
  const byPod = new Map<string, PsContainer[]>();
  for (const c of containers) byPod.set(c.PodName, [...(byPod.get(c.PodName) ?? []), c]);
  return [...byPod.entries()].map(([name, list]) => {
    const states: ContainerState[] = list.map((c) => ({
      name: (c.Names[0] ?? '').slice(name.length + 1),
      image: c.Image,
      ready: c.State === 'running',
      restart_count: 0,
      status:
        c.State === 'running'
          ? 'running'
          : c.State === 'exited'
            ? `terminated (exit code ${c.ExitCode})`
            : 'waiting',
      message: '',
    }));
    const running = states.every((s) => s.ready);
    const labels = list[0]?.Labels ?? {};
    return {
      name,
      phase: running
        ? 'Running'
        : states.some((s) => s.status.startsWith('terminated'))
          ? 'Failed'
          : 'Pending',
      ready: running,
      host_ip: '127.0.0.1',
      pod_ip: list.map((c) => addresses.get(c.Names[0] ?? '')).find(Boolean) ?? '',
      created_at: unix(Math.min(...list.map((c) => c.Created))),
      labels,
      containers: states,
    };
  });
}

/** What a Kubernetes event would say of a container now (podman keeps no events). */
export function containerEvent(c: PsContainer): ClusterEvent {
  const running = c.State === 'running';
  const at = unix(running ? c.StartedAt : c.Created);
  return {
    reason: running ? 'Started' : c.State === 'exited' ? 'BackOff' : 'Created',
    message: running
      ? `Started container ${c.Names[0]} (${c.Image})`
      : `Container ${c.Names[0]} is ${c.State}${c.State === 'exited' ? ` with code ${c.ExitCode}` : ''}`,
    type: running || c.State === 'created' ? 'Normal' : 'Warning',
    count: 1,
    first_seen: at,
    last_seen: at,
    involved: { kind: 'Pod', name: c.PodName },
  };
}
