import { Spin, Tree } from 'antd';
import { useSystemPolicyDefinitions } from '../hooks/useSystemRoles';
import { checkedActions, permissionNodes } from '../permissionTree';

interface PermissionTreeProps {
  value?: string[];
  onChange?: (actions: string[]) => void;
}

/** The system permissions as a checkbox tree: a resource checks all its actions. A form control. */
export function PermissionTree({ value = [], onChange }: PermissionTreeProps) {
  const definitions = useSystemPolicyDefinitions();
  if (definitions.isPending) return <Spin size="small" />;
  const nodes = permissionNodes(definitions.data ?? []);
  return (
    <Tree
      data-testid="system-role-permissions"
      checkable
      // clicking a name checks it, like clicking its box
      selectable={false}
      defaultExpandAll
      treeData={nodes}
      titleRender={(node) => <span data-testid={`system-role-permission-${node.key}`}>{node.title}</span>}
      checkedKeys={value}
      onCheck={(checked) => onChange?.(checkedActions(Array.isArray(checked) ? checked : checked.checked))}
    />
  );
}
