import { randomUUID } from 'node:crypto';
import { AppError } from '../../lib/errors.js';
import type { ReplicaBus } from './replica-bus.js';

/** How long a replica waits for the owner of a task to answer before giving up. */
export const COMMAND_TIMEOUT_MS = 5000;

export type CommandHandler = (body: Record<string, unknown>) => Promise<void>;

/** An error as it crosses to the replica that asked: its class and message key. */
interface WireError {
  name: string;
  key: string;
}

/** Raised where an answer does not come: the replica that runs the task did not answer in time. */
export class ReplicaUnavailableError extends Error {}

/**
 * Requests one replica to act on a task it runs (an approval, a cancel) and waits for its answer:
 * its typed error comes back as the same typed error, so the caller answers as if it ran the task.
 */
export class ReplicaCommands {
  private readonly waiting = new Map<string, (answer: { error?: WireError }) => void>();
  private readonly handlers = new Map<string, CommandHandler>();

  constructor(
    private readonly bus: ReplicaBus,
    private readonly errorsByName: Record<string, new (key: string) => Error>,
    private readonly timeoutMs = COMMAND_TIMEOUT_MS,
  ) {
    bus.subscribe('slipway_command', (message, from) => {
      if (message.to !== bus.replicaId) return;
      void this.answer(String(message.kind), message.body as Record<string, unknown>).then((error) =>
        bus
          .publish('slipway_reply', { to: from, id: message.id, ...(error ? { error } : {}) })
          .catch(() => {}),
      );
    });
    bus.subscribe('slipway_reply', (message) => {
      if (message.to !== bus.replicaId) return;
      this.waiting.get(String(message.id))?.(message as { error?: WireError });
    });
  }

  handle(kind: string, handler: CommandHandler): void {
    this.handlers.set(kind, handler);
  }

  async send(to: string, kind: string, body: Record<string, unknown>): Promise<void> {
    const id = randomUUID();
    const answer = new Promise<{ error?: WireError }>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new ReplicaUnavailableError(`replica ${to} did not answer`));
      }, this.timeoutMs);
      this.waiting.set(id, (reply) => {
        clearTimeout(timer);
        this.waiting.delete(id);
        resolve(reply);
      });
    });
    await this.bus.publish('slipway_command', { to, id, kind, body });
    const { error } = await answer;
    if (!error) return;
    const ErrorClass = this.errorsByName[error.name];
    throw ErrorClass ? new ErrorClass(error.key) : new Error(error.key);
  }

  private async answer(kind: string, body: Record<string, unknown>): Promise<WireError | undefined> {
    const handler = this.handlers.get(kind);
    if (!handler) return { name: 'Error', key: `no handler for ${kind}` };
    try {
      await handler(body);
      return undefined;
    } catch (error) {
      if (error instanceof AppError) return { name: error.name, key: error.messageKey };
      return { name: 'Error', key: error instanceof Error ? error.message : String(error) };
    }
  }
}
