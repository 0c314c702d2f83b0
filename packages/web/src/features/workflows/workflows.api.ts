import {
  WORKFLOW_LIST_PAGE_SIZE,
  type Workflow,
  type WorkflowBody,
  type WorkflowList,
  type WorkflowPreset,
} from '@slipway/contracts';
import { http } from '../../api/http';

const base = '/api/aslan/workflow/v4';
const named = (name: string) => encodeURIComponent(name);

/** Custom (v4) workflow definitions (spec §7 "Workflows"). */
export const workflowsApi = {
  list: (project: string, signal?: AbortSignal) =>
    http.get<WorkflowList>(base, {
      query: { project, page_num: 1, page_size: WORKFLOW_LIST_PAGE_SIZE },
      signal,
    }),
  get: (name: string, signal?: AbortSignal) => http.get<Workflow>(`${base}/name/${named(name)}`, { signal }),
  /** the definition as the server writes it in YAML */
  yaml: (name: string, signal?: AbortSignal) =>
    http.get<string>(`${base}/name/${named(name)}`, { query: { format: 'yaml' }, signal }),
  preset: (name: string, signal?: AbortSignal) =>
    http.get<WorkflowPreset>(`${base}/preset/${named(name)}`, { signal }),
  create: (body: WorkflowBody) => http.post<Workflow>(base, body),
  update: (name: string, body: WorkflowBody) => http.put<Workflow>(`${base}/${named(name)}`, body),
  remove: (name: string) => http.delete<{ message: string }>(`${base}/${named(name)}`),
};
