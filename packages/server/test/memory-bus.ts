import type { BusChannel, BusHandler, ReplicaBus } from '../src/engine/replicas/replica-bus.js';

/**
 * Replicas' buses joined in memory, for unit tests of what replicas say to each other (the real
 * bus is PostgreSQL's LISTEN/NOTIFY, tested with server processes in engine-replicas.test.ts):
 * messages go to every other bus, in order, a tick later, as JSON as they would over the wire.
 */
export class MemoryHub {
  private readonly buses = new Set<MemoryBus>();

  bus(replicaId: string): ReplicaBus {
    const bus = new MemoryBus(replicaId, this);
    this.buses.add(bus);
    return bus;
  }

  /** a replica that died: it hears and says nothing more */
  drop(bus: ReplicaBus): void {
    this.buses.delete(bus as MemoryBus);
  }

  send(from: MemoryBus, channel: BusChannel, payload: string): void {
    for (const bus of this.buses) if (bus !== from) setImmediate(() => bus.deliver(channel, payload));
  }
}

class MemoryBus implements ReplicaBus {
  readonly shared = true;
  private readonly handlers = new Map<BusChannel, Set<BusHandler>>();

  constructor(
    readonly replicaId: string,
    private readonly hub: MemoryHub,
  ) {}

  async publish(channel: BusChannel, message: Record<string, unknown>): Promise<void> {
    this.hub.send(this, channel, JSON.stringify({ ...message, from: this.replicaId }));
  }

  subscribe(channel: BusChannel, handler: BusHandler): () => void {
    const set = this.handlers.get(channel) ?? new Set();
    this.handlers.set(channel, set);
    set.add(handler);
    return () => set.delete(handler);
  }

  async close(): Promise<void> {}

  deliver(channel: BusChannel, payload: string): void {
    const message = JSON.parse(payload) as Record<string, unknown>;
    for (const handler of this.handlers.get(channel) ?? []) handler(message, String(message.from));
  }
}
