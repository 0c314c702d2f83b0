import { z } from 'zod';

/**
 * The run args of a product workflow (portal shapes §5 `precreateWorkflowTaskAPI` /
 * `runWorkflowAPI`): the preset skeleton the run dialog edits and posts back with only the picked
 * targets. Unknown fields are kept as sent; the task's `workflow_args` is this object.
 */
const text = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' });

export const productRunRepoSchema = z.looseObject({
  source: text(32).default(''),
  repo_owner: text(256).default(''),
  repo_name: text(256).default(''),
  repo_namespace: text(512).default(''),
  branch: text(256).default(''),
  tag: text(256).default(''),
  pr: z.coerce.number().int().min(0).default(0),
  codehost_id: z.coerce.number().int().min(0).default(0),
  commit_id: text(64).optional(),
});
export type ProductRunRepo = z.infer<typeof productRunRepoSchema>;

export const productRunEnvSchema = z.looseObject({
  key: text(64),
  value: z
    .string()
    .max(64 * 1024)
    .default(''),
  type: text(16).default('string'),
  is_credential: z.boolean().optional(),
});

export const productDeployEntrySchema = z.looseObject({
  /** `"service/module"` */
  env: text(256),
  type: text(16).default('k8s'),
});

export const productRunTargetSchema = z.looseObject({
  /** the service module */
  name: text(128).min(1, { error: 'validation.productWorkflow.targetRequired' }),
  service_name: text(128).min(1, { error: 'validation.productWorkflow.targetRequired' }),
  product_name: text(64).default(''),
  build_name: text(128).default(''),
  has_build: z.boolean().default(true),
  envs: z.array(productRunEnvSchema).max(200).default([]),
  deploy: z.array(productDeployEntrySchema).max(50).default([]),
  build: z.looseObject({ repos: z.array(productRunRepoSchema).max(20).default([]) }).default({ repos: [] }),
});
export type ProductRunTarget = z.infer<typeof productRunTargetSchema>;

export const productRunTestSchema = z.looseObject({
  test_name: text(128).default(''),
  name: text(128).optional(),
  builds: z.array(productRunRepoSchema).max(20).default([]),
  envs: z.array(productRunEnvSchema).max(200).default([]),
});

/** An image (K8s) or package (host) to deploy in an artifact run (PUT). */
export const productArtifactArgSchema = z.looseObject({
  service_name: text(128).min(1, { error: 'validation.productWorkflow.targetRequired' }),
  name: text(128).default(''),
  image_name: text(256).default(''),
  image: text(512).default(''),
  deploy: z.array(productDeployEntrySchema).max(50).default([]),
});

export const productRunArgsSchema = z.looseObject({
  workflow_name: text(64).default(''),
  product_tmpl_name: text(64).min(1, { error: 'validation.productWorkflow.projectRequired' }),
  namespace: text(256).default(''),
  description: text(1024).default(''),
  distribute_enabled: z.boolean().default(false),
  reset_cache: z.boolean().default(false),
  ignore_cache: z.boolean().default(false),
  targets: z.array(productRunTargetSchema).max(200).default([]),
  tests: z.array(productRunTestSchema).max(100).default([]),
  registry_id: text(64).optional(),
  artifact_args: z.array(productArtifactArgSchema).max(200).optional(),
});
export type ProductRunArgs = z.infer<typeof productRunArgsSchema>;
export type ProductRunArgsInput = z.input<typeof productRunArgsSchema>;

/** What a run answers: the page navigates to `pipelines/multi/{pipeline_name}/{task_id}`. */
export const productTaskCreatedSchema = z.object({ task_id: z.number(), pipeline_name: z.string() });
export type ProductTaskCreated = z.infer<typeof productTaskCreatedSchema>;

/** `GET /workflowtask/targets/{project}/{env}`. */
export interface ProductRunTargets {
  targets: ProductRunTarget[];
}

/** `GET /servicetask/workflows/{project}/{env}/{service}/{type}`. */
export interface ServiceTaskWorkflows {
  workflows: Array<{ name: string; [key: string]: unknown }>;
  targets: ProductRunTarget[];
}

/** `POST /servicetask`: restart a host service in the named environments. */
export const serviceTaskBodySchema = z.object({
  product_name: text(64).min(1, { error: 'validation.productWorkflow.projectRequired' }),
  service_name: text(128).min(1, { error: 'validation.productWorkflow.targetRequired' }),
  revision: z.coerce.number().int().min(0).default(0),
  env_names: z.array(text(64).min(1)).min(1).max(20),
});
export type ServiceTaskBody = z.infer<typeof serviceTaskBodySchema>;
