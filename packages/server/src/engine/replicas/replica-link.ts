import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ServiceUnavailableError,
} from '../../lib/errors.js';
import { LivePeers } from './live-peers.js';
import type { ReplicaBus } from './replica-bus.js';
import { type CommandHandler, ReplicaCommands, ReplicaUnavailableError } from './replica-commands.js';

/** Task statuses that free a place in the queue or add work to it. */
const QUEUE_CHANGES = ['passed', 'failed', 'timeout', 'cancelled', 'reject', 'waiting', 'blocked'];

/** Errors a replica's answer may carry back, by class name. */
const TYPED_ERRORS = { BadRequestError, ForbiddenError, NotFoundError, ConflictError } as Record<
  string,
  new (
    key: string,
  ) => Error
>;

/**
 * The engine's link to the other replicas (docs/architecture.md "Replicas"): requests about tasks
 * they run, their number for the queue's fair shares, and a nudge when their tasks free a place.
 */
export class ReplicaLink {
  private readonly commands: ReplicaCommands;
  private readonly peers: LivePeers;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly bus: ReplicaBus,
    leaseMs: number,
    /** there may be room or work in the queue */
    private readonly nudge: () => void,
  ) {
    this.commands = new ReplicaCommands(bus, TYPED_ERRORS);
    this.peers = new LivePeers(bus, leaseMs, nudge);
  }

  get replicaId(): string {
    return this.bus.replicaId;
  }

  /** whether other replicas may exist at all */
  get shared(): boolean {
    return this.bus.shared;
  }

  /** What this replica does when another asks it about a task it runs. */
  handle(kind: string, handler: CommandHandler): void {
    this.commands.handle(kind, handler);
  }

  start(): void {
    this.unsubscribe = this.bus.subscribe('slipway_task', (message) => {
      if (QUEUE_CHANGES.includes(String(message.status))) this.nudge();
    });
    this.peers.start();
  }

  stop(): void {
    this.unsubscribe?.();
    this.peers.stop();
  }

  /** The places of the queue this replica may hold: an even share among the live replicas. */
  shareOf(limit: number): number {
    return Math.ceil(limit / this.peers.count());
  }

  /** Asks the replica running a task to act on it; one that does not answer is reported, not waited for. */
  async forward(owner: string, kind: string, body: Record<string, unknown>): Promise<void> {
    try {
      await this.commands.send(owner, kind, body);
    } catch (error) {
      if (error instanceof ReplicaUnavailableError)
        throw new ServiceUnavailableError('error.replicaUnavailable');
      throw error;
    }
  }
}
