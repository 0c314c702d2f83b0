import type { Workflow } from '@slipway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tasksApi } from '../tasks.api';
import { workflowKeys } from './workflowQueries';

/** Starts a task; the workflow's task list and the project's workflow list show it afterwards. */
export function useRunWorkflow(project: string, workflow: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Workflow) => tasksApi.run(body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workflowKeys.tasks(workflow) }),
        queryClient.invalidateQueries({ queryKey: workflowKeys.list(project) }),
      ]),
  });
}
