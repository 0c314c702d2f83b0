import type {
  PresetModule,
  ProductWorkflow,
  StageModule,
  StoredProductWorkflow,
} from '../productWorkflow.types';

/** The extension stage waits this many minutes for its callback unless told otherwise. */
export const DEFAULT_EXTENSION_TIMEOUT = 10;

const moduleOf = (preset: PresetModule): StageModule => ({
  hide_service_module: false,
  target: preset.target,
  branch_filter: [],
});

/** A new workflow of the project: every preset service module built and deployed, like the portal. */
export function newProductWorkflow(project: string, presets: PresetModule[]): ProductWorkflow {
  return {
    name: '',
    enabled: true,
    product_tmpl_name: project,
    env_name: '',
    description: '',
    team: '',
    is_parallel: false,
    reset_image: false,
    reset_image_policy: '',
    build_stage: { enabled: presets.length > 0, modules: presets.map(moduleOf) },
    artifact_stage: { enabled: false, modules: [] },
    test_stage: { enabled: false, tests: [] },
    distribute_stage: { enabled: false, s3_storage_id: '', image_repo: '', distributes: [], releases: [] },
    notify_ctls: [],
    hook_ctl: { enabled: false, product_tmpl_name: project, items: [] },
    schedule_enabled: false,
    schedules: { enabled: false, items: [] },
    extension_stage: {
      enabled: false,
      url: '',
      path: '',
      headers: [],
      is_callback: false,
      timeout: DEFAULT_EXTENSION_TIMEOUT,
    },
  };
}

/**
 * A stored workflow as the editor holds it: parts that may be missing are filled in, older
 * `test_names` become tests, and service modules the project has gained since are offered hidden.
 */
export function editableProductWorkflow(
  stored: StoredProductWorkflow,
  presets: PresetModule[],
): ProductWorkflow {
  const base = newProductWorkflow(stored.product_tmpl_name, []);
  const tests =
    stored.test_stage?.tests ??
    (stored.test_stage?.test_names ?? []).map((test_name) => ({ test_name, envs: [] }));
  const withAllModules = (modules: StageModule[]) => [
    ...modules,
    ...presets
      .filter((preset) => !modules.some((module) => sameTarget(module, preset)))
      .map((preset) => ({ ...moduleOf(preset), hide_service_module: true })),
  ];
  return {
    ...base,
    ...stored,
    build_stage: {
      enabled: stored.build_stage?.enabled ?? false,
      modules: withAllModules(stored.build_stage?.modules ?? []),
    },
    artifact_stage: {
      enabled: stored.artifact_stage?.enabled ?? false,
      modules: withAllModules(stored.artifact_stage?.modules ?? []),
    },
    test_stage: { enabled: stored.test_stage?.enabled ?? false, tests },
    distribute_stage: { ...base.distribute_stage, ...stored.distribute_stage },
    notify_ctls: stored.notify_ctls ?? [],
    hook_ctl: { ...base.hook_ctl, ...stored.hook_ctl, items: stored.hook_ctl?.items ?? [] },
    schedules: { ...base.schedules, ...stored.schedules, items: stored.schedules?.items ?? [] },
    extension_stage: {
      ...base.extension_stage,
      ...stored.extension_stage,
      headers: stored.extension_stage?.headers ?? [],
    },
  };
}

function sameTarget(module: StageModule, preset: PresetModule): boolean {
  return (
    module.target.service_name === preset.target.service_name &&
    module.target.service_module === preset.target.service_module
  );
}

/** The object saved: the project fixed on the hooks, the schedule switch copied, as the portal does. */
export function productWorkflowBody(workflow: ProductWorkflow): ProductWorkflow {
  const { test_names: _older, ...testStage } = workflow.test_stage;
  return {
    ...workflow,
    test_stage: testStage,
    hook_ctl: { ...workflow.hook_ctl, product_tmpl_name: workflow.product_tmpl_name },
    schedule_enabled: workflow.schedules.enabled,
  };
}

/** Build and artifact stages exclude each other: turning one on turns the other off. */
export function withStageEnabled(
  workflow: ProductWorkflow,
  stage: 'build_stage' | 'artifact_stage',
  enabled: boolean,
): ProductWorkflow {
  const other = stage === 'build_stage' ? 'artifact_stage' : 'build_stage';
  return {
    ...workflow,
    [stage]: { ...workflow[stage], enabled },
    ...(enabled ? { [other]: { ...workflow[other], enabled: false } } : {}),
  };
}
