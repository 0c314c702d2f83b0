import {
  type ProductRunArgs,
  type ProductRunRepo,
  type ProductWorkflowBody,
  type Stage,
  stageSchema,
  type Workflow,
  workflowSchema,
} from '@slipway/contracts';
import { internalTaskName } from '../../engine/internal-tasks.js';
import { buildTaskJobName } from '../../engine/job-types/zadig-deploy-images.js';
import { unixSeconds } from '../../lib/unix-seconds.js';

/**
 * How a product workflow runs on the engine (architecture.md "Product workflows"): its fixed stages
 * become stages of the engine's job types, named so the task view can tell them apart.
 */
export const PRODUCT_STAGES = {
  build: 'build',
  deploy: 'deploy',
  artifact: 'artifact',
  test: 'test',
  distribute: 'distribute',
  extension: 'extension',
} as const;
/** The job names inside those stages (the build job expands to `build-<service>-<module>`). */
export const PRODUCT_JOBS = {
  build: 'build',
  deploy: 'deploy',
  artifact: 'artifact',
  test: 'test',
  releaseImage: 'release-image',
  distributeStorage: 'distribute-storage',
  extension: 'extension',
} as const;

/** The engine's task name of a product workflow's runs: never a name a custom workflow can have. */
export const productTaskName = (workflowName: string) => internalTaskName('product', workflowName);
const PRODUCT_TASK_PREFIX = productTaskName('');
export const isProductTaskName = (taskName: string) => taskName.startsWith(PRODUCT_TASK_PREFIX);
export const productWorkflowOfTask = (taskName: string) => taskName.slice(PRODUCT_TASK_PREFIX.length);

/** What the engine gets: the workflow with the product workflow's notifications and run args kept. */
export type ProductEngineWorkflow = Omit<Workflow, 'notify_ctls'> & {
  notify_ctls: unknown[];
  product_workflow: { name: string; workflow_args: ProductRunArgs; stage_keys: string[] };
};

/** A run repository as the build and test jobs take it: exactly one of branch, tag or pull request. */
function runRepo(repo: ProductRunRepo) {
  return {
    codehost_id: repo.codehost_id,
    repo_owner: repo.repo_owner,
    repo_name: repo.repo_name,
    repo_namespace: repo.repo_namespace,
    source: repo.source,
    branch: repo.branch || repo.tag || 'main',
    ...(repo.tag ? { tag: repo.tag } : {}),
    ...(repo.pr ? { pr: repo.pr } : {}),
    ...(repo.commit_id ? { commit_id: repo.commit_id } : {}),
  };
}

/** Run-time variable values; credentials stay the build's stored ones (the preset never shows them). */
const runValues = (envs: ProductRunArgs['targets'][number]['envs']) =>
  envs
    .filter((env) => !env.is_credential && env.key)
    .map((env) => ({ key: env.key, value: env.value, type: 'string' as const }));

const oneJobStage = (name: string, job: Record<string, unknown>): Stage =>
  stageSchema.parse({ name, parallel: true, jobs: [job] });

function buildDeployStages(workflow: ProductWorkflowBody, args: ProductRunArgs): Stage[] {
  const built = builtTargets(args);
  const stages: Stage[] = [];
  if (built.length) {
    stages.push(
      oneJobStage(PRODUCT_STAGES.build, {
        name: PRODUCT_JOBS.build,
        type: 'zadig-build',
        spec: {
          docker_registry_id: args.registry_id ?? '',
          service_and_builds: built.map((target) => ({
            service_name: target.service_name,
            service_module: target.name,
            build_name: target.build_name,
            image_name: target.name,
            key_vals: runValues(target.envs),
            repos: target.build.repos.map(runRepo),
          })),
        },
      }),
    );
  }
  const deployed = built.filter((target) => target.deploy.length > 0);
  const env = args.namespace || workflow.env_name;
  if (deployed.length && env) {
    stages.push(
      oneJobStage(PRODUCT_STAGES.deploy, {
        name: PRODUCT_JOBS.deploy,
        type: 'zadig-deploy',
        spec: {
          env,
          source: 'fromjob',
          job_name: PRODUCT_JOBS.build,
          service_and_images: deployed.map((target) => ({
            service_name: target.service_name,
            service_module: target.name,
          })),
        },
      }),
    );
  }
  return stages;
}

function artifactStages(workflow: ProductWorkflowBody, args: ProductRunArgs): Stage[] {
  const images = args.artifact_args ?? [];
  if (!images.length) return [];
  return [
    oneJobStage(PRODUCT_STAGES.artifact, {
      name: PRODUCT_JOBS.artifact,
      type: 'zadig-deploy',
      spec: {
        env: args.namespace || workflow.env_name,
        source: 'runtime',
        service_and_images: images.map((image) => ({
          service_name: image.service_name,
          service_module: image.name,
          image: image.image,
        })),
      },
    }),
  ];
}

function testStages(workflow: ProductWorkflowBody, args: ProductRunArgs): Stage[] {
  const given = new Map(args.tests.map((test) => [test.test_name || test.name || '', test]));
  const modules = workflow.test_stage.tests.map((test) => {
    const run = given.get(test.test_name);
    const envs = run?.envs.length ? run.envs : test.envs;
    return {
      name: test.test_name,
      project_name: workflow.product_tmpl_name,
      key_vals: envs
        .filter((env) => env.key && !(env as { is_credential?: boolean }).is_credential)
        .map((env) => ({ key: env.key, value: env.value, type: 'string' })),
      repos: (run?.builds ?? []).map(runRepo),
    };
  });
  if (!modules.length) return [];
  return [
    oneJobStage(PRODUCT_STAGES.test, {
      name: PRODUCT_JOBS.test,
      type: 'zadig-test',
      spec: { test_type: 'function', test_modules: modules },
    }),
  ];
}

