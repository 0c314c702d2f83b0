import { probeHost } from './host-probe.js';
import type { HostsRepository } from './hosts.repository.js';

/** How often every host is probed when the server is not told otherwise. */
export const DEFAULT_PROBE_INTERVAL_MS = 10_000;

/**
 * Probes every host on a fixed interval and keeps its status. One run at a time: a run that is
 * still going when the next is due makes that one skip. `runOnce` lets callers (and tests) probe now.
 */
export class HostProbeScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly repository: HostsRepository,
    private readonly intervalMs = DEFAULT_PROBE_INTERVAL_MS,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (!this.running) this.runOnce().catch(this.onError);
    }, this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => {});
  }

  /** Probes every host now (joins a run already going) and stores what each answered. */
  runOnce(): Promise<void> {
    this.running ??= this.probeAll().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async probeAll(): Promise<void> {
    const rows = await this.repository.all();
    await Promise.all(
      rows.map(async (row) => {
        const status = await probeHost({ ip: row.ip, port: row.port, probe: row.probe });
        if (status !== row.status) await this.repository.setStatus(row.id, status);
      }),
    );
  }
}
