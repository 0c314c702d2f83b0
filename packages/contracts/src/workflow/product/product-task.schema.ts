import { z } from 'zod';
import type { ProductRunArgs, ProductRunRepo } from './product-run.schema.js';

/**
 * A product workflow task as `workflowtask/id/{id}/pipelines/{name}`, its SSE stream, the task list
 * and the status page read it (portal shapes §5, §6). Times are unix seconds.
 */
export const productTaskStageTypes = [
  'buildv2',
  'deploy',
  'artifact',
  'testingv2',
  'release_image',
  'distribute2kodo',
  'extension',
] as const;
export type ProductTaskStageType = (typeof productTaskStageTypes)[number];

interface SubTaskTimes {
  type: ProductTaskStageType;
  enabled: boolean;
  status: string;
  start_time: number;
  end_time: number;
  error: string;
}

export interface ProductBuildSubTask extends SubTaskTimes {
  type: 'buildv2';
  /** `{module}_{service}`: what deploys are joined by */
  service_name: string;
  service: string;
  service_type: string;
  env_name: string;
  image: string;
  job_ctx: { builds: ProductRunRepo[]; image: string; package_file: string; upload_pkg: boolean };
  static_check_status: { repos: unknown[] };
  ut_status: { repos: unknown[] };
  docker_build_status: { status: string; image_name: string; registry_repo: string };
}

export interface ProductDeploySubTask extends SubTaskTimes {
  type: 'deploy' | 'artifact';
  /** the module, matched to the build's `service_name` by the page */
  container_name: string;
  service_name: string;
  service_type: string;
  image: string;
  env_name: string;
  namespace: string;
  cluster_id: string;
  product_name: string;
  artifact_info: { file_name: string };
}

export interface ProductTestSubTask extends SubTaskTimes {
  type: 'testingv2';
  test_name: string;
  test_module_name: string;
  report_ready: boolean;
  job_ctx: { test_type: string; is_has_artifact: boolean; builds: ProductRunRepo[] };
}

/** Where one released image went (the page lists them under the service module). */
export interface ProductDistributeInfo {
  distribute_status: string;
  distribute_start_time: number;
  distribute_end_time: number;
  image: string;
  deploy_enabled: boolean;
  deploy_status: string;
  deploy_env: string;
  deploy_service_name: string;
}

export interface ProductReleaseImageSubTask extends SubTaskTimes {
  type: 'release_image';
  service_name: string;
  /** the image the build pushed */
  image_test: string;
  /** the released image (the page shows its third `/` part) */
  image_release: string;
  image_repo: string;
  distribute_info: ProductDistributeInfo[];
}

export interface ProductStorageSubTask extends SubTaskTimes {
  type: 'distribute2kodo';
  service_name: string;
  package_file: string;
  remote_file_key: string;
}

export interface ProductExtensionSubTask extends SubTaskTimes {
  type: 'extension';
  url: string;
  path: string;
  is_callback: boolean;
  timeout: number;
  headers: Array<{ key: string; value: string }>;
  payload: string;
  response_code: number;
  response_body: string;
}

export type ProductSubTask =
  | ProductBuildSubTask
  | ProductDeploySubTask
  | ProductTestSubTask
  | ProductReleaseImageSubTask
  | ProductStorageSubTask
  | ProductExtensionSubTask;

export interface ProductTaskStage {
  type: ProductTaskStageType;
  status: string;
  sub_tasks: Record<string, ProductSubTask>;
}

export interface ProductTestReport {
  functionTestSuite: { tests: number; successes: number; failures: number; errors: number; time: number };
}

export interface ProductTaskServiceModule {
  service_module: string;
  service_name: string;
  code_info: ProductRunRepo[];
}

export interface ProductTask {
  type: 'workflow';
  task_id: number;
  pipeline_name: string;
  product_name: string;
  namespace: string;
  status: string;
  task_creator: string;
  task_revoker: string;
  create_time: number;
  start_time: number;
  end_time: number;
  error: string;
  releases: Array<{ id: string; version: string }>;
  workflow_args: ProductRunArgs;
  stages: ProductTaskStage[];
  service_modules: ProductTaskServiceModule[];
  test_reports: Record<string, ProductTestReport>;
}

/** `workflowtask/max/{max}/start/{start}/pipelines/{name}`: the page's tasks and the total in the body. */
export interface ProductTaskList {
  data: ProductTask[];
  total: number;
}

/** The list filters: `queryType` and comma-joined `filters` (taskStatus values, creators, …). */
export const productTaskQueryTypes = ['', 'creator', 'serviceName', 'committer', 'taskStatus'] as const;
export const productTaskListQuerySchema = z.object({
  projectName: z.string().trim().max(64).default(''),
  workflowType: z.string().max(32).default(''),
  queryType: z.enum(productTaskQueryTypes, { error: 'validation.productWorkflow.queryType' }).default(''),
  filters: z.string().max(2048).default(''),
});
export type ProductTaskListQuery = z.infer<typeof productTaskListQuerySchema>;

/** `POST /api/callback`: a system called by an extension stage tells how it went (reference shape). */
export const productExtensionCallbackSchema = z.looseObject({
  task_name: z.string().trim().min(1, { error: 'validation.productWorkflow.callbackBody' }).max(128),
  project_name: z.string().trim().min(1, { error: 'validation.productWorkflow.callbackBody' }).max(64),
  task_id: z.coerce.number({ error: 'validation.productWorkflow.callbackBody' }).int().positive(),
  type: z.string().max(64).default(''),
  status: z.string().trim().min(1, { error: 'validation.productWorkflow.callbackBody' }).max(64),
  status_message: z.string().max(4096).default(''),
  payload: z.unknown().optional(),
});
export type ProductExtensionCallback = z.infer<typeof productExtensionCallbackSchema>;
