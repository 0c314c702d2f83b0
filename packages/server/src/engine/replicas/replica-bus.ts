/** What replicas tell each other (docs/architecture.md "Replicas"). */
export type BusChannel =
  | 'slipway_task'
  | 'slipway_command'
  | 'slipway_reply'
  | 'slipway_log'
  | 'slipway_replica';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes and more. */
export const MAX_PAYLOAD_BYTES = 7900;

export type BusHandler = (message: Record<string, unknown>, from: string) => void;

/**
 * Messages between the server replicas sharing one database. Each message goes to every other
 * replica, in the order one replica published them; a replica never hears its own.
 */
export interface ReplicaBus {
  /** this replica's name, as written into the tasks it owns */
  readonly replicaId: string;
  /** false when this process is the only one (the embedded database): nothing is sent anywhere */
  readonly shared: boolean;
  publish(channel: BusChannel, message: Record<string, unknown>): Promise<void>;
  subscribe(channel: BusChannel, handler: BusHandler): () => void;
  close(): Promise<void>;
}

/** The single process of the embedded database: there is nobody to tell. */
export class SoloBus implements ReplicaBus {
  readonly shared = false;

  constructor(readonly replicaId: string) {}

  async publish(): Promise<void> {}

  subscribe(): () => void {
    return () => {};
  }

  async close(): Promise<void> {}
}
