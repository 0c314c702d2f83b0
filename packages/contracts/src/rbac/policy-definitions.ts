/**
 * What can be done, by scope (spec §6). Actions are the verbs roles hold; resources group them.
 * System verbs are named as the portal checks them in system_verbs (its sidebar, delivery tabs, test
 * center and template library); create_project is Slipway's own.
 * The text of every resource and action is in rbac-texts.ts.
 */
export const systemResources = {
  DataCenter: ['data_over', 'efficiency_over'],
  TestCenter: ['get_test', 'edit_test', 'delete_test', 'run_test'],
  Template: ['get_template', 'create_template', 'edit_template', 'delete_template'],
  DeliveryCenter: ['release_get', 'delivery_get'],
  Project: ['create_project'],
} as const;

export const projectResources = {
  Workflow: ['get_workflow', 'create_workflow', 'edit_workflow', 'delete_workflow', 'run_workflow'],
  Environment: [
    'get_environment',
    'create_environment',
    'config_environment',
    'manage_environment',
    'delete_environment',
    'debug_pod',
  ],
  Service: ['get_service', 'create_service', 'edit_service', 'delete_service'],
  Build: ['get_build', 'create_build', 'edit_build', 'delete_build'],
  Test: ['get_test', 'create_test', 'edit_test', 'delete_test', 'run_test'],
  Scan: ['get_scan', 'create_scan', 'edit_scan', 'delete_scan', 'run_scan'],
  Delivery: ['get_delivery', 'create_delivery', 'delete_delivery'],
} as const;

type ValuesOf<T> = T[keyof T] extends readonly (infer V)[] ? V : never;
export type SystemAction = ValuesOf<typeof systemResources>;
export type ProjectAction = ValuesOf<typeof projectResources>;
export type Action = SystemAction | ProjectAction;

export const systemActions = Object.values(systemResources).flat() as SystemAction[];
export const projectActions = Object.values(projectResources).flat() as ProjectAction[];

/** Read-only project access: every get_ action (spec §6 'public projects are readable by every user'). */
export const readOnlyProjectActions = projectActions.filter((a) => a.startsWith('get_'));

/** Resources whose single items may be granted on their own (workflow_verbs_map, environment_verbs_map). */
export const itemResourceTypes = ['Workflow', 'Environment'] as const;
export type ItemResourceType = (typeof itemResourceTypes)[number];

/** Preset role names. */
export const PRESET_ROLES = {
  systemAdmin: 'admin',
  projectAdmin: 'project-admin',
  readOnly: 'read-only',
} as const;
