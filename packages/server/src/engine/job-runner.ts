import type { JobTask, ShareStorageInfo, Workflow } from '@slipway/contracts';
import type { ShareMount } from './executors/job-executor.js';
import { JobRefusedError, type PreparedJob } from './executors/job-executor.js';
import type { JobResult } from './job-types/job-type.js';
import { SecretMasker } from './logs/secret-masker.js';
import type { RunningTask } from './running-task.js';
import type { TaskControllerDeps } from './task-controller.js';
import { nowSeconds } from './task-state.js';
import type { TemplateContext } from './variables.js';
import { templateEnv } from './variables.js';

/** The share storages a job asked for, with the paths the workflow gives them. */
function sharesOf(definition: Workflow, job: JobTask): ShareMount[] {
  const info = (job.spec as { properties?: { share_storage_info?: ShareStorageInfo } }).properties
    ?.share_storage_info;
  if (!info?.enabled) return [];
  const declared = new Map((definition.share_storages ?? []).map((s) => [s.name, s.path]));
  return info.share_storages.flatMap((s) => {
    const mountPath = declared.get(s.name);
    return mountPath ? [{ name: s.name, path: mountPath }] : [];
  });
}

/** Runs one job of a task: its folders, its log, its type's steps, its outcome written back. */
export class JobRunner {
  constructor(private readonly deps: TaskControllerDeps) {}

  async run(task: RunningTask, job: JobTask, templates: TemplateContext, secrets: string[]): Promise<void> {
    const { row } = task;
    // a job left running on a cluster when the server stopped is re-attached, not started again
    const resumeSince = job.status === 'running' && job.resumable ? task.resumeSince : undefined;
    if (!resumeSince) {
      Object.assign(job, {
        status: 'running',
        start_time: nowSeconds(),
        end_time: 0,
        error: '',
        outputs: {},
      });
      delete job.resumable;
    }
    await task.persist();
    const type = this.deps.jobTypes[job.type];
    const key = { workflow: row.workflowName, taskId: row.taskId, job: job.name };
    const jobSecrets = type ? [...secrets, ...type.secrets(job.spec as never)] : secrets;
    // a retried job continues its earlier run's log, which may have been moved to object storage
    if (row.isRestart || resumeSince) await this.deps.logs.restore(key);
    const log = this.deps.logs.open(key, jobSecrets);
    let prepared: PreparedJob | undefined;
    let result: JobResult;
    try {
      if (!type) throw new Error(`unknown job type ${job.type}`);
      prepared = await this.deps.executor.prepare(key, sharesOf(row.definition as Workflow, job));
      if (!prepared.sandboxed)
        log.write('\u001b[33m[slipway] this job runs on the host without a sandbox\u001b[0m\n');
      result = await type.run(job.spec as never, {
        job: prepared,
        env: { CI: 'true', SLIPWAY: 'true', ...templateEnv(templates), ...templates.params },
        templates,
        jobName: job.name,
        log,
        signal: task.abort.signal,
        timeoutMs: job.timeout * this.deps.minuteMs,
        minuteMs: this.deps.minuteMs,
        ...(resumeSince ? { resumeSince } : {}),
        markResumable: async () => {
          job.resumable = true;
          await task.persist();
        },
      });
    } catch (error) {
      const message = (error as Error).message;
      result = { status: 'failed', outputs: {}, error: message };
      log.write(error instanceof JobRefusedError ? `\u001b[31m${message}\u001b[0m\n` : `${message}\n`);
    }
    if (job.resumable && task.abort.signal.reason === 'shutdown') {
      // left running on its cluster: the restarted server re-attaches it (engine.recover)
      await this.settle(() => log.close(), `closing the log of ${describe(key)}`);
      return;
    }
    await this.settle(() => prepared?.dispose(), `removing the workspace of ${describe(key)}`);
    await this.settle(() => log.close(), `closing the log of ${describe(key)}`);
    Object.assign(job, {
      status: result.status,
      error: result.error,
      // outputs are stored and shown with the task: a credential in one is masked there, as in logs
      outputs: maskValues(result.outputs, jobSecrets),
      end_time: nowSeconds(),
    });
    // later jobs of this run still get the real values
    templates.outputs[job.name] = result.outputs;
    await task.persist();
  }

  /** The job's outcome stands even when cleaning up after it fails. */
  private async settle(work: () => Promise<void> | undefined, context: string) {
    try {
      await work();
    } catch (error) {
      this.deps.onError(error, context);
    }
  }
}

function maskValues(values: Record<string, string>, secrets: string[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const masker = new SecretMasker(secrets);
      return [name, masker.push(value) + masker.flush()];
    }),
  );
}

const describe = (key: { workflow: string; taskId: number; job: string }) =>
  `${key.workflow}#${key.taskId}/${key.job}`;
