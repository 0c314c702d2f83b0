import type { ReplicaBus } from './replica-bus.js';

/**
 * The replicas alive now, this one included: each says so on the bus several times per lease
 * time and is forgotten a lease time after it last did. Used to share the queue's places fairly,
 * never for correctness (leases decide who runs what).
 */
export class LivePeers {
  private readonly seen = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly bus: ReplicaBus,
    private readonly leaseMs: number,
    /** a replica appeared or went: the queue's shares changed */
    private readonly changed: () => void,
  ) {}

  start(): void {
    if (!this.bus.shared) return;
    this.unsubscribe = this.bus.subscribe('slipway_replica', (_message, from) => {
      const known = this.seen.has(from);
      this.seen.set(from, Date.now());
      if (!known) {
        // a newcomer hears of this one at once rather than a beat later
        void this.hello();
        this.changed();
      }
    });
    void this.hello();
    this.timer = setInterval(() => {
      void this.hello();
      this.forgetSilent();
    }, this.leaseMs / 3);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.unsubscribe?.();
  }

  /** How many replicas share the queue, this one included. */
  count(): number {
    this.forgetSilent();
    return 1 + this.seen.size;
  }

  private forgetSilent(): void {
    const before = this.seen.size;
    for (const [id, at] of this.seen) if (Date.now() - at > this.leaseMs) this.seen.delete(id);
    if (this.seen.size !== before) this.changed();
  }

  private hello(): Promise<void> {
    return this.bus.publish('slipway_replica', {}).catch(() => undefined);
  }
}
