import type { WorkflowBody } from '@slipway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workflowsApi } from '../workflows.api';
import { workflowKeys } from './workflowQueries';

/** Creates the workflow (POST) or, with `original`, updates it (PUT); answers the body saved. */
export function useSaveWorkflow(project: string, original: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: WorkflowBody) => {
      await (original ? workflowsApi.update(original, body) : workflowsApi.create(body));
      return body;
    },
    onSuccess: (saved) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workflowKeys.list(project) }),
        queryClient.invalidateQueries({ queryKey: workflowKeys.one(saved.name) }),
        queryClient.invalidateQueries({ queryKey: workflowKeys.yaml(saved.name) }),
        queryClient.invalidateQueries({ queryKey: workflowKeys.preset(saved.name) }),
      ]),
  });
}
