import { existsSync, mkdirSync, statSync } from 'node:fs';
import { open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { FileAppender } from './file-appender.js';
import { LogFollower, type OnLogText } from './log-follower.js';
import { MaskedLogWriter } from './masked-log-writer.js';
import { SecretMasker } from './secret-masker.js';
import { readRange, tailStart } from './stored-log-reader.js';

/** Identifies one job's log. */
export interface JobLogKey {
  workflow: string;
  taskId: number;
  job: string;
}

export interface JobLogWriter {
  /**
   * Appends output; secrets are masked before anything is stored or sent. Ignored once closed,
   * and past the log's limit. Returns false when the file is behind: the caller should wait for
   * `drained()` before writing more.
   */
  write(chunk: string | Buffer): boolean;
  drained(): Promise<void>;
  /** Flushes what is held back and ends live followers; rejects if the file could not be written. */
  close(): Promise<void>;
}

/** Where a follower starts: the last `tailLines` lines (all when absent), or a byte offset from an earlier stream. */
export interface FollowFrom {
  tailLines?: number;
  fromByte?: number;
}

/** A log being written, or awaited by followers before its job starts. */
interface LiveLog {
  appender: FileAppender | undefined;
  followers: Set<LogFollower>;
  /** moves what the writer gathered into the file buffer and to the followers */
  settle?: () => void;
}

/**
 * Logs being written in this process, by file. Shared by every LogStore, so the engine and
 * the routes need not hold the same instance to meet.
 */
const liveLogs = new Map<string, LiveLog>();

function safeSegment(name: string, what: string): string {
  if (name === '' || name === '.' || name === '..' || /[/\\\0]/.test(name)) {
    throw new Error(`unsafe ${what} name for a log path: ${JSON.stringify(name)}`);
  }
  return name;
}

async function readStoredPart(
  file: string,
  upTo: number,
  from: FollowFrom,
  deliver: OnLogText,
  stopped: () => boolean,
): Promise<number> {
  if (upTo === 0) return 0;
  const handle = await open(file, 'r');
  try {
    const start =
      from.fromByte !== undefined
        ? Math.min(Math.max(0, from.fromByte), upTo)
        : from.tailLines === undefined
          ? 0
          : await tailStart(handle, upTo, from.tailLines);
    await readRange(handle, start, upTo, deliver, stopped);
  } finally {
    await handle.close();
  }
  return upTo;
}

/** Unwritten log text above which a job's output is paused, and below which it flows again. */
const HIGH_WATER = 8 * 1024 * 1024;
const LOW_WATER = 1024 * 1024;

/** Job logs as files `<dir>/<workflow>/<taskId>/<job>.log`, with live followers. */
export class LogStore {
  private readonly root: string;

  /** `limitBytes`: the most one run of a job writes to its log (a retried job starts again). */
  constructor(
    readonly dir: string,
    private readonly limitBytes = Number.POSITIVE_INFINITY,
  ) {
    this.root = path.resolve(dir);
  }

  /** Starts (or, for a retried job, continues) a job's log. */
  open(key: JobLogKey, secrets: readonly string[]): JobLogWriter {
    const file = this.fileOf(key);
    const waiting = liveLogs.get(file);
    if (waiting?.appender) throw new Error(`the log ${file} is already open`);
    mkdirSync(path.dirname(file), { recursive: true });
    const appender = new FileAppender(file);
    const followers = waiting?.followers ?? new Set<LogFollower>();
    const writer = new MaskedLogWriter(
      new SecretMasker(secrets),
      (text) => {
        appender.append(text);
        for (const follower of followers) follower.push(text);
      },
      async () => {
        try {
          await appender.close();
        } finally {
          // only now: a follower arriving before this reads the file up to what was handed over
          liveLogs.delete(file);
          for (const follower of followers) follower.end();
        }
      },
      this.limitBytes,
    );
    liveLogs.set(file, { appender, followers, settle: () => writer.settle() });
    return {
      write: (chunk) => {
        writer.write(chunk);
        return appender.backlog < HIGH_WATER;
      },
      drained: () => appender.drained(LOW_WATER),
      close: () => writer.close(),
    };
  }

  /** The whole log, '' when there is none. */
  async read(key: JobLogKey): Promise<string> {
    const file = this.fileOf(key);
    await this.written(file);
    try {
      return await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
      throw error;
    }
  }

  /** Whether the job has a log, finished or being written. */
  has(key: JobLogKey): boolean {
    const file = this.fileOf(key);
    return Boolean(liveLogs.get(file)?.appender) || existsSync(file);
  }

  /**
   * Delivers the stored text (its last `tailLines` lines, or from `fromByte`), then new text
   * as it is written, then calls `onEnd` when the writer closes: at once after the stored text
   * when the log is finished. A log that does not exist yet is awaited until its job starts.
   * Returns the function that stops following.
   */
  follow(key: JobLogKey, from: FollowFrom, onText: OnLogText, onEnd: () => void): () => void {
    const file = this.fileOf(key);
    const follower = new LogFollower(onText, onEnd);
    const log = liveLogs.get(file);
    if (log?.appender) {
      const written = this.written(file);
      const upTo = log.appender.issuedBytes;
      log.followers.add(follower);
      void follower.catchUp(async (deliver, stopped) => {
        await written;
        return readStoredPart(file, upTo, from, deliver, stopped);
      });
    } else if (existsSync(file)) {
      const upTo = statSync(file).size;
      follower.end();
      void follower.catchUp((deliver, stopped) => readStoredPart(file, upTo, from, deliver, stopped));
    } else {
      const awaited = log ?? { appender: undefined, followers: new Set() };
      liveLogs.set(file, awaited);
      awaited.followers.add(follower);
      void follower.catchUp(async () => 0);
    }
    return () => {
      follower.stop();
      const current = liveLogs.get(file);
      if (!current) return;
      current.followers.delete(follower);
      if (!current.appender && current.followers.size === 0) liveLogs.delete(file);
    };
  }

  /** Followers of a log being written or awaited (finished logs have none for long). */
  followerCount(key: JobLogKey): number {
    return liveLogs.get(this.fileOf(key))?.followers.size ?? 0;
  }

  /** Deletes every log of a workflow (the workflow is being deleted). */
  async remove(workflow: string): Promise<void> {
    await rm(path.join(this.root, safeSegment(workflow, 'workflow')), { recursive: true, force: true });
  }

  /** Hands all text written so far to the file; resolves when it is there. */
  private written(file: string): Promise<void> {
    const log = liveLogs.get(file);
    log?.settle?.();
    return log?.appender?.flush() ?? Promise.resolve();
  }

  private fileOf(key: JobLogKey): string {
    if (!Number.isSafeInteger(key.taskId) || key.taskId <= 0) {
      throw new Error(`invalid task id for a log path: ${key.taskId}`);
    }
    return path.join(
      this.root,
      safeSegment(key.workflow, 'workflow'),
      String(key.taskId),
      `${safeSegment(key.job, 'job')}.log`,
    );
  }
}
