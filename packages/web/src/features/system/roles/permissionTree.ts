import type { PolicyDefinition } from './systemRoles.api';

export interface PermissionNode {
  key: string;
  title: string;
  children?: PermissionNode[];
}

/** Resources are branches and never granted themselves; the prefix keeps them apart from actions. */
const RESOURCE_PREFIX = 'resource:';

/** Resources with their actions as leaves; the leaves' keys are the actions a role holds. */
export function permissionNodes(definitions: readonly PolicyDefinition[]): PermissionNode[] {
  return definitions.map((definition) => ({
    key: `${RESOURCE_PREFIX}${definition.resource}`,
    title: definition.alias,
    children: definition.rules.map((rule) => ({ key: rule.action, title: rule.alias })),
  }));
}

/** The actions among checked tree keys (a checked resource brings its actions in with it). */
export function checkedActions(keys: readonly (string | number | bigint)[]): string[] {
  return keys.map(String).filter((key) => !key.startsWith(RESOURCE_PREFIX));
}

/** 'Resource / Action' of each action, for showing the permissions a role holds. */
export function actionLabels(definitions: readonly PolicyDefinition[]): Map<string, string> {
  const labels = new Map<string, string>();
  for (const definition of definitions) {
    for (const rule of definition.rules) labels.set(rule.action, `${definition.alias} / ${rule.alias}`);
  }
  return labels;
}
