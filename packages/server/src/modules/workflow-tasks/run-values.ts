import {
  CREDENTIAL_MASK,
  jobVariables,
  type RunBody,
  type Workflow,
  type WorkflowParam,
  withJobVariables,
  workflowBodySchema,
} from '@slipway/contracts';

const envPlace = (job: string, key: string) => `${job}\n${key}`;

/**
 * The workflow a run executes: the stored definition with the env values the run gives its jobs
 * (the portal's run dialog edits those). A credential sent back as the mask keeps the stored value;
 * variables the run does not name keep theirs too.
 */
export function withRunEnvValues(workflow: Workflow, stages: RunBody['stages']): Workflow {
  const given = new Map<string, string>();
  for (const job of stages.flatMap((stage) => stage.jobs)) {
    for (const env of job.spec.properties.envs) given.set(envPlace(job.name, env.key), env.value);
  }
  if (given.size === 0) return workflow;
  return {
    ...workflow,
    stages: workflow.stages.map((stage) => ({
      ...stage,
      jobs: stage.jobs.map((job) => {
        const envs = jobVariables(job).map((env) => {
          const value = given.get(envPlace(job.name, env.key));
          if (value === undefined || (env.is_credential && value === CREDENTIAL_MASK)) return env;
          return { ...env, value };
        });
        return withJobVariables(job, envs);
      }),
    })),
  };
}

/**
 * The workflow as a task ran it, with the task's param values: what "run again" starts from. Who
 * made and changed the definition comes along as it was then.
 */
export function ranWorkflow(
  ran: Partial<Workflow>,
  task: { workflowName: string; projectName: string; params: WorkflowParam[] },
): Workflow {
  const definition = workflowBodySchema.parse({ ...ran, name: task.workflowName, project: task.projectName });
  return {
    ...definition,
    params: task.params,
    created_by: ran.created_by ?? '',
    create_time: ran.create_time ?? 0,
    updated_by: ran.updated_by ?? '',
    update_time: ran.update_time ?? 0,
  };
}
