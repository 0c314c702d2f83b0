import type { RunResponse, Workflow, WorkflowTask } from '@slipway/contracts';
import { http } from '../../api/http';
import { linedLogSource } from '../../components/LogTerminal/linedLogSource';

const base = '/api/aslan/workflow/v4/workflowtask';
const ofTask = (workflow: string, taskId: number) =>
  `workflow/${encodeURIComponent(workflow)}/task/${taskId}`;

export interface TaskListQuery {
  workflow_name: string;
  /** tasks to skip, newest first: `(page - 1) * page_size` */
  page_num: number;
  page_size: number;
  status?: string;
  creator?: string;
}

export interface TaskPage {
  workflow_list: WorkflowTask[];
  total: number;
}

export interface Approval {
  workflow_name: string;
  task_id: number;
  stage_name: string;
  approve: boolean;
  comment: string;
}

/** Tasks (runs) of custom workflows. */
export const tasksApi = {
  /** runs the workflow as the run dialog holds it: the preset (or a clone) with the values edited */
  run: (workflow: Workflow) =>
    http.post<RunResponse>(base, workflow, { query: { projectName: workflow.project } }),
  list: (query: TaskListQuery, signal?: AbortSignal) =>
    http.get<TaskPage>(base, { query: { ...query }, signal }),
  get: (workflow: string, taskId: number, signal?: AbortSignal) =>
    http.get<WorkflowTask>(`${base}/${ofTask(workflow, taskId)}`, { signal }),
  cancel: (workflow: string, taskId: number) => http.delete<unknown>(`${base}/${ofTask(workflow, taskId)}`),
  /** the workflow as an earlier run ran it (credentials as the mask), to run it again */
  clone: (workflow: string, taskId: number) =>
    http.get<Workflow>(`${base}/clone/${ofTask(workflow, taskId)}`),
  retry: (workflow: string, taskId: number) =>
    http.post<unknown>(`${base}/retry/${ofTask(workflow, taskId)}`),
  approve: (body: Approval) => http.post<unknown>(`${base}/approve`, body),
};

/** Job logs: live over SSE (the last `lines`, then what follows), or finished as text. */
export const jobLogPaths = {
  live: (workflow: string, taskId: number, job: string, lines: number) =>
    `/api/aslan/logs/sse/v4/workflow/${encodeURIComponent(workflow)}/${taskId}/${encodeURIComponent(job)}/${lines}`,
  finished: (workflow: string, taskId: number, job: string) =>
    `/api/aslan/logs/log/v4/workflow/${encodeURIComponent(workflow)}/tasks/${taskId}/jobs/${encodeURIComponent(job)}`,
};

/** A job's log read by line: ranges of it, a search over all of it, and its live stream to resume. */
export function jobLogLines(workflow: string, taskId: number, job: string) {
  const at = `${encodeURIComponent(workflow)}/${taskId}/jobs/${encodeURIComponent(job)}`;
  return linedLogSource(`v4/workflow/${at}`, jobLogPaths.live(workflow, taskId, job, 0));
}
