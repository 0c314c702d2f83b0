import { useQuery } from '@tanstack/react-query';
import { runBody, targetKey } from '../components/runArgs';
import type { ProductWorkflow, RunArgs } from '../productWorkflow.types';
import { productTasksApi } from '../productWorkflows.api';

/**
 * The run args a timer or Git trigger of the workflow starts with when it has none yet: the run
 * dialog's body for the workflow's environment with every buildable module picked. Before the
 * workflow is saved (or without an environment) only the workflow and environment are named.
 */
export function useScheduledRunArgs(workflow: ProductWorkflow): () => RunArgs {
  const project = workflow.product_tmpl_name;
  const env = workflow.env_name;
  const preset = useQuery({
    queryKey: ['product-workflows', 'run-preset', project, workflow.name, env],
    queryFn: ({ signal }) => productTasksApi.preset(env, workflow.name, project, signal),
    enabled: env !== '' && workflow.name !== '',
    retry: false,
  });
  return () => {
    const bare: RunArgs = {
      workflow_name: workflow.name,
      product_tmpl_name: project,
      namespace: env,
      description: '',
      distribute_enabled: false,
      reset_cache: false,
      ignore_cache: false,
      targets: [],
      tests: [],
    };
    const args = preset.data;
    if (!args) return bare;
    const buildable = args.targets.filter((target) => target.has_build).map(targetKey);
    return { ...runBody(args, buildable, env), workflow_name: workflow.name };
  };
}
