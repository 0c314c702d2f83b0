import type { Readable } from 'node:stream';
import { isFinished } from '@slipway/contracts';
import type { JobLogKey, LogStore } from '../../engine/logs/log-store.js';
import { NotFoundError } from '../../lib/errors.js';
import { type LoggedRun, lineRange } from './lined-log.js';
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

  /** A job's log, and whether its task may still write to it: to read by line. */
  async jobRun(key: JobLogKey): Promise<LoggedRun> {
    const at = await this.engineKey(key);
    const status = await this.repo.taskStatus(at.workflow, at.taskId);
    if (status === undefined) throw new NotFoundError('error.taskNotFound');
    return { key: at, running: !isFinished(status) };
  }

  /** The log of the (first) job of one service, of the kind of sub task named, to read by line. */
  async serviceRun(task: TaskAt, service: string, kind?: string): Promise<LoggedRun> {
    return this.jobRun({ ...task, job: await this.serviceJob(task, service, kind) });
  }

  /**
   * The last `lines` lines a job has written so far (complete lines while it runs), read by line
   * rather than whole; the whole log, streamed, for 0.
   */
  async lastLines(key: JobLogKey, lines: number): Promise<string | Readable> {
    if (lines === 0) return this.finishedLogStream(key);
    const tail = await lineRange(this.logs, await this.jobRun(key), { count: lines });
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
    return this.followJob({ ...task, job: await this.serviceJob(task, service, kind) });
  }

  private async serviceJob(task: TaskAt, service: string, kind?: string): Promise<string> {
    const workflow = await this.taskWorkflow(task.workflow);
    const jobs = await this.repo.taskJobs(workflow, task.taskId);
    if (jobs === undefined) throw new NotFoundError('error.taskNotFound');
    const job = jobs.find(serviceJobs(service, kind));
    if (!job) throw new NotFoundError('error.logNotFound');
    return job.name;
  }
}
