import { createReadStream, createWriteStream, unlinkSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { checkObjectKey, checkObjectPrefix, type ObjectStore } from '../../lib/object-store/object-store.js';
import type { OnLogText } from './log-follower.js';
import type { JobLogKey } from './log-store.js';
import { type FollowFrom, readLogPart } from './stored-log-reader.js';

/** `keep`: the local file stays after its upload; `move`: it is removed once the upload succeeded. */
export type LogArchiveMode = 'keep' | 'move';

export interface LogArchiveOptions {
  /** the default object storage, asked for each time (an administrator may change it) */
  store: () => Promise<ObjectStore>;
  mode: LogArchiveMode;
  /** a failed upload is reported here; it never fails the task */
  onError: (error: unknown, context: string) => void;
  /** tries per upload, and the wait before the first retry (doubling after each) */
  attempts?: number;
  retryDelayMs?: number;
}

/** Where an upload stands; `stillClosed` is false once the job's log was opened again (a retry). */
export interface FinishedLog {
  key: JobLogKey;
  file: string;
  /** the run started without a local file, so an archived earlier run (move mode) comes first */
  startedEmpty: boolean;
  stillClosed: () => boolean;
}

/** The object key of a job's log: `logs/<workflow>/<taskId>/<job>.log`. */
export const archivedLogKey = (key: JobLogKey) =>
  checkObjectKey(`logs/${key.workflow}/${key.taskId}/${key.job}.log`);

const workflowPrefix = (workflow: string) => checkObjectPrefix(`logs/${workflow}/`);

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Finished job logs in the default object storage, so any server process can serve them once
 * the local file is gone (docs/architecture.md, "Job logs"). Uploads of one log run one after
 * another; deleting a workflow waits for its uploads first.
 */
export class LogArchive {
  private readonly pending = new Map<string, Promise<void>>();
  private readonly attempts: number;
  private readonly retryDelayMs: number;

  /** whether local files are removed once uploaded */
  readonly moves: boolean;

  constructor(private readonly options: LogArchiveOptions) {
    this.moves = options.mode === 'move';
    this.attempts = Math.max(1, options.attempts ?? 3);
    this.retryDelayMs = options.retryDelayMs ?? 1000;
  }

  /** Starts the upload of a closed log; failures are reported, never thrown. */
  upload(log: FinishedLog): Promise<void> {
    const objectKey = archivedLogKey(log.key);
    const previous = this.pending.get(objectKey) ?? Promise.resolve();
    const next = previous.then(() => this.uploadWithRetries(objectKey, log));
    this.pending.set(objectKey, next);
    void next.finally(() => {
      if (this.pending.get(objectKey) === next) this.pending.delete(objectKey);
    });
    return next;
  }

  /** Resolves when every upload started so far has ended (the server is stopping). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending.values());
  }

  async exists(key: JobLogKey): Promise<boolean> {
    return (await (await this.options.store()).stat(archivedLogKey(key))) !== undefined;
  }

  /** The whole archived log, or undefined when there is none. */
  async readText(key: JobLogKey): Promise<string | undefined> {
    const body = await (await this.options.store()).get(archivedLogKey(key));
    return body && text(body);
  }

  /**
   * Delivers the archived log as a local file would (`from` as for LogStore.follow); returns
   * its size, or undefined when there is none. It is copied to a private temporary file first,
   * so tails and byte offsets are found exactly as in the local file.
   */
  async readPart(
    key: JobLogKey,
    from: FollowFrom,
    deliver: OnLogText,
    stopped: () => boolean,
  ): Promise<number | undefined> {
    const body = await (await this.options.store()).get(archivedLogKey(key));
    if (!body) return undefined;
    return withTempFolder(async (folder) => {
      const copy = path.join(folder, 'job.log');
      await pipeline(body, createWriteStream(copy, { mode: 0o600 }));
      return readLogPart(copy, (await stat(copy)).size, from, deliver, stopped);
    });
  }

  /** Copies the archived log to `file` (written beside it, then renamed); false when there is none. */
  async download(key: JobLogKey, file: string): Promise<boolean> {
    const body = await (await this.options.store()).get(archivedLogKey(key));
    if (!body) return false;
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.restoring`;
    try {
      await pipeline(body, createWriteStream(partial));
      await rename(partial, file);
    } finally {
      await rm(partial, { force: true });
    }
    return true;
  }

  /** Reports a failure of work on archived logs that is not an upload. */
  report(error: unknown, context: string): void {
    this.options.onError(error, context);
  }

  /** Removes every archived log of a workflow, after the uploads still running for it. */
  async removeWorkflow(workflow: string): Promise<void> {
    const prefix = workflowPrefix(workflow);
    const running = [...this.pending].filter(([objectKey]) => objectKey.startsWith(prefix));
    await Promise.all(running.map(([, upload]) => upload));
    await (await this.options.store()).removePrefix(prefix);
  }

  private async uploadWithRetries(objectKey: string, log: FinishedLog): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.uploadOnce(objectKey, log);
        break;
      } catch (error) {
        // the workflow (and its logs) went away meanwhile: nothing is left to keep
        if (isMissing(error)) return;
        if (attempt >= this.attempts) {
          this.options.onError(error, `archiving the log ${objectKey} (kept on local disk)`);
          return;
        }
        await sleep(this.retryDelayMs * 2 ** (attempt - 1));
      }
    }
    // removed at once if the job has not started again: a retry appends to the local file
    if (this.moves && log.stillClosed()) {
      try {
        unlinkSync(log.file);
      } catch (error) {
        if (!isMissing(error)) this.options.onError(error, `removing the archived log ${log.file}`);
      }
    }
  }

  private async uploadOnce(objectKey: string, log: FinishedLog): Promise<void> {
    const store = await this.options.store();
    const earlier = this.moves && log.startedEmpty ? await store.get(objectKey) : undefined;
    if (!earlier) return store.putFile(objectKey, log.file);
    await withTempFolder(async (folder) => {
      const joined = path.join(folder, 'job.log');
      await appendTo(joined, earlier);
      await appendTo(joined, createReadStream(log.file));
      await store.putFile(objectKey, joined);
    });
  }
}

async function appendTo(file: string, source: Readable): Promise<void> {
  await pipeline(source, createWriteStream(file, { flags: 'a', mode: 0o600 }));
}

/** Runs `work` with a folder only this process may read, removed afterwards. */
async function withTempFolder<T>(work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'slipway-log-'));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
