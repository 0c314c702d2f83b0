import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productKeys } from './productQueries';
import { productWorkflowsApi } from './productWorkflows.api';

/** Deletes a product workflow; its tasks leave the cache and the lists are read again. */
export function useDeleteProductWorkflow(project: string, name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => productWorkflowsApi.remove(name, project),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: productKeys.tasks(name) });
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['workflows'] });
    },
  });
}
