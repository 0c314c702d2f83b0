import {
  type JobExecutor,
  type JobExecutorSettings,
  jobExecutorPath,
  type WorkflowConcurrency,
  workflowConcurrencyPath,
} from '@slipway/contracts';
import { http } from '../../../api/http';

/** The settings of the system settings index page: how jobs are executed, and how many at once. */
export const settingsApi = {
  jobExecutor: (signal?: AbortSignal) => http.get<JobExecutor>(jobExecutorPath, { signal }),
  setJobExecutor: (body: JobExecutorSettings) => http.put<JobExecutor>(jobExecutorPath, body),
  concurrency: (signal?: AbortSignal) => http.get<WorkflowConcurrency>(workflowConcurrencyPath, { signal }),
  setConcurrency: (body: WorkflowConcurrency) =>
    http.post<WorkflowConcurrency>(workflowConcurrencyPath, body),
};
