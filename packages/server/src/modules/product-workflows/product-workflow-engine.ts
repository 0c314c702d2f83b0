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
} as const;
/** The job names inside those stages (the build job expands to `build-<service>-<module>`). */
export const PRODUCT_JOBS = { build: 'build', deploy: 'deploy', artifact: 'artifact', test: 'test' } as const;

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
  const built = args.targets.filter((target) => target.has_build && target.build_name);
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
  return {
    ...base,
    notify_ctls: workflow.notify_ctls ?? [],
    product_workflow: {
      name: workflow.name,
      workflow_args: args,
      stage_keys: stages.map((stage) => stage.name),
    },
  };
}
