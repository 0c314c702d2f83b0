import {
  buildV3Of,
  type CodeRepo,
  type CommonRun,
  type CommonWorkflowBody,
  codeRepoSchema,
  DEFAULT_APPROVAL_TIMEOUT_MINUTES,
  type Stage,
  type Workflow,
} from '@slipway/contracts';
import { internalTaskName } from '../../engine/internal-tasks.js';
import type { CommonBuildSpec } from '../../engine/job-types/common-build.js';
import { BadRequestError } from '../../lib/errors.js';
import { unixSeconds } from '../../lib/unix-seconds.js';

/** The one stage of a run, and the job in it (portal shapes §9: sub tasks keyed `{name}-job`). */
export const COMMON_STAGE = 'buildv3';
export const commonJobName = (workflowName: string) => `${workflowName}-job`;

/** The engine's task name of a common workflow's runs: never a name a custom workflow can have. */
export const commonTaskName = (workflowName: string) => internalTaskName('common', workflowName);

/** What the engine gets: the engine's fields, and the run as the task page shows it. */
export type CommonEngineWorkflow = Workflow & {
  common_workflow: { id: string; name: string; run: CommonRun; clean_workspace: boolean };
};

/** The saved repositories at the branch or pull request the run gives for each (by name and owner). */
function runRepos(body: CommonWorkflowBody, run: CommonRun): CodeRepo[] {
  return buildV3Of(body).job_ctx.builds.map((repo) => {
    const given = run.builds.find(
      (b) => b.repo_name === repo.repo_name && (!b.repo_owner || b.repo_owner === repo.repo_owner),
    );
    const branch = given?.branch || repo.branch;
    const parsed = codeRepoSchema.safeParse({
      ...repo,
      branch,
      ...(given?.pr ? { pr: given.pr } : {}),
    });
    if (!parsed.success) throw new BadRequestError('validation.repo.branchRequired', repo.repo_name);
    return parsed.data;
  });
}

/**
 * The variables of a run: the workflow's parameters with the values the run gives (a credential
 * left empty keeps its saved value; the extra keys of external parameters are taken as given), then
 * the build's own variables.
 */
function runVariables(body: CommonWorkflowBody, run: CommonRun): CommonBuildSpec['envs'] {
  const given = new Map(run.build_args.map((arg) => [arg.key, arg.value]));
  const envs: CommonBuildSpec['envs'] = [];
  for (const param of body.parameters) {
    const saved = typeof param.value === 'string' ? param.value : '';
    const value = given.get(param.key);
    envs.push({
      key: param.key,
      value: value === undefined || (param.is_credential && value === '') ? saved : value,
      is_credential: param.is_credential,
    });
    given.delete(param.key);
  }
  for (const [key, value] of given)
    if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) envs.push({ key, value, is_credential: false });
  for (const env of buildV3Of(body).job_ctx.envs)
    envs.push({ key: env.key, value: env.value, is_credential: env.is_credential });
  return envs;
}

/** The engine workflow of one run: stage `buildv3` with job `{name}-job` of type `common-build`. */
export function toEngineWorkflow(
  id: string,
  body: CommonWorkflowBody,
  run: CommonRun,
  meta: { createdBy: string; createdAt: Date; updatedBy: string; updatedAt: Date },
): CommonEngineWorkflow {
  const ctx = buildV3Of(body).job_ctx;
  const spec: CommonBuildSpec = {
    repos: runRepos(body, run),
    script: ctx.build_steps
      .filter((step) => step.build_type === 'shell' || step.build_type === '')
      .map((step) => step.scripts)
      .join('\n'),
    envs: runVariables(body, run),
    installs: ctx.installs.filter((item) => item.name).map(({ name, version }) => ({ name, version })),
  };
  // the job type is the engine's own, outside the custom workflows' editable job kinds
  const stage = {
    name: COMMON_STAGE,
    parallel: false,
    approval: {
      enabled: false,
      type: 'native',
      description: '',
      native_approval: { timeout: DEFAULT_APPROVAL_TIMEOUT_MINUTES, approve_users: [], needed_approvers: 1 },
    },
    jobs: [{ name: commonJobName(body.name), type: 'common-build', skipped: false, spec }],
  } as unknown as Stage;
  return {
    name: commonTaskName(body.name),
    display_name: body.name,
    project: body.project_name,
    description: body.description,
    multi_run: false,
    params: [],
    stages: [stage],
    share_storages: [],
    created_by: meta.createdBy,
    create_time: unixSeconds(meta.createdAt),
    updated_by: meta.updatedBy,
    update_time: unixSeconds(meta.updatedAt),
    common_workflow: { id, name: body.name, run, clean_workspace: ctx.clean_workspace },
  };
}
