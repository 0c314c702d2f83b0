import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workflowsApi } from '../workflows.api';
import { workflowKeys } from './workflowQueries';

export function useDeleteWorkflow(project: string, name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => workflowsApi.remove(name),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: workflowKeys.one(name) });
      queryClient.removeQueries({ queryKey: workflowKeys.tasks(name) });
      await queryClient.invalidateQueries({ queryKey: workflowKeys.list(project) });
    },
  });
}
