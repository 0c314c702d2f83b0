import { CREDENTIAL_MASK, jobVariables, type WorkflowBody, withJobVariables } from '@slipway/contracts';

type Values = { value: string; default?: string };

/**
 * The credentials of a stored definition by where they are: a param by its name, an env variable
 * by its job and key, and also by its key alone when no other job has it (so renaming a job keeps it).
 */
function credentialsOf(stored: WorkflowBody | undefined): Map<string, Values> {
  const places = new Map<string, Values>();
  const keyCount = new Map<string, number>();
  for (const param of stored?.params ?? []) if (param.is_credential) places.set(`param:${param.name}`, param);
  for (const job of (stored?.stages ?? []).flatMap((stage) => stage.jobs)) {
    for (const env of jobVariables(job)) {
      if (!env.is_credential) continue;
      places.set(`env:${job.name}:${env.key}`, env);
      places.set(`env-key:${env.key}`, env);
      keyCount.set(env.key, (keyCount.get(env.key) ?? 0) + 1);
    }
  }
  for (const [key, count] of keyCount) if (count > 1) places.delete(`env-key:${key}`);
  return places;
}

/**
 * The body as it is to be stored: a credential value sent back as the mask keeps the stored value
 * (nothing when there is none, e.g. a new workflow); any other value, the empty one too, replaces it.
 */
export function keepStoredCredentials(body: WorkflowBody, stored?: WorkflowBody): WorkflowBody {
  const places = credentialsOf(stored);
  const kept = (given: string, field: keyof Values, ...where: string[]): string => {
    if (given !== CREDENTIAL_MASK) return given;
    const found = where.map((place) => places.get(place)).find((values) => values);
    return found?.[field] ?? '';
  };
  return {
    ...body,
    params: body.params.map((param) =>
      param.is_credential
        ? {
            ...param,
            value: kept(param.value, 'value', `param:${param.name}`),
            default: kept(param.default, 'default', `param:${param.name}`),
          }
        : param,
    ),
    stages: body.stages.map((stage) => ({
      ...stage,
      jobs: stage.jobs.map((job) => {
        const envs = jobVariables(job).map((env) =>
          env.is_credential
            ? { ...env, value: kept(env.value, 'value', `env:${job.name}:${env.key}`, `env-key:${env.key}`) }
            : env,
        );
        return withJobVariables(job, envs);
      }),
    })),
  };
}

/** Run-time values without the credentials given as the mask: those runs use the stored value. */
export function withoutMaskedCredentials<Given extends { name: string; value: string }>(
  workflow: Pick<WorkflowBody, 'params'>,
  given: readonly Given[],
): Given[] {
  const credentials = new Set(workflow.params.filter((p) => p.is_credential).map((p) => p.name));
  return given.filter((param) => !(credentials.has(param.name) && param.value === CREDENTIAL_MASK));
}
