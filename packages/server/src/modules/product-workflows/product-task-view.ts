import type {
  JobTask,
  ProductBuildSubTask,
  ProductDeploySubTask,
  ProductRunArgs,
  ProductRunRepo,
  ProductSubTask,
  ProductTask,
  ProductTaskStage,
  ProductTaskStageType,
  ProductTestSubTask,
  StageTask,
  ZadigBuildTaskSpec,
  ZadigDeploySpec,
  ZadigTestSpec,
} from '@slipway/contracts';
import { stagesOf, type TaskRow } from '../../engine/task-repository.js';
import { taskRunState } from '../../engine/task-run-state.js';
import { distributeStages, extensionStage } from './product-task-distribute-view.js';
import {
  PRODUCT_STAGES,
  type ProductEngineWorkflow,
  productWorkflowOfTask,
} from './product-workflow-engine.js';

/** Sub-tasks are keyed `{module}_{service}` for builds and deploys (portal shapes §5). */
export const subTaskKey = (module: string, service: string) => `${module}_${service}`;

const stageTypes: Record<string, ProductTaskStageType> = {
  [PRODUCT_STAGES.build]: 'buildv2',
  [PRODUCT_STAGES.deploy]: 'deploy',
  [PRODUCT_STAGES.artifact]: 'artifact',
  [PRODUCT_STAGES.test]: 'testingv2',
};

const times = (job: JobTask) => ({
  enabled: true,
  status: job.status,
  start_time: job.start_time,
  end_time: job.end_time,
  error: job.error,
});

function buildSubTasks(jobs: JobTask[], env: string): Record<string, ProductSubTask> {
  const entries = jobs.map((job): [string, ProductBuildSubTask] => {
    const entry = (job.spec as ZadigBuildTaskSpec).service_and_builds[0];
    const image = job.outputs.IMAGE ?? '';
    return [
      subTaskKey(entry.service_module, entry.service_name),
      {
        type: 'buildv2',
        ...times(job),
        service_name: subTaskKey(entry.service_module, entry.service_name),
        service: entry.service_name,
        service_type: 'k8s',
        env_name: env,
        image,
        job_ctx: {
          builds: entry.repos as ProductRunRepo[],
          image,
          package_file: job.outputs.PKG_FILE ?? '',
          upload_pkg: false,
        },
        static_check_status: { repos: [] },
        ut_status: { repos: [] },
        docker_build_status: { status: image ? job.status : '', image_name: image, registry_repo: '' },
      },
    ];
  });
  return Object.fromEntries(entries);
}

/** The images the build jobs made, by `{module}_{service}`. */
function builtImages(stages: StageTask[]): Map<string, string> {
  const images = new Map<string, string>();
  for (const job of stages.find((stage) => stage.name === PRODUCT_STAGES.build)?.jobs ?? []) {
    const entry = (job.spec as ZadigBuildTaskSpec).service_and_builds[0];
    if (job.outputs.IMAGE)
      images.set(subTaskKey(entry.service_module, entry.service_name), job.outputs.IMAGE);
  }
  return images;
}

function deploySubTasks(
  type: 'deploy' | 'artifact',
  jobs: JobTask[],
  project: string,
  images: Map<string, string>,
): Record<string, ProductSubTask> {
  const entries = jobs.flatMap((job) => {
    const spec = job.spec as ZadigDeploySpec;
    return spec.service_and_images.map((service): [string, ProductDeploySubTask] => {
      const key = subTaskKey(service.service_module, service.service_name);
      return [
        key,
        {
          type,
          ...times(job),
          container_name: service.service_module,
          service_name: service.service_name,
          service_type: 'k8s',
          image: service.image || images.get(key) || '',
          env_name: spec.env,
          namespace: spec.env,
          cluster_id: '',
          product_name: project,
          artifact_info: { file_name: '' },
        },
      ];
    });
  });
  return Object.fromEntries(entries);
}

function testSubTasks(jobs: JobTask[]): Record<string, ProductSubTask> {
  const entries = jobs.flatMap((job) => {
    const spec = job.spec as ZadigTestSpec;
    return spec.test_modules.map((test): [string, ProductTestSubTask] => [
      test.name,
      {
        type: 'testingv2',
        ...times(job),
        test_name: test.name,
        test_module_name: test.name,
        report_ready: job.status === 'passed' || job.status === 'failed',
        job_ctx: {
          test_type: spec.test_type,
          is_has_artifact: false,
          builds: test.repos as ProductRunRepo[],
        },
      },
    ]);
  });
  return Object.fromEntries(entries);
}

function toStage(
  stage: StageTask,
  all: StageTask[],
  project: string,
  env: string,
): ProductTaskStage | undefined {
  const type = stageTypes[stage.name];
  if (!type) return undefined;
  const subTasks =
    type === 'buildv2'
      ? buildSubTasks(stage.jobs, env)
      : type === 'deploy' || type === 'artifact'
        ? deploySubTasks(type, stage.jobs, project, builtImages(all))
        : testSubTasks(stage.jobs);
  return { type, status: stage.status, sub_tasks: subTasks };
}

/** The run args a task was started with, from its own definition. */
export const runArgsOf = (row: TaskRow): ProductRunArgs =>
  (row.definition as unknown as ProductEngineWorkflow).product_workflow.workflow_args;

/**
 * A product workflow's engine task as the portal's task pages, task list and status lists read it
 * (portal shapes §5, §6): one stage per engine stage, typed as the portal knows them, unix seconds.
 */
export function toProductTask(row: TaskRow, live?: StageTask[]): ProductTask {
  const stages = live ?? stagesOf(row);
  const args = runArgsOf(row);
  return {
    type: 'workflow',
    task_id: row.taskId,
    pipeline_name: productWorkflowOfTask(row.workflowName),
    product_name: row.projectName,
    namespace: args.namespace,
    ...taskRunState(row),
    releases: [],
    workflow_args: args,
    stages: stages.flatMap((stage) =>
      stage.name === PRODUCT_STAGES.distribute
        ? distributeStages(stage)
        : stage.name === PRODUCT_STAGES.extension
          ? extensionStage(stage)
          : (toStage(stage, stages, row.projectName, args.namespace) ?? []),
    ),
    service_modules: args.targets.map((target) => ({
      service_module: target.name,
      service_name: target.service_name,
      code_info: target.build.repos,
    })),
    test_reports: {},
  };
}
