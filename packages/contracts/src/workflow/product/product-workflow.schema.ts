import { z } from 'zod';
import { workflowNameSchema } from '../job-fields.schema.js';
import { schedulesSchema } from '../triggers/schedule.schema.js';

/**
 * The product workflow ("产品工作流") as the editor POSTs and PUTs it and `workflow/find/{name}`
 * answers it (spec §2, portal shapes §7): fixed stages — build-deploy or artifact, test, distribute —
 * plus triggers, notifications and an extension call. Objects are kept as sent beyond the fields
 * checked here, so the editor gets back what it saved.
 */
const text = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' });

/** Git webhook trigger names (portal shapes §7). */
export const PRODUCT_TRIGGER_NAME_PATTERN = /^[a-zA-Z0-9]([a-zA-Z0-9_\-.]*[a-zA-Z0-9])?$/;
/** Keys of the stages a product workflow may enable, as the list's `enabledStages` names them. */
export const productStageKeys = ['build', 'artifact', 'test', 'distribute'] as const;
export type ProductStageKey = (typeof productStageKeys)[number];
export const resetImagePolicies = ['', 'taskCompleted', 'deployFailed', 'testFailed'] as const;

/** The service module a stage acts on. */
export const productTargetSchema = z.looseObject({
  product_name: text(64).default(''),
  service_name: text(128).min(1, { error: 'validation.productWorkflow.targetRequired' }),
  service_module: text(128).min(1, { error: 'validation.productWorkflow.targetRequired' }),
  build_name: text(128).default(''),
});
export type ProductTarget = z.infer<typeof productTargetSchema>;

const stageModuleSchema = z.looseObject({
  hide_service_module: z.boolean().default(false),
  target: productTargetSchema,
  branch_filter: z.array(z.looseObject({})).max(50).default([]),
});

export const productBuildStageSchema = z.looseObject({
  enabled: z.boolean().default(false),
  modules: z.array(stageModuleSchema).max(200).default([]),
});
export const productArtifactStageSchema = productBuildStageSchema;

export const productTestEntrySchema = z.looseObject({
  test_name: text(128).min(1, { error: 'validation.productWorkflow.testRequired' }),
  envs: z
    .array(
      z.looseObject({
        key: text(64),
        value: z
          .string()
          .max(64 * 1024)
          .default(''),
      }),
    )
    .default([]),
});
export const productTestStageSchema = z.looseObject({
  enabled: z.boolean().default(false),
  tests: z.array(productTestEntrySchema).max(100).default([]),
  /** older objects name the tests only */
  test_names: z.array(text(128)).max(100).optional(),
});

/** One built service module of the distribute stage: its image to registries, its package to storage. */
export const productDistributeSchema = z.looseObject({
  target: productTargetSchema,
  image_distribute: z.boolean().default(false),
  qstack_distribute: z.boolean().default(false),
});
export type ProductDistribute = z.infer<typeof productDistributeSchema>;

/** A registry the distribute stage pushes released images to. */
export const productReleaseSchema = z.looseObject({
  repo_id: text(64).min(1, { error: 'validation.productWorkflow.distributeRegistryRequired' }),
  deploy_enabled: z.boolean().default(false),
  deploy_env: text(64).default(''),
});

export const productDistributeStageSchema = z.looseObject({
  enabled: z.boolean().default(false),
  s3_storage_id: text(64).default(''),
  image_repo: text(256).default(''),
  distributes: z.array(productDistributeSchema).max(200).default([]),
  releases: z.array(productReleaseSchema).max(50).default([]),
});
export type ProductDistributeStage = z.infer<typeof productDistributeStageSchema>;

/** IM notification of a product workflow; the notification sender reads these from the task's definition. */
export const productNotifyCtlSchema = z.looseObject({
  enabled: z.boolean().default(false),
  webhook_type: text(32).default(''),
  notify_type: z.array(text(32)).max(10).default([]),
});

