import { isFinished } from '@slipway/contracts';
import type { JobLogKey, LogStore } from '../../engine/logs/log-store.js';
import { NotFoundError } from '../../lib/errors.js';
import type { LogsRepository } from './logs.repository.js';

/** Reading job logs: finished ones whole, running ones followed. */
export class LogsService {
  constructor(
    private readonly repo: LogsRepository,
    private readonly logs: LogStore,
  ) {}

  async finishedLog(key: JobLogKey): Promise<string> {
    if (!(await this.logs.exists(key))) throw new NotFoundError('error.logNotFound');
    return this.logs.read(key);
  }

  /** The last `lines` lines a job has written so far; all of them for 0. */
  async lastLines(key: JobLogKey, lines: number): Promise<string> {
    const text = await this.finishedLog(key);
    if (lines === 0) return text;
    const ends = text.endsWith('\n') ? 1 : 0;
    const all = text.split('\n');
    return all.slice(Math.max(0, all.length - ends - lines)).join('\n');
  }

  /**
   * Whether following the log makes sense: it exists, or its task may still start the job.
   * A task that ended without the job ever writing a log has nothing to wait for.
   */
  async canFollow(key: JobLogKey): Promise<boolean> {
    if (!(await this.repo.workflowExists(key.workflow))) throw new NotFoundError('error.workflowNotFound');
    if (await this.logs.exists(key)) return true;
    const status = await this.repo.taskStatus(key.workflow, key.taskId);
    if (status === undefined) throw new NotFoundError('error.taskNotFound');
    return !isFinished(status);
  }
}
