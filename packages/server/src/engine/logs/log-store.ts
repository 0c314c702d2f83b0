import { existsSync, mkdirSync } from 'node:fs';
import { open as openFile, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { FileAppender } from './file-appender.js';
import { type ByteSource, fileSource, type LineIndex, LineIndexCache, memorySource } from './line-index.js';
import type { LogArchive } from './log-archive.js';
import { LogFollower, type OnLogText, type StoredPartReader } from './log-follower.js';
import { extentOf, type LogExtent } from './log-lines.js';
import { MaskedLogWriter } from './masked-log-writer.js';
import { SecretMasker } from './secret-masker.js';
import { type FollowFrom, readLogPart } from './stored-log-reader.js';

export type { FollowFrom } from './stored-log-reader.js';

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

/** Logs of jobs another replica runs (engine/replicas/log-relay.ts). */
export interface RemoteLogSource {
  /** follows the log where its job runs, or through `here` when that is this replica after all */
  follow(
    key: JobLogKey,
    from: FollowFrom,
    onText: OnLogText,
    onEnd: () => void,
    here: () => () => void,
  ): () => void;
}

/** A log opened to be read by line: its bytes, their line index, and the lines it holds. */
export interface LinedLog {
  source: ByteSource;
  index: LineIndex;
  extent: LogExtent;
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

/** Forgets a follower of a log; an awaited log without followers is forgotten too. */
function detach(file: string, follower: LogFollower) {
  const current = liveLogs.get(file);
  if (!current) return;
  current.followers.delete(follower);
  if (!current.appender && current.followers.size === 0) liveLogs.delete(file);
}

/** Unwritten log text above which a job's output is paused, and below which it flows again. */
const HIGH_WATER = 8 * 1024 * 1024;
const LOW_WATER = 1024 * 1024;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Job logs as files `<dir>/<workflow>/<taskId>/<job>.log`, with live followers. With an
 * archive, a closed log is also uploaded to object storage, and a finished log whose file is
 * gone is served from there.
 */
export class LogStore {
  private readonly root: string;
  private elsewhere: RemoteLogSource | undefined;
  private readonly lineIndexes = new LineIndexCache();

  /** `limitBytes`: the most one run of a job writes to its log (a retried job starts again). */
  constructor(
    readonly dir: string,
    private readonly limitBytes = Number.POSITIVE_INFINITY,
    private readonly archive?: LogArchive,
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
    const startedEmpty = appender.issuedBytes === 0;
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
        void this.archive?.upload({
          key,
          file,
          startedEmpty,
          stillClosed: () => !liveLogs.get(file)?.appender,
        });
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

  /**
   * Before a job runs again (a retried task), brings its archived log back when the local file
   * was moved away, so the new run continues it live as it would on local disk.
   */
  async restore(key: JobLogKey): Promise<void> {
    const file = this.fileOf(key);
    if (!this.archive?.moves || liveLogs.get(file)?.appender || existsSync(file)) return;
    try {
      await this.archive.download(key, file);
    } catch (error) {
      // the run still starts; its upload then joins the archived run (LogArchive.upload)
      this.archive.report(error, `restoring the archived log of ${key.workflow}#${key.taskId}/${key.job}`);
    }
  }

  /** The whole log, '' when there is none. */
  async read(key: JobLogKey): Promise<string> {
    const file = this.fileOf(key);
    await this.written(file);
    try {
      return await readFile(file, 'utf8');
    } catch (error) {
      if (!isMissing(error)) throw error;
      return (await this.archive?.readText(key)) ?? '';
    }
  }

  /**
   * Reads a log by line through `use` (docs/architecture.md "Long logs"): the local file, else the
   * archived copy in memory. A log still written here, or whose job may run again (`mayGrow`),
   * holds only its complete lines. Undefined when there is no log.
   */
  async byLines<T>(
    key: JobLogKey,
    mayGrow: boolean,
    use: (log: LinedLog) => Promise<T>,
  ): Promise<T | undefined> {
    const file = this.fileOf(key);
    await this.written(file);
    const finished = !mayGrow && !liveLogs.get(file)?.appender;
    const handle = await openFile(file, 'r').catch((error: unknown) => {
      if (!isMissing(error)) throw error;
      return undefined;
    });
    try {
      let source: ByteSource;
      if (handle) source = fileSource(handle);
      else {
        const text = await this.archive?.readText(key);
        if (text === undefined) return undefined;
        source = memorySource(Buffer.from(text, 'utf8'), `archived:${text.length}`);
      }
      const size = await source.size();
      const index = await this.lineIndexes.indexOf(file, source, size);
      return await use({ source, index, extent: extentOf(index, size, finished) });
    } finally {
      await handle?.close();
    }
  }

  /** The whole log as a stream of its file (or of the archived copy); '' when there is none. */
  async readStream(key: JobLogKey): Promise<Readable> {
    const file = this.fileOf(key);
    await this.written(file);
    const handle = await openFile(file, 'r').catch((error: unknown) => {
      if (!isMissing(error)) throw error;
      return undefined;
    });
    // the stream owns the handle and closes it when it ends or is destroyed
    if (handle) return handle.createReadStream();
    return Readable.from([(await this.archive?.readText(key)) ?? '']);
  }

  /** Whether the job has a log, finished or being written, here or in the archive. */
  async exists(key: JobLogKey): Promise<boolean> {
    const file = this.fileOf(key);
    if (liveLogs.get(file)?.appender || existsSync(file)) return true;
    return (await this.archive?.exists(key)) ?? false;
  }

  /**
   * Delivers the stored text (its last `tailLines` lines, or from `fromByte`), then new text
   * as it is written, then calls `onEnd` when the writer closes: at once after the stored text
   * when the log is finished. A log that does not exist yet is awaited until its job starts.
   * Returns the function that stops following.
   */
  follow(
    key: JobLogKey,
    from: FollowFrom,
    onText: OnLogText,
    onEnd: () => void,
    viaElsewhere = false,
  ): () => void {
    const file = this.fileOf(key);
    const follower = new LogFollower(onText, onEnd);
    const log = liveLogs.get(file);
    if (log?.appender) {
      const written = this.written(file);
      const upTo = log.appender.issuedBytes;
      log.followers.add(follower);
      void follower.catchUp(async (deliver, stopped) => {
        await written;
        return readLogPart(file, upTo, from, deliver, stopped);
      });
    } else if (existsSync(file)) {
      follower.end();
      void follower.catchUp(this.finishedPart(key, file, from));
    } else if (this.elsewhere && !viaElsewhere) {
      // not written here: another replica may be running its job
      return this.elsewhere.follow(key, from, onText, onEnd, () =>
        this.follow(key, from, onText, onEnd, true),
      );
    } else {
      const awaited = log ?? { appender: undefined, followers: new Set() };
      liveLogs.set(file, awaited);
      awaited.followers.add(follower);
      void follower.catchUp(this.archivedOrAwaited(key, file, from, follower));
    }
    return () => {
      follower.stop();
      detach(file, follower);
    };
  }

  /** From now on a log not written here is looked for on the replica running its job. */
  followElsewhere(source: RemoteLogSource): void {
    this.elsewhere = source;
  }

  /** Followers of a log being written or awaited (finished logs have none for long). */
  followerCount(key: JobLogKey): number {
    return liveLogs.get(this.fileOf(key))?.followers.size ?? 0;
  }

  /** Deletes every log of a workflow, archived ones too (the workflow is being deleted). */
  async remove(workflow: string): Promise<void> {
    await rm(path.join(this.root, safeSegment(workflow, 'workflow')), { recursive: true, force: true });
    await this.archive?.removeWorkflow(workflow);
  }

  /** Resolves when the uploads of the logs closed so far have ended (the server is stopping). */
  async archived(): Promise<void> {
    await this.archive?.settled();
  }

  /** A finished log's file; the archived copy when the file went (moved there meanwhile). */
  private finishedPart(key: JobLogKey, file: string, from: FollowFrom): StoredPartReader {
    return async (deliver, stopped) => {
      try {
        return await readLogPart(file, (await stat(file)).size, from, deliver, stopped);
      } catch (error) {
        if (!isMissing(error) || !this.archive) throw error;
        return (await this.archive.readPart(key, from, deliver, stopped)) ?? 0;
      }
    };
  }

  /**
   * A log with no local file: the archived one, ended at once unless its job started again
   * meanwhile (then live text follows it); nothing while the job has yet to start.
   */
  private archivedOrAwaited(
    key: JobLogKey,
    file: string,
    from: FollowFrom,
    follower: LogFollower,
  ): StoredPartReader {
    return async (deliver, stopped) => {
      const size = await this.archive?.readPart(key, from, deliver, stopped);
      if (size === undefined) return 0;
      if (!liveLogs.get(file)?.appender) {
        detach(file, follower);
        follower.end();
      }
      return size;
    };
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