/** The targets a run builds, as the build job names them. */
const builtTargets = (args: ProductRunArgs) =>
  args.targets.filter((target) => target.has_build && target.build_name);

/**
 * The distribute stage's jobs (product-only job types, so not in the custom workflows' job schema):
 * images of the picked modules built in this run to the release registries, their packages to the
 * object storage.
 */
function distributeStage(workflow: ProductWorkflowBody, args: ProductRunArgs): Stage | undefined {
  const stage = workflow.distribute_stage;
  const built = builtTargets(args);
  const picked = (want: (entry: (typeof stage.distributes)[number]) => boolean) =>
    stage.distributes
      .filter(want)
      .filter((entry) =>
        built.some(
          (target) =>
            target.service_name === entry.target.service_name && target.name === entry.target.service_module,
        ),
      )
      .map((entry) => ({
        service_name: entry.target.service_name,
        service_module: entry.target.service_module,
      }));
  const images = picked((entry) => entry.image_distribute);
  const packages = picked((entry) => entry.qstack_distribute);
  const jobs: Record<string, unknown>[] = [];
  if (images.length && stage.releases.length)
    jobs.push({
      name: PRODUCT_JOBS.releaseImage,
      type: 'product-release-image',
      skipped: false,
      spec: {
        job_name: PRODUCT_JOBS.build,
        source_registry_id: args.registry_id ?? '',
        targets: images,
        releases: stage.releases.map((release) => ({ repo_id: release.repo_id })),
      },
    });
  if (packages.length && stage.s3_storage_id)
    jobs.push({
      name: PRODUCT_JOBS.distributeStorage,
      type: 'product-distribute-storage',
      skipped: false,
      spec: {
        job_name: PRODUCT_JOBS.build,
        s3_storage_id: stage.s3_storage_id,
        workflow: workflow.name,
        targets: packages,
      },
    });
  if (!jobs.length) return undefined;
  return { ...stageShell(PRODUCT_STAGES.distribute), jobs: jobs as unknown as Stage['jobs'] };
}

/** The extension call at the end of a run. */
function extensionStage(workflow: ProductWorkflowBody, args: ProductRunArgs): Stage | undefined {
  const extension = workflow.extension_stage;
  if (!extension?.enabled || !extension.url) return undefined;
  const job = {
    name: PRODUCT_JOBS.extension,
    type: 'product-extension',
    skipped: false,
    spec: {
      workflow: workflow.name,
      url: extension.url,
      path: extension.path,
      headers: extension.headers,
      is_callback: extension.is_callback,
      timeout: extension.timeout,
      service_infos: args.targets.map((target) => ({
        service_name: target.service_name,
        service_module: target.name,
        job_name: buildTaskJobName(PRODUCT_JOBS.build, target.service_name, target.name),
      })),
    },
  };
  return { ...stageShell(PRODUCT_STAGES.extension), jobs: [job] as unknown as Stage['jobs'] };
}

/** A stage's defaults (no approval), for stages whose jobs the job schema does not list. */
const stageShell = (name: string): Omit<Stage, 'jobs'> =>
  stageSchema.omit({ jobs: true }).parse({ name, parallel: true });

/**
 * The engine workflow of one run: build (one `zadig-build` job over the picked targets) and deploy
 * (`zadig-deploy` of the built images to the run's environment), or artifact (`zadig-deploy` of the
 * given images), then test (`zadig-test`). Stages with nothing to do are left out.
 */
export function toEngineWorkflow(
  workflow: ProductWorkflowBody,
  args: ProductRunArgs,
  meta: { createdBy: string; createdAt: Date; updatedBy: string; updatedAt: Date },
): ProductEngineWorkflow {
  const stages = [
    ...(workflow.artifact_stage?.enabled ? artifactStages(workflow, args) : []),
    ...(workflow.build_stage.enabled ? buildDeployStages(workflow, args) : []),
    ...(workflow.test_stage.enabled ? testStages(workflow, args) : []),
  ];
  const base = workflowSchema.parse({
    name: productTaskName(workflow.name),
    display_name: workflow.name,
    project: workflow.product_tmpl_name,
    description: workflow.description,
    // runs of a product workflow queue one after the other unless it is set to run in parallel
    multi_run: workflow.is_parallel,
    params: [],
    stages,
    share_storages: [],
    created_by: meta.createdBy,
    create_time: unixSeconds(meta.createdAt),
    updated_by: meta.updatedBy,
    update_time: unixSeconds(meta.updatedAt),
  });
  const distribute =
    workflow.build_stage.enabled && workflow.distribute_stage.enabled
      ? distributeStage(workflow, args)
      : undefined;
  const extension = extensionStage(workflow, args);
  base.stages.push(...[distribute, extension].filter((stage): stage is Stage => !!stage));
  return {
    ...base,
    notify_ctls: workflow.notify_ctls ?? [],
    product_workflow: {
      name: workflow.name,
      workflow_args: args,
      stage_keys: base.stages.map((stage) => stage.name),
    },
  };
}