export const productHookItemSchema = z.looseObject({
  is_yaml: z.boolean().default(false),
  yaml_path: text(512).default(''),
  auto_cancel: z.boolean().default(false),
  check_patch_set_change: z.boolean().default(false),
  main_repo: z.looseObject({
    name: text(64).regex(PRODUCT_TRIGGER_NAME_PATTERN, { error: 'validation.productWorkflow.triggerName' }),
    description: text(512).default(''),
    source: text(32).default(''),
    repo_owner: text(256).default(''),
    repo_name: text(256).default(''),
    repo_namespace: text(512).default(''),
    codehost_id: z.number().int().default(0),
    branch: text(256).default(''),
    is_regular: z.boolean().default(false),
    events: z.array(text(32)).max(10).default([]),
    match_folders: z.array(text(512)).max(100).default(['/', '!.md']),
    key: text(64).optional(),
  }),
  workflow_args: z.looseObject({}).nullish(),
});
export const productHookCtlSchema = z.looseObject({
  enabled: z.boolean().default(false),
  product_tmpl_name: text(64).default(''),
  items: z.array(productHookItemSchema).max(50).default([]),
});

export const productExtensionStageSchema = z.looseObject({
  enabled: z.boolean().default(false),
  url: text(1024).default(''),
  path: text(1024).default(''),
  headers: z
    .array(z.looseObject({ key: text(256), value: text(4096) }))
    .max(50)
    .default([]),
  is_callback: z.boolean().default(false),
  timeout: z.number().int().min(1).max(1440).default(10),
});

export const productWorkflowBodySchema = z.looseObject({
  name: workflowNameSchema,
  enabled: z.boolean().default(true),
  product_tmpl_name: text(64).min(1, { error: 'validation.productWorkflow.projectRequired' }),
  env_name: text(64).default(''),
  description: text(1024).default(''),
  team: text(128).default(''),
  is_parallel: z.boolean().default(false),
  reset_image: z.boolean().default(false),
  reset_image_policy: z.enum(resetImagePolicies).default(''),
  build_stage: productBuildStageSchema.default({ enabled: false, modules: [] }),
  artifact_stage: productArtifactStageSchema.nullish(),
  test_stage: productTestStageSchema.default({ enabled: false, tests: [] }),
  distribute_stage: productDistributeStageSchema.default({
    enabled: false,
    s3_storage_id: '',
    image_repo: '',
    distributes: [],
    releases: [],
  }),
  notify_ctls: z.array(productNotifyCtlSchema).max(20).nullish(),
  hook_ctl: productHookCtlSchema.nullish(),
  schedule_enabled: z.boolean().default(false),
  schedules: schedulesSchema.nullish(),
  extension_stage: productExtensionStageSchema.nullish(),
});
export type ProductWorkflowBody = z.infer<typeof productWorkflowBodySchema>;
export type ProductWorkflowInput = z.input<typeof productWorkflowBodySchema>;

/** What `workflow/find/{name}` and the list answer: the body plus who changed it and when (unix s). */
export type ProductWorkflow = ProductWorkflowBody & {
  update_by: string;
  update_time: number;
  create_by: string;
  create_time: number;
  base_refs: string[];
};

/** The stage keys a workflow enables, in the portal's order. */
export function enabledProductStages(workflow: ProductWorkflowBody): ProductStageKey[] {
  const on: Record<ProductStageKey, boolean> = {
    build: workflow.build_stage.enabled,
    artifact: workflow.artifact_stage?.enabled ?? false,
    test: workflow.test_stage.enabled,
    distribute: workflow.distribute_stage.enabled,
  };
  return productStageKeys.filter((key) => on[key]);
}

/** Query of the product workflow calls: the project the portal is in (may be empty). */
export const productWorkflowQuerySchema = z.object({ projectName: text(64).default('') });
export const productWorkflowUpdateQuerySchema = productWorkflowQuerySchema.extend({
  ifPassFilter: z.stringbool().default(false),
});

/** `POST /favorite` (spec §6: only product workflows are favourites). */
export const favoriteTypes = ['workflow'] as const;
export const favoriteBodySchema = z.object({
  product_name: text(64).min(1, { error: 'validation.productWorkflow.projectRequired' }),
  name: workflowNameSchema,
  type: z.enum(favoriteTypes, { error: 'validation.productWorkflow.favoriteType' }),
});
export type FavoriteBody = z.infer<typeof favoriteBodySchema>;

/** `POST /workflow/{project}/auto`: onboarding polls it until `status` is `success`. */
export const autoWorkflowAnswerSchema = z.object({ status: z.string(), err_message: z.string() });
