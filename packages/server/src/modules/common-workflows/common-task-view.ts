import type {
  CommonSubTaskView,
  CommonTaskRepo,
  CommonWorkflowTask,
  JobTask,
  StageTask,
} from '@slipway/contracts';
import type { CommonBuildSpec } from '../../engine/job-types/common-build.js';
import { commonCommitOutput } from '../../engine/job-types/common-build.js';
import { stagesOf, type TaskRow } from '../../engine/task-repository.js';
import { taskRunState } from '../../engine/task-run-state.js';
import type { CommonEngineWorkflow } from './common-workflow-engine.js';

function repos(job: JobTask): CommonTaskRepo[] {
  const spec = job.spec as Partial<CommonBuildSpec> | undefined;
  return (spec?.repos ?? []).map((repo, index) => ({
    codehost_id: repo.codehost_id,
    repo_owner: repo.repo_owner,
    repo_name: repo.repo_name,
    repo_namespace: repo.repo_namespace,
    source: repo.source,
    branch: repo.branch,
    pr: repo.pr ?? 0,
    commit_id: job.outputs?.[commonCommitOutput(index)] ?? '',
  }));
}

function subTask(workflowName: string, job: JobTask, cleanWorkspace: boolean): CommonSubTaskView {
  return {
    type: 'buildv3',
    service_name: workflowName,
    status: job.status,
    error: job.error,
    start_time: job.start_time,
    end_time: job.end_time,
    job_ctx: { builds: repos(job), clean_workspace: cleanWorkspace },
  };
}

/**
 * A run as the portal's task page reads it (portal shapes §9); `live` are the running task's stages,
 * fresher than the stored ones. Credential values of the run's parameters never leave the server.
 */
export function toCommonTask(row: TaskRow, live?: StageTask[]): CommonWorkflowTask {
  const definition = row.definition as unknown as CommonEngineWorkflow;
  const { name, run, clean_workspace } = definition.common_workflow;
  const credentials = new Set(
    ((definition.stages[0]?.jobs[0]?.spec as CommonBuildSpec | undefined)?.envs ?? [])
      .filter((env) => env.is_credential)
      .map((env) => env.key),
  );
  return {
    task_id: row.taskId,
    pipeline_name: name,
    product_name: row.projectName,
    ...taskRunState(row),
    is_restart: row.isRestart,
    build_args: run.build_args.map((arg) => ({
      key: arg.key,
      value: credentials.has(arg.key) ? '' : arg.value,
      is_credential: credentials.has(arg.key),
    })),
    stages: (live ?? stagesOf(row)).map((stage) => ({
      type: 'buildv3' as const,
      status: stage.status,
      error: stage.error,
      start_time: stage.start_time,
      end_time: stage.end_time,
      sub_tasks: Object.fromEntries(stage.jobs.map((job) => [job.name, subTask(name, job, clean_workspace)])),
    })),
  };
}
