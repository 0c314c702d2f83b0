import {
  DEFAULT_JOB_TIMEOUT_MINUTES,
  type JobTask,
  jobTimeoutMinutes,
  rollUp,
  type Stage,
  type StageTask,
  type TaskStatus,
  type Workflow,
  type WorkflowParam,
  zadigBuildTaskJobs,
} from '@slipway/contracts';

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The stages of a new task: the definition's stages and jobs, none started. */
export function initialStages(stages: Stage[]): StageTask[] {
  return stages.map((stage) => ({
    name: stage.name,
    status: '',
    start_time: 0,
    end_time: 0,
    parallel: stage.parallel,
    approval: {
      enabled: stage.approval.enabled,
      description: stage.approval.description,
      timeout: stage.approval.native_approval.timeout,
      needed_approvers: stage.approval.native_approval.needed_approvers,
      approve_users: stage.approval.native_approval.approve_users.map((u) => ({
        user_id: u.user_id,
        user_name: u.user_name,
        reject_or_approve: '' as const,
        comment: '',
        operation_time: 0,
      })),
    },
    jobs: stage.jobs.flatMap((job) =>
      // a build job runs one job per service module it builds
      (job.type === 'zadig-build' ? zadigBuildTaskJobs(job.name, job.spec) : [job]).map(
        ({ name, spec }): JobTask => ({
          name,
          type: job.type,
          status: job.skipped ? 'skipped' : '',
          start_time: 0,
          end_time: 0,
          error: '',
          timeout: jobTimeoutMinutes(job, DEFAULT_JOB_TIMEOUT_MINUTES),
          spec,
          outputs: {},
        }),
      ),
    ),
    error: '',
  }));
}

/** Run parameters: the definition's, with the values given at run time. */
export function resolveParams(
  workflow: Workflow,
  given: Array<{ name: string; value: string }>,
): WorkflowParam[] {
  const byName = new Map(given.map((p) => [p.name, p.value]));
  return workflow.params.map((param) => ({
    ...param,
    value: byName.get(param.name) ?? (param.value || param.default),
  }));
}

export const stageStatus = (stage: StageTask): TaskStatus =>
  rollUp(stage.jobs.map((j) => j.status).filter((s): s is TaskStatus => s !== ''));

/** A task's status from its stages: the first stage that did not pass decides. */
export function taskStatus(stages: StageTask[]): TaskStatus {
  return rollUp(stages.map((s) => s.status).filter((s): s is TaskStatus => s !== ''));
}

/** Credential values of a run, which logs must mask. */
export const credentialValues = (params: WorkflowParam[]) =>
  params.filter((p) => p.is_credential && p.value).map((p) => p.value);
