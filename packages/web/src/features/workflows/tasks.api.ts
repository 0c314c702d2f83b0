import type { WorkflowTask } from '@slipway/contracts';
import { http } from '../../api/http';

const base = '/api/aslan/workflow/v4/workflowtask';
const ofTask = (workflow: string, taskId: number) =>
  `workflow/${encodeURIComponent(workflow)}/task/${taskId}`;

export interface RunParam {
  name: string;
  value: string;
}

export interface TaskListQuery {
  workflow_name: string;
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
  run: (body: { workflow_name: string; project_name: string; params: RunParam[] }) =>
    http.post<{ project_name: string; workflow_name: string; task_id: number }>(base, body),
  list: (query: TaskListQuery, signal?: AbortSignal) =>
    http.get<TaskPage>(base, { query: { ...query }, signal }),
  get: (workflow: string, taskId: number, signal?: AbortSignal) =>
    http.get<WorkflowTask>(`${base}/${ofTask(workflow, taskId)}`, { signal }),
  cancel: (workflow: string, taskId: number) => http.delete<unknown>(`${base}/${ofTask(workflow, taskId)}`),
  /** the arguments of an earlier run (credentials blanked), to run it again */
  clone: (workflow: string, taskId: number) =>
    http.get<{ params: RunParam[] }>(`${base}/clone/${ofTask(workflow, taskId)}`),
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
