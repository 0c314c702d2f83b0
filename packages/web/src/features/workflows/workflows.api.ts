import type { Workflow, WorkflowBody, WorkflowList } from '@slipway/contracts';
import { parse, stringify } from 'yaml';
import { http } from '../../api/http';

const base = '/api/aslan/workflow/v4';
const named = (name: string) => encodeURIComponent(name);
type Done = { message: string };

/** The workflow as YAML text, as the editor saves it (a string body goes as the portal's form). */
export const workflowYaml = (body: WorkflowBody): string => stringify(body, { lineWidth: 0 });

/** Custom (v4) workflow definitions (spec §7 "Workflows"), in the portal's shapes. */
export const workflowsApi = {
  /** every workflow of the project: the paging the portal leaves out */
  list: (project: string, signal?: AbortSignal) =>
    http.get<WorkflowList>(base, { query: { project, projectName: project }, signal }),
  /** the definition as the server writes it in YAML */
  yaml: (name: string, signal?: AbortSignal) => http.get<string>(`${base}/name/${named(name)}`, { signal }),
  get: async (name: string, signal?: AbortSignal) => parse(await workflowsApi.yaml(name, signal)) as Workflow,
  /** the whole workflow, as the run dialog starts from it */
  preset: (name: string, signal?: AbortSignal) =>
    http.get<Workflow>(`${base}/preset/${named(name)}`, { signal }),
  create: (body: WorkflowBody) =>
    http.post<Done>(base, workflowYaml(body), { query: { projectName: body.project } }),
  update: (name: string, body: WorkflowBody) =>
    http.put<Done>(`${base}/${named(name)}`, workflowYaml(body), { query: { projectName: body.project } }),
  remove: (name: string) => http.delete<Done>(`${base}/${named(name)}`),
};
