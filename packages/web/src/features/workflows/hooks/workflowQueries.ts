import { isFinished } from '@slipway/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type TaskListQuery, tasksApi } from '../tasks.api';
import { workflowsApi } from '../workflows.api';

/** A task not finished yet is read again every second (faster right after an action: see invalidation). */
export const TASK_POLL_MS = 1000;
/** Task lists with a task still under way are refreshed this often. */
export const TASK_LIST_POLL_MS = 3000;

export const workflowKeys = {
  all: ['workflows'] as const,
  list: (project: string) => ['workflows', 'list', project] as const,
  one: (name: string) => ['workflows', 'one', name] as const,
  yaml: (name: string) => ['workflows', 'yaml', name] as const,
  preset: (name: string) => ['workflows', 'preset', name] as const,
  tasks: (name: string) => ['workflows', 'tasks', name] as const,
};

export const workflowListQuery = (project: string) =>
  queryOptions({
    queryKey: workflowKeys.list(project),
    queryFn: ({ signal }) => workflowsApi.list(project, signal),
    enabled: project !== '',
  });

export const workflowQuery = (name: string) =>
  queryOptions({
    queryKey: workflowKeys.one(name),
    queryFn: ({ signal }) => workflowsApi.get(name, signal),
    enabled: name !== '',
    staleTime: 0,
  });

export const workflowYamlQuery = (name: string) =>
  queryOptions({
    queryKey: workflowKeys.yaml(name),
    queryFn: ({ signal }) => workflowsApi.yaml(name, signal),
    staleTime: 0,
  });

export const presetQuery = (name: string) =>
  queryOptions({
    queryKey: workflowKeys.preset(name),
    queryFn: ({ signal }) => workflowsApi.preset(name, signal),
    staleTime: 0,
  });

export const taskListQuery = (query: TaskListQuery) =>
  queryOptions({
    queryKey: [...workflowKeys.tasks(query.workflow_name), 'list', query] as const,
    queryFn: ({ signal }) => tasksApi.list(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (current) =>
      current.state.data?.workflow_list.some((task) => !isFinished(task.status)) ? TASK_LIST_POLL_MS : false,
  });

export const taskQuery = (workflow: string, taskId: number) =>
  queryOptions({
    queryKey: [...workflowKeys.tasks(workflow), 'one', taskId] as const,
    queryFn: ({ signal }) => tasksApi.get(workflow, taskId, signal),
    enabled: workflow !== '' && Number.isInteger(taskId) && taskId > 0,
    staleTime: 0,
    // a finished task stays as it is; a failed read is not repeated every second
    refetchInterval: (current) => {
      const { data, status } = current.state;
      return status === 'error' || (data && isFinished(data.status)) ? false : TASK_POLL_MS;
    },
  });
