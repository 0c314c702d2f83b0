import { Tree } from 'antd';
import type { Key } from 'react';
import type { PolicyDefinition } from '../rbac.api';

const resourceKey = (resource: string) => `resource:${resource}`;

/** Permissions grouped by resource; the value holds the chosen actions only. */
export function PermissionTree({
  definitions,
  value = [],
  onChange,
  disabled,
}: {
  definitions: readonly PolicyDefinition[];
  value?: string[];
  onChange?: (actions: string[]) => void;
  disabled?: boolean;
}) {
  const actions = new Set(definitions.flatMap((definition) => definition.rules.map((rule) => rule.action)));
  return (
    <div data-testid="role-permissions">
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        disabled={disabled}
        checkedKeys={value}
        onCheck={(checked) => {
          const keys: Key[] = Array.isArray(checked) ? checked : checked.checked;
          onChange?.(keys.map(String).filter((key) => actions.has(key)));
        }}
        treeData={definitions.map((definition) => ({
          key: resourceKey(definition.resource),
          title: <span data-testid={`permission-${definition.resource}`}>{definition.alias}</span>,
          children: definition.rules.map((rule) => ({
            key: rule.action,
            title: <span data-testid={`permission-${rule.action}`}>{rule.alias}</span>,
          })),
        }))}
      />
    </div>
  );
}
