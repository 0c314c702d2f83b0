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
