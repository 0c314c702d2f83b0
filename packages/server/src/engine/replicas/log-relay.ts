import { randomUUID } from 'node:crypto';
import type { OnLogText } from '../logs/log-follower.js';
import type { FollowFrom, JobLogKey, LogStore, RemoteLogSource } from '../logs/log-store.js';
import type { ReplicaBus } from './replica-bus.js';

/** Characters of log text per message: escaped control characters take six bytes each in JSON. */
const PIECE_CHARS = 1200;
/** How long a replica waits for the owner of a log to start sending it before reading its own. */
const ANSWER_MS = 3000;

interface LogMessage {
  kind: 'watch' | 'unwatch' | 'ack' | 'text' | 'end';
  to: string;
  sub: string;
  key?: JobLogKey;
  from?: FollowFrom;
  text?: string;
  endByte?: number;
}

/**
 * Job logs across replicas (docs/architecture.md "Replicas"): a replica asked for a log it does not
 * write finds the replica running the job and asks it for the log; that one follows its own log
 * and sends the text over the bus, in order, until the log ends or the reader goes away.
 */
export class LogRelay implements RemoteLogSource {
  /** logs this replica sends to readers on other replicas, by subscription */
  private readonly sending = new Map<string, () => void>();
  /** what readers here receive, by subscription */
  private readonly receiving = new Map<string, (message: LogMessage) => void>();

  constructor(
    private readonly bus: ReplicaBus,
    private readonly logs: LogStore,
    /** the replica running (or last running) the task of a log; undefined when none is known */
    private readonly ownerOf: (key: JobLogKey) => Promise<string | undefined>,
    private readonly onError: (error: unknown, context: string) => void,
  ) {
    bus.subscribe('slipway_log', (message, from) => {
      const m = message as unknown as LogMessage;
      if (m.to !== bus.replicaId) return;
      if (m.kind === 'watch' && m.key) this.send(from, m.sub, m.key, m.from ?? {});
      else if (m.kind === 'unwatch') this.sending.get(m.sub)?.();
      else this.receiving.get(m.sub)?.(m);
    });
  }

  follow(
    key: JobLogKey,
    from: FollowFrom,
    onText: OnLogText,
    onEnd: () => void,
    here: () => () => void,
  ): () => void {
    let stop: (() => void) | undefined;
    let stopped = false;
    void this.ownerOf(key)
      .catch(() => undefined)
      .then((owner) => {
        if (stopped) return;
        stop =
          owner && owner !== this.bus.replicaId
            ? this.receive(owner, key, from, onText, onEnd, here)
            : here();
      });
    return () => {
      stopped = true;
      stop?.();
    };
  }

  /** Asks the owner for the log; reads this replica's own copy (or archive) when it does not answer. */
  private receive(
    owner: string,
    key: JobLogKey,
    from: FollowFrom,
    onText: OnLogText,
    onEnd: () => void,
    here: () => () => void,
  ): () => void {
    const sub = randomUUID();
    let fallback: (() => void) | undefined;
    const timer = setTimeout(() => {
      this.receiving.delete(sub);
      fallback = here();
    }, ANSWER_MS);
    this.receiving.set(sub, (m) => {
      clearTimeout(timer);
      if (m.kind === 'text') void onText(m.text ?? '', m.endByte ?? 0);
      if (m.kind === 'end') {
        this.receiving.delete(sub);
        onEnd();
      }
    });
    this.tell({ kind: 'watch', to: owner, sub, key, from });
    return () => {
      clearTimeout(timer);
      fallback?.();
      if (this.receiving.delete(sub)) this.tell({ kind: 'unwatch', to: owner, sub });
    };
  }

  /** Follows a log here for a reader on another replica. */
  private send(reader: string, sub: string, key: JobLogKey, from: FollowFrom): void {
    this.tell({ kind: 'ack', to: reader, sub });
    let last: Promise<void> = Promise.resolve();
    const stop = this.logs.follow(
      key,
      from,
      (text, endByte) => {
        let rest = Buffer.byteLength(text, 'utf8');
        for (let at = 0; at < text.length; ) {
          let end = Math.min(at + PIECE_CHARS, text.length);
          // a character of two UTF-16 units stays whole
          if (end < text.length && /[\uD800-\uDBFF]/.test(text.charAt(end - 1))) end--;
          const piece = text.slice(at, end);
          at = end;
          rest -= Buffer.byteLength(piece, 'utf8');
          last = this.tell({ kind: 'text', to: reader, sub, text: piece, endByte: endByte - rest });
        }
        // the stored part waits for what it sent, so that a long log is not held in memory whole
        return last;
      },
      () => {
        this.sending.delete(sub);
        void this.tell({ kind: 'end', to: reader, sub });
      },
      true,
    );
    this.sending.set(sub, () => {
      this.sending.delete(sub);
      stop();
    });
  }

  private tell(message: LogMessage): Promise<void> {
    return this.bus
      .publish('slipway_log', { ...message })
      .catch((error) => this.onError(error, 'sending a job log to another replica'));
  }
}
