import type { PreparedJob } from '../executors/job-executor.js';
import type { JobLogWriter } from '../logs/log-store.js';
import type { TemplateContext } from '../variables.js';

export interface JobContext {
  /** the job's own folders and the way its steps are started (sandboxed where possible) */
  job: PreparedJob;
  /** variables every job sees (CI, TASK_ID, params, earlier outputs…) */
  env: Record<string, string>;
  templates: TemplateContext;
  /** the job's name in its workflow (reports and files a job keeps are filed under it) */
  jobName: string;
  log: JobLogWriter;
  signal: AbortSignal;
  timeoutMs: number;
  /** milliseconds in a minute of timeouts, for job types whose timeout comes from elsewhere (a build) */
  minuteMs: number;
  /**
   * Set when the job was running outside the server (it called `markResumable`) as its server
   * stopped, and is now taken up again: the job re-attaches to its work, whose output before this
   * time is already in the log.
   */
  resumeSince?: Date;
  /**
   * The job's work runs outside this process (a Kubernetes Job): a server that stops leaves it
   * running (the signal's reason is then 'shutdown') and, on its restart, takes the task up again
   * with `resumeSince` instead of failing it.
   */
  markResumable?(): Promise<void>;
}

export interface JobResult {
  status: 'passed' | 'failed' | 'timeout' | 'cancelled';
  outputs: Record<string, string>;
  error: string;
}

/** One kind of job. New kinds (build, test, scan, deploy…) register here without engine changes. */
export interface JobType<Spec = unknown> {
  /** credential values this job adds to what logs must mask */
  secrets(spec: Spec): string[];
  run(spec: Spec, ctx: JobContext): Promise<JobResult>;
}
