import type { StageTask } from '@slipway/contracts';
import type { ConcurrencySettings } from './concurrency.js';
import type { JobExecutor } from './executors/job-executor.js';
import { JobRunner } from './job-runner.js';
import type { JobTypes } from './job-types/registry.js';
import type { LogStore } from './logs/log-store.js';
import { type Decision, INTERRUPTED, type RunningTask } from './running-task.js';
import { paramsOf } from './task-repository.js';
import { credentialValues, nowSeconds, stageStatus, taskStatus } from './task-state.js';
import type { TemplateContext } from './variables.js';

export interface TaskControllerDeps {
  logs: LogStore;
  executor: JobExecutor;
  concurrency: ConcurrencySettings;
  /** what each job type does, by name */
  jobTypes: JobTypes;
  /** milliseconds in a minute of timeouts (shortened in tests) */
  minuteMs: number;
  onError(error: unknown, context: string): void;
}

/** Runs one claimed task: its stages in order, approvals, the jobs of each stage, the final status. */
export class TaskController {
  private readonly jobs: JobRunner;

  constructor(private readonly deps: TaskControllerDeps) {
    this.jobs = new JobRunner(deps);
  }

  async run(task: RunningTask): Promise<void> {
    const { row, stages, abort } = task;
    await task.persist({ status: 'running', startedAt: row.startedAt ?? new Date() });
    const params = paramsOf(row);
    const templates: TemplateContext = {
      project: row.projectName,
      workflow: row.workflowName,
      taskId: row.taskId,
      creator: row.creator,
      params: Object.fromEntries(params.map((p) => [p.name, p.value])),
      outputs: Object.fromEntries(
        stages.flatMap((s) => s.jobs.filter((j) => j.status === 'passed').map((j) => [j.name, j.outputs])),
      ),
    };
    const secrets = credentialValues(params);

    for (const stage of stages) {
      if (stage.status === 'passed' || stage.status === 'skipped') continue;
      if (abort.signal.aborted) break;
      stage.start_time = stage.start_time || nowSeconds();
      if (stage.approval.enabled) {
        const decision = await this.awaitApproval(task, stage);
        if (decision !== 'approve') {
          stage.status = decision === 'reject' ? 'reject' : 'cancelled';
          stage.error = decision === 'timeout' ? 'the approval timed out' : '';
          stage.end_time = nowSeconds();
          break;
        }
      }
      stage.status = 'running';
      await task.persist({ status: 'running' });
      await this.runJobs(task, stage, templates, secrets);
      // jobs left running on a cluster keep the task as it is, for the restarted server to take up
      if (abort.signal.reason === 'shutdown' && stage.jobs.some((j) => j.resumable && j.status === 'running'))
        return;
      stage.status =
        abort.signal.aborted && stage.jobs.some((j) => j.status === '') ? 'cancelled' : stageStatus(stage);
      if (stage.jobs.every((j) => j.status === '' || j.status === 'skipped') && !abort.signal.aborted)
        stage.status = 'skipped';
      stage.end_time = nowSeconds();
      await task.persist();
      if (stage.status !== 'passed' && stage.status !== 'skipped') break;
    }

    const interrupted = abort.signal.reason === 'shutdown';
    const status = interrupted ? 'failed' : abort.signal.aborted ? 'cancelled' : taskStatus(stages);
    if (interrupted)
      for (const job of stages.flatMap((s) => s.jobs))
        if (job.status === 'cancelled') job.error = INTERRUPTED;
    const failedJob = stages.flatMap((s) => s.jobs).find((j) => j.error);
    await task.persist({
      status,
      endedAt: new Date(),
      error: interrupted
        ? INTERRUPTED
        : status === 'passed'
          ? ''
          : (failedJob?.error ?? stages.find((s) => s.error)?.error ?? ''),
    });
  }

  private awaitApproval(task: RunningTask, stage: StageTask): Promise<Decision> {
    const approvals = stage.approval.approve_users.filter((u) => u.reject_or_approve === 'approve').length;
    if (approvals >= stage.approval.needed_approvers) return Promise.resolve('approve');
    return new Promise<Decision>((resolve) => {
      const finish = (decision: Decision) => {
        clearTimeout(timer);
        task.abort.signal.removeEventListener('abort', onAbort);
        task.approvals.delete(stage.name);
        resolve(decision);
      };
      const onAbort = () => finish('cancelled');
      const timer = setTimeout(() => finish('timeout'), stage.approval.timeout * this.deps.minuteMs);
      task.abort.signal.addEventListener('abort', onAbort, { once: true });
      task.approvals.set(stage.name, finish);
      stage.status = 'pending-approval';
      void task.persist({ status: 'pending-approval' });
    });
  }

  /** Serial stages stop at the first job that does not pass; parallel ones run up to the job concurrency. */
  private async runJobs(task: RunningTask, stage: StageTask, templates: TemplateContext, secrets: string[]) {
    const pending = stage.jobs.filter((j) => j.status !== 'passed' && j.status !== 'skipped');
    if (!stage.parallel) {
      for (const job of pending) {
        if (task.abort.signal.aborted) return;
        await this.jobs.run(task, job, templates, secrets);
        if (job.status !== 'passed') return;
      }
      return;
    }
    const { build_concurrency: width } = await this.deps.concurrency.get();
    const queue = [...pending];
    const worker = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        if (task.abort.signal.aborted) return;
        await this.jobs.run(task, job, templates, secrets);
      }
    };
    await Promise.all(Array.from({ length: Math.min(width, queue.length) }, worker));
  }
}
