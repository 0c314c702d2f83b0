import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { type BusChannel, type BusHandler, MAX_PAYLOAD_BYTES, type ReplicaBus } from './replica-bus.js';

const RECONNECT_MS = 1000;

/**
 * Replicas on one PostgreSQL talk through LISTEN/NOTIFY: one connection listens, another
 * publishes one message after the other (NOTIFYs of one session arrive in their order). A lost
 * connection is opened again; what was sent meanwhile is lost, which is why the queue and the
 * leases never depend on a message arriving (engine.ts polls as well).
 */
export class PgReplicaBus implements ReplicaBus {
  readonly shared = true;
  private readonly handlers = new Map<BusChannel, Set<BusHandler>>();
  private listener: pg.Client | undefined;
  private publisher: pg.Client | undefined;
  private publishing: Promise<unknown> = Promise.resolve();
  private listening: Promise<unknown> = Promise.resolve();
  private closed = false;

  private constructor(
    readonly replicaId: string,
    private readonly connectionString: string,
    private readonly onError: (error: unknown, context: string) => void,
  ) {}

  static async open(
    replicaId: string,
    connectionString: string,
    onError: (error: unknown, context: string) => void,
  ): Promise<PgReplicaBus> {
    const bus = new PgReplicaBus(replicaId, connectionString, onError);
    await bus.connectListener();
    return bus;
  }

  publish(channel: BusChannel, message: Record<string, unknown>): Promise<void> {
    const payload = JSON.stringify({ ...message, from: this.replicaId });
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES)
      return Promise.reject(new Error(`a ${channel} message of ${payload.length} characters is too long`));
    const sent = this.publishing.then(async () => {
      if (this.closed) return;
      const client = await this.publisherClient();
      try {
        await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
      } catch (error) {
        this.publisher = undefined;
        void client.end().catch(() => {});
        throw error;
      }
    });
    this.publishing = sent.catch(() => undefined);
    return sent;
  }

  subscribe(channel: BusChannel, handler: BusHandler): () => void {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      const listener = this.listener;
      // one statement at a time on the listening connection
      this.listening = this.listening
        .then(() => listener?.query(`LISTEN ${channel}`))
        .catch((error) => this.onError(error, `LISTEN ${channel}`));
    }
    set.add(handler);
    return () => set.delete(handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.publishing;
    await Promise.allSettled([this.listener?.end(), this.publisher?.end()]);
  }

  private async publisherClient(): Promise<pg.Client> {
    if (this.publisher) return this.publisher;
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('error', () => {
      if (this.publisher === client) this.publisher = undefined;
    });
    await client.connect();
    this.publisher = client;
    return client;
  }

  private async connectListener(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (note) => this.deliver(note.channel as BusChannel, note.payload));
    const lost = () => {
      if (this.listener !== client) return;
      this.listener = undefined;
      void client.end().catch(() => {});
      if (!this.closed) void this.reconnect();
    };
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    for (const channel of this.handlers.keys()) await client.query(`LISTEN ${channel}`);
    this.listener = client;
  }

  private async reconnect(): Promise<void> {
    while (!this.closed && !this.listener) {
      await sleep(RECONNECT_MS);
      try {
        await this.connectListener();
      } catch (error) {
        this.onError(error, 'reconnecting to PostgreSQL for replica messages');
      }
    }
  }

  private deliver(channel: BusChannel, payload: string | undefined): void {
    if (!payload) return;
    let message: Record<string, unknown>;
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    const from = String(message.from ?? '');
    if (from === this.replicaId) return;
    for (const handler of this.handlers.get(channel) ?? []) {
      try {
        handler(message, from);
      } catch (error) {
        this.onError(error, `handling a ${channel} message`);
      }
    }
  }
}
