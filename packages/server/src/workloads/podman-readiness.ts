import net from 'node:net';
import type { Podman } from '../engine/executors/container/podman.js';
import type { ContainerSpec } from './podman-manifests.js';
import { podmanCall } from './podman-process.js';

/** A container's readinessProbe, as Kubernetes spells it. */
interface Probe {
  exec?: { command?: string[] };
  httpGet?: { path?: string; port?: number | string; scheme?: string };
  tcpSocket?: { port?: number | string };
  timeoutSeconds?: number;
}

const portOf = (container: ContainerSpec, port: number | string | undefined) =>
  typeof port === 'number' ? port : container.ports?.find((p) => p.name === port)?.containerPort;

/**
 * Runs a container's readinessProbe once, as the kubelet would: `exec` inside the container,
 * `httpGet` (2xx/3xx) and `tcpSocket` against the pod's address on podman's network, which this
 * machine reaches directly. A container without a probe is ready when it runs.
 */
export async function probeReadiness(
  podman: Podman,
  target: { container: string; spec: ContainerSpec; podIp: string },
): Promise<boolean> {
  const probe = target.spec.readinessProbe as Probe | undefined;
  if (!probe) return true;
  const timeoutMs = (probe.timeoutSeconds ?? 1) * 1000;
  if (probe.exec?.command?.length)
    return (await podmanCall(podman, ['exec', target.container, ...probe.exec.command])).code === 0;
  if (!target.podIp) return false;
  if (probe.httpGet) {
    const port = portOf(target.spec, probe.httpGet.port);
    const scheme = (probe.httpGet.scheme ?? 'HTTP').toLowerCase();
    try {
      const answer = await fetch(`${scheme}://${target.podIp}:${port}${probe.httpGet.path ?? '/'}`, {
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'manual',
      });
      return answer.status >= 200 && answer.status < 400;
    } catch {
      return false;
    }
  }
  if (probe.tcpSocket) {
    const port = portOf(target.spec, probe.tcpSocket.port);
    return new Promise((resolve) => {
      const socket = net.connect({ host: target.podIp, port: port ?? 0, timeout: timeoutMs });
      const done = (ok: boolean) => {
        socket.destroy();
        resolve(ok);
      };
      socket.once('connect', () => done(true));
      socket.once('error', () => done(false));
      socket.once('timeout', () => done(false));
    });
  }
  return true;
}

/** The address on podman's network of each container's pod, by container name. */
export async function podAddresses(podman: Podman, containers: string[]): Promise<Map<string, string>> {
  const addresses = new Map<string, string>();
  if (containers.length === 0) return addresses;
  const result = await podmanCall(podman, ['container', 'inspect', '--format', 'json', ...containers]);
  if (result.code !== 0) return addresses;
  const inspected = JSON.parse(result.stdout || '[]') as {
    Pod: string;
    Name: string;
    NetworkSettings?: { Networks?: Record<string, { IPAddress?: string }> };
  }[];
  for (const container of inspected) {
    const ip = Object.values(container.NetworkSettings?.Networks ?? {}).find((n) => n.IPAddress)?.IPAddress;
    if (ip) addresses.set(container.Name, ip);
  }
  return addresses;
}
