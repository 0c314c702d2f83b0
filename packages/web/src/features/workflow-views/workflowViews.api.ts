import type { WorkflowView, WorkflowViewBody } from '@slipway/contracts';
import { http } from '../../api/http';

const base = '/api/aslan/workflow/view';
type Done = { message: string };

/** Workflow views of a project (named groups of its workflows), in Zadig's shapes. */
export const workflowViewsApi = {
  names: (projectName: string, signal?: AbortSignal) =>
    http.get<string[]>(base, { query: { projectName }, signal }),
  /** every workflow of the project, `enabled` when the view holds it */
  preset: (projectName: string, viewName: string, signal?: AbortSignal) =>
    http.get<WorkflowView>(`${base}/preset`, { query: { projectName, viewName }, signal }),
  create: (body: WorkflowViewBody) =>
    http.post<Done>(base, body, { query: { projectName: body.project_name } }),
  update: (body: WorkflowViewBody) =>
    http.put<Done>(base, body, { query: { projectName: body.project_name } }),
  remove: (projectName: string, name: string) =>
    http.delete<Done>(`${base}/${encodeURIComponent(name)}`, { query: { projectName } }),
};
