import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ProductTaskListQuery, productTasksApi, productWorkflowsApi } from './productWorkflows.api';

/** The task list of the workflow page is read again this often while it is open (portal shapes §5). */
export const PRODUCT_TASK_LIST_POLL_MS = 3000;

export const productKeys = {
  all: ['product-workflows'] as const,
  list: (project: string) => ['product-workflows', 'list', project] as const,
  one: (project: string, name: string) => ['product-workflows', 'one', project, name] as const,
  preset: (project: string) => ['product-workflows', 'preset', project] as const,
  tasks: (name: string) => ['product-workflows', 'tasks', name] as const,
  task: (name: string, taskId: number) => ['product-workflows', 'tasks', name, 'one', taskId] as const,
};

export const productWorkflowListQuery = (project: string) =>
  queryOptions({
    queryKey: productKeys.list(project),
    queryFn: ({ signal }) => productWorkflowsApi.list(project, signal),
    enabled: project !== '',
  });

export const productWorkflowQuery = (project: string, name: string) =>
  queryOptions({
    queryKey: productKeys.one(project, name),
    queryFn: ({ signal }) => productWorkflowsApi.get(name, project, signal),
    enabled: name !== '',
    staleTime: 0,
  });

export const productPresetQuery = (project: string) =>
  queryOptions({
    queryKey: productKeys.preset(project),
    queryFn: ({ signal }) => productWorkflowsApi.preset(project, signal),
    enabled: project !== '',
  });

export const productTaskListQuery = (query: ProductTaskListQuery) =>
  queryOptions({
    queryKey: [...productKeys.tasks(query.workflow), 'list', query] as const,
    queryFn: ({ signal }) => productTasksApi.list(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: PRODUCT_TASK_LIST_POLL_MS,
  });

export const productTaskQuery = (project: string, workflow: string, taskId: number) =>
  queryOptions({
    queryKey: productKeys.task(workflow, taskId),
    queryFn: ({ signal }) => productTasksApi.get(workflow, taskId, project, signal),
    enabled: workflow !== '' && Number.isInteger(taskId) && taskId > 0,
    staleTime: 0,
  });
