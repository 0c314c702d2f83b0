import type { Readable } from 'node:stream';
import { isFinished, type LogLinesView, type LogSearchView } from '@slipway/contracts';
import { readLines, searchLines } from '../../engine/logs/log-lines.js';
import type { JobLogKey, LinedLog, LogStore } from '../../engine/logs/log-store.js';
import { NotFoundError } from '../../lib/errors.js';
import type { LogsRepository } from './logs.repository.js';
import { serviceJobs, taskLogText } from './task-logs.js';

/** A task of a workflow as the portal names it (a product workflow by its own name). */
export interface TaskAt {
  workflow: string;
  taskId: number;
}

/** A log to stream: the engine's key of the job, and whether the job may still write to it. */
export interface FollowedLog {
  key: JobLogKey;
  follow: boolean;
}

/**
 * Reading job logs: finished ones whole, running ones followed. Routes name workflows as the portal
 * does; a product workflow's runs are read under their engine task name.
 */
export class LogsService {
  constructor(
    private readonly repo: LogsRepository,
    private readonly logs: LogStore,
  ) {}

  /** The project of a custom or product workflow, for the permission check. */
  async projectOf(workflow: string): Promise<string | undefined> {
    return (await this.repo.loggedWorkflow(workflow))?.project;
  }

  private async engineKey(key: JobLogKey): Promise<JobLogKey> {
    return { ...key, workflow: await this.taskWorkflow(key.workflow) };
  }

  private async taskWorkflow(workflow: string): Promise<string> {
    const found = await this.repo.loggedWorkflow(workflow);
    if (!found) throw new NotFoundError('error.workflowNotFound');
    return found.taskWorkflow;
  }

  async finishedLog(key: JobLogKey): Promise<string> {
    const at = await this.engineKey(key);
    if (!(await this.logs.exists(at))) throw new NotFoundError('error.logNotFound');
    return this.logs.read(at);
  }

  /** The log whole, streamed from its file: a download. */
  async finishedLogStream(key: JobLogKey): Promise<Readable> {
    const at = await this.engineKey(key);
    if (!(await this.logs.exists(at))) throw new NotFoundError('error.logNotFound');
    return this.logs.readStream(at);
  }

  /**
   * A job's log, and whether its task may still write to it; a log not written yet is empty while
   * the task may still run the job.
   */
  private async withLines<T>(
    key: JobLogKey,
    read: (log: LinedLog) => Promise<T>,
    empty: T,
  ): Promise<T & { running: boolean }> {
    const at = await this.engineKey(key);
    const status = await this.repo.taskStatus(at.workflow, at.taskId);
    if (status === undefined) throw new NotFoundError('error.taskNotFound');
    const running = !isFinished(status);
    const found = await this.logs.byLines(at, running, read);
    if (found !== undefined) return { ...found, running };
    if (running) return { ...empty, running };
    throw new NotFoundError('error.logNotFound');
  }

  /** `count` lines from line `from`; the last `count` lines when `from` is absent (the tail opens first). */
  async lineRange(key: JobLogKey, range: { from?: number; count: number }): Promise<LogLinesView> {
    return this.withLines(
      key,
      async (log) => {
        const { total, endByte } = log.extent;
        const from = range.from ?? Math.max(1, total - range.count + 1);
        const lines = await readLines(log.source, log.index, log.extent, from, range.count);
        return { total, from, lines, end_byte: endByte };
      },
      { total: 0, from: 1, lines: [], end_byte: 0 },
    );
  }

  /** Lines after `after` holding `key` (ignoring case and colour), at most `limit`, over the whole log. */
  async search(
    key: JobLogKey,
    search: { key: string; after: number; limit: number },
  ): Promise<LogSearchView> {
    return this.withLines(
      key,
      async (log) => ({
        ...(await searchLines(log.source, log.index, log.extent, search)),
        total: log.extent.total,
      }),
      { matches: [], next: null, total: 0 },
    );
  }

  /**
   * The last `lines` lines a job has written so far (complete lines while it runs), read by line
   * rather than whole; the whole log, streamed, for 0.
   */
  async lastLines(key: JobLogKey, lines: number): Promise<string | Readable> {
    if (lines === 0) return this.finishedLogStream(key);
    const tail = await this.lineRange(key, { count: lines });
    return tail.lines.length === 0 ? '' : `${tail.lines.join('\n')}\n`;
  }

  /**
   * Whether following the log makes sense: it exists, or its task may still start the job.
   * A task that ended without the job ever writing a log has nothing to wait for.
   */
  async followJob(key: JobLogKey): Promise<FollowedLog> {
    const at = await this.engineKey(key);
    if (await this.logs.exists(at)) return { key: at, follow: true };
    const status = await this.repo.taskStatus(at.workflow, at.taskId);
    if (status === undefined) throw new NotFoundError('error.taskNotFound');
    return { key: at, follow: !isFinished(status) };
  }

  /** The finished logs of a whole task (`service` unset) or of the jobs of one service, joined. */
  async taskLog(task: TaskAt, service?: { name: string; kind?: string }): Promise<string> {
    const at = { workflow: await this.taskWorkflow(task.workflow), taskId: task.taskId };
    return taskLogText(this.repo, this.logs, at, service && serviceJobs(service.name, service.kind));
  }

  /** The log of the (first) job of one service, of the kind of sub task named, to follow live. */
  async followService(task: TaskAt, service: string, kind?: string): Promise<FollowedLog> {
    const workflow = await this.taskWorkflow(task.workflow);
    const jobs = await this.repo.taskJobs(workflow, task.taskId);
    if (jobs === undefined) throw new NotFoundError('error.taskNotFound');
    const job = jobs.find(serviceJobs(service, kind));
    if (!job) throw new NotFoundError('error.logNotFound');
    return this.followJob({ workflow: task.workflow, taskId: task.taskId, job: job.name });
  }
}
