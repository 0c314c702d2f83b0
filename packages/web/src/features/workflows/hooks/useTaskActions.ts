import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Approval, tasksApi } from '../tasks.api';
import { workflowKeys } from './workflowQueries';

/**
 * Cancel, retry and approve of one task. Each reads the task again at once, so the change shows
 * without waiting for the next poll.
 */
export function useTaskActions(workflow: string, taskId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: workflowKeys.tasks(workflow) });
  return {
    cancel: useMutation({ mutationFn: () => tasksApi.cancel(workflow, taskId), onSuccess: refresh }),
    retry: useMutation({ mutationFn: () => tasksApi.retry(workflow, taskId), onSuccess: refresh }),
    approve: useMutation({
      mutationFn: (decision: Omit<Approval, 'workflow_name' | 'task_id'>) =>
        tasksApi.approve({ ...decision, workflow_name: workflow, task_id: taskId }),
      onSuccess: refresh,
    }),
    /** the params of this run, for "run again" */
    clone: useMutation({ mutationFn: () => tasksApi.clone(workflow, taskId) }),
  };
}
