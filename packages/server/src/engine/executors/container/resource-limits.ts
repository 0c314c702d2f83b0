import type { JobResources } from '../job-resources.js';
import type { Podman } from './podman.js';

export type LimitsSupport = { accepted: true } | { accepted: false; reason: string };

/** What a job's container is started with: podman's limit flags, and the line the job's log gets. */
export interface ContainerLimits {
  args: string[];
  note: string;
}

/** The limit as podman takes it: CPUs (from millicores) and memory in MiB. */
export function limitArgs(resources: JobResources): string[] {
  const { cpu_limit, memory_limit } = resources.limit;
  return [`--cpus=${cpu_limit / 1000}`, `--memory=${memory_limit}m`];
}

/**
 * Whether this machine lets podman put cgroup limits on a container: some kernels and container
 * hosts refuse them, and a container started with them would not start at all. Tried once, with
 * the first job image at hand and small limits; the answer holds until the server restarts.
 */
export class ContainerResourceLimits {
  private support: Promise<LimitsSupport> | undefined;

  constructor(private readonly podman: Podman) {}

  detect(image: string): Promise<LimitsSupport> {
    this.support ??= this.podman
      .run([
        'run',
        '--rm',
        '--pull=never',
        '--cpus=0.5',
        '--memory=64m',
        '--entrypoint',
        'sh',
        image,
        '-c',
        'true',
      ])
      .then(
        ({ code, output }): LimitsSupport =>
          code === 0
            ? { accepted: true }
            : { accepted: false, reason: output.split('\n')[0] || `podman exit code ${code ?? 'unknown'}` },
      );
    return this.support;
  }

  /** The flags for a job's container and what its log says about them. */
  async forJob(image: string, resources: JobResources): Promise<ContainerLimits> {
    const support = await this.detect(image);
    if (!support.accepted) return { args: [], note: `resource limits not applied: ${support.reason}\n` };
    const { cpu_limit, memory_limit } = resources.limit;
    return {
      args: limitArgs(resources),
      note: `resource limits: ${cpu_limit / 1000} CPUs, ${memory_limit} MiB memory\n`,
    };
  }
}
