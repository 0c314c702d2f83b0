import {
  type Job,
  jobVariables,
  type Workflow,
  type WorkflowParam,
  withJobVariables,
} from '@slipway/contracts';

export type RunValues = Record<string, string | undefined>;
/** The values of the jobs' env variables: by job name, then by key. */
export type EnvValues = Record<string, RunValues>;

/**
 * The run dialog's starting values: each param's preset value, or the value of the run being
 * repeated. Credentials come back as the mask (the server then uses the stored value); one the
 * earlier run left blank keeps the preset value.
 */
export function initialRunValues(
  params: readonly WorkflowParam[],
  earlier: readonly Pick<WorkflowParam, 'name' | 'value'>[] = [],
): RunValues {
  const previous = new Map(earlier.map((param) => [param.name, param.value]));
  const values: RunValues = {};
  for (const param of params) {
    const again = previous.get(param.name);
    const useEarlier = again !== undefined && !(param.is_credential && again === '');
    values[param.name] = useEarlier ? again : param.value || param.default;
  }
  return values;
}

/** The jobs whose env variables the run dialog shows (as the portal's dialog does): those with any. */
export const jobsWithEnvs = (workflow: Workflow): Job[] =>
  workflow.stages.flatMap((stage) => stage.jobs).filter((job) => jobVariables(job).length > 0);

/** The env values the dialog starts from: those of the workflow it starts from (preset or earlier run). */
export function initialEnvValues(workflow: Workflow): EnvValues {
  return Object.fromEntries(
    jobsWithEnvs(workflow).map((job) => [
      job.name,
      Object.fromEntries(jobVariables(job).map((env) => [env.key, env.value])),
    ]),
  );
}

/**
 * The run request: the workflow the dialog started from, every current param once with the value the
 * dialog holds, and the jobs' env variables with theirs.
 */
export function buildRunBody(
  start: Workflow,
  params: readonly WorkflowParam[],
  values: RunValues,
  envs: EnvValues = {},
): Workflow {
  return {
    ...start,
    params: params.map((param) => ({ ...param, value: values[param.name] ?? '' })),
    stages: start.stages.map((stage) => ({
      ...stage,
      jobs: stage.jobs.map((job) => {
        const given = envs[job.name];
        if (!given) return job;
        return withJobVariables(
          job,
          jobVariables(job).map((env) => ({ ...env, value: given[env.key] ?? env.value })),
        );
      }),
    })),
  };
}
