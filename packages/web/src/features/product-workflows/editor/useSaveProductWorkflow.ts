import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productKeys } from '../productQueries';
import type { ProductWorkflow } from '../productWorkflow.types';
import { productWorkflowsApi } from '../productWorkflows.api';

/** POST a new workflow or PUT the whole stored one; the lists and the workflow are read again. */
export function useSaveProductWorkflow(editing: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workflow: ProductWorkflow) =>
      editing ? productWorkflowsApi.update(workflow) : productWorkflowsApi.create(workflow),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['workflows'] });
    },
  });
}
