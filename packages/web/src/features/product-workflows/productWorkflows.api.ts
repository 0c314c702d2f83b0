import type { ProductTaskCreated } from '@slipway/contracts';
import { http } from '../../api/http';
import { linedLogSource } from '../../components/LogTerminal/linedLogSource';
import type {
  PresetModule,
  ProductTask,
  ProductTaskList,
  ProductWorkflow,
  RunArgs,
  StoredProductWorkflow,
} from './productWorkflow.types';

const workflowBase = '/api/aslan/workflow/workflow';
const taskBase = '/api/aslan/workflow/workflowtask';
const seg = encodeURIComponent;
type Done = { message: string };

export interface ProductTaskListQuery {
  workflow: string;
  project: string;
  max: number;
  start: number;
  /** '' | 'creator' | 'taskStatus' */
  queryType: string;
  /** comma-joined values of the filter */
  filters: string;
}

/** Product workflows and their tasks, in the portal's calls (portal shapes §5, §7). */
export const productWorkflowsApi = {
  list: (projectName: string, signal?: AbortSignal) =>
    http.get<StoredProductWorkflow[]>(workflowBase, { query: { projectName }, signal }),
  get: (name: string, projectName: string, signal?: AbortSignal) =>
    http.get<StoredProductWorkflow>(`${workflowBase}/find/${seg(name)}`, { query: { projectName }, signal }),
  preset: (projectName: string, signal?: AbortSignal) =>
    http.get<PresetModule[]>(`${workflowBase}/preset/${seg(projectName)}`, {
      query: { projectName },
      signal,
    }),
  create: (workflow: ProductWorkflow) =>
    http.post<Done>(workflowBase, workflow, { query: { projectName: workflow.product_tmpl_name } }),
  update: (workflow: ProductWorkflow) =>
    http.put<Done>(`${workflowBase}/${seg(workflow.name)}`, workflow, {
      query: { projectName: workflow.product_tmpl_name, ifPassFilter: false },
    }),
  remove: (name: string, projectName: string) =>
    http.delete<Done>(`${workflowBase}/${seg(name)}`, { query: { projectName } }),
  copy: (from: string, to: string, projectName: string) =>
    http.put<Done>(`${workflowBase}/old/${seg(from)}/new/${seg(to)}`, undefined, { query: { projectName } }),
  favorite: (projectName: string, name: string) =>
    http.post<Done>('/api/aslan/workflow/favorite', { product_name: projectName, name, type: 'workflow' }),
  unfavorite: (projectName: string, name: string) =>
    http.delete<Done>(`/api/aslan/workflow/favorite/${seg(projectName)}/${seg(name)}/workflow`, {
      query: { projectName },
    }),
};

export const productTasksApi = {
  list: (query: ProductTaskListQuery, signal?: AbortSignal) =>
    http.get<ProductTaskList>(
      `${taskBase}/max/${query.max}/start/${query.start}/pipelines/${seg(query.workflow)}`,
      {
        query: {
          projectName: query.project,
          workflowType: '',
          queryType: query.queryType,
          filters: query.filters,
        },
        signal,
      },
    ),
  creators: (workflow: string, projectName: string, signal?: AbortSignal) =>
    http.get<Array<string | { text: string; value: string }>>(
      `${taskBase}/filters/pipelines/${seg(workflow)}`,
      {
        query: { projectName, queryType: 'creator', workflowType: 'workflow' },
        signal,
      },
    ),
  preset: (env: string, workflow: string, projectName: string, signal?: AbortSignal) =>
    http.get<RunArgs>(`${taskBase}/preset/${seg(env)}/${seg(workflow)}`, { query: { projectName }, signal }),
  run: (args: RunArgs) =>
    http.post<ProductTaskCreated>(`${taskBase}/${seg(args.workflow_name)}`, args, {
      query: { projectName: args.product_tmpl_name },
    }),
  get: (workflow: string, taskId: number, projectName: string, signal?: AbortSignal) =>
    http.get<ProductTask>(`${taskBase}/id/${taskId}/pipelines/${seg(workflow)}`, {
      query: { projectName, workflowType: '' },
      signal,
    }),
  cancel: (workflow: string, taskId: number, projectName: string) =>
    http.delete<Done>(`${taskBase}/id/${taskId}/pipelines/${seg(workflow)}`, { query: { projectName } }),
  restart: (workflow: string, taskId: number, projectName: string) =>
    http.post<Done>(`${taskBase}/id/${taskId}/pipelines/${seg(workflow)}/restart`, undefined, {
      query: { projectName },
    }),
};

/** The task's own stream: the whole task object on every change. */
export const productTaskStreamPath = (workflow: string, taskId: number) =>
  `/api/aslan/workflow/sse/workflows/id/${taskId}/pipelines/${seg(workflow)}`;

/**
 * A build sub task's log (the portal's product build log, `subTask=buildv2`) read by line, searched
 * on the server, and followed live over SSE until `end` once the build is over.
 */
export const productBuildLogLines = (
  workflow: string,
  taskId: number,
  service: string,
  projectName: string,
) => {
  const at = `${seg(workflow)}/${taskId}`;
  const query = { subTask: 'buildv2', projectName };
  const live = `/api/aslan/logs/sse/workflow/build/${at}/0/${seg(service)}?${new URLSearchParams(query)}`;
  return linedLogSource(`workflow/build/${at}/${seg(service)}`, live, query);
};
