import { type Role, verbsOfRules } from '@slipway/contracts';
import { Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectPermissions } from '../../permissions/useProjectPermissions';
import { AdminTable } from '../../projects/components/AdminTable';
import { useProjectDefinitions } from '../hooks/usePolicyDefinitions';
import { useProjectRoles } from '../hooks/useProjectRoles';
import { useRbacMutation } from '../hooks/useRbacMutation';
import { rbacApi } from '../rbac.api';
import { RoleDialog } from './RoleDialog';

/** The roles usable in the project: its own, and the public ones every project shares (preset ones fixed). */
export function RolesTab({ projectName }: { projectName: string }) {
  const { t } = useTranslation();
  const { roles, isPending } = useProjectRoles(projectName);
  const definitions = useProjectDefinitions();
  // public roles serve every project: only a system administrator changes them
  const isSystemAdmin = useProjectPermissions(projectName).global?.is_system_admin ?? false;
  // undefined: no dialog; null: creating; a role: editing it
  const [editing, setEditing] = useState<Role | null>();
  const remove = useRbacMutation(projectName, (role: Role) =>
    (role.isPublic ? rbacApi.publicRoles : rbacApi.roles).remove(projectName, role.name),
  );
  return (
    <>
      <AdminTable<Role>
        projectName={projectName}
        create={{ label: t('rbac.roles.create'), testId: 'role-create', onClick: () => setEditing(null) }}
        query={{ data: roles, isPending }}
        rowKey="name"
        testIdPrefix="role"
        nameOf={(role) => role.name}
        columns={[
          {
            key: 'name',
            title: t('rbac.roles.name'),
            render: (_, role) => (
              <Space>
                {role.name}
                {role.type === 'system' && (
                  <Tag data-testid={`role-preset-${role.name}`}>{t('rbac.roles.preset')}</Tag>
                )}
              </Space>
            ),
          },
          { key: 'desc', dataIndex: 'desc', title: t('projects.description') },
          {
            key: 'type',
            title: t('rbac.roles.type'),
            render: (_, role) => (
              <Tag color={role.isPublic ? 'green' : 'default'}>
                {t(role.isPublic ? 'rbac.roles.type.public' : 'rbac.roles.type.private')}
              </Tag>
            ),
          },
          {
            key: 'granted',
            title: t('rbac.roles.permissions'),
            render: (_, role) => definitions.summary(verbsOfRules(role.rules)),
          },
        ]}
        onEdit={setEditing}
        onDelete={remove.mutateAsync}
        deleteQuestion={(role) => t('rbac.roles.deleteQuestion', { name: role.name })}
        fixed={(role) => role.type === 'system' || (role.isPublic && !isSystemAdmin)}
      />
      {editing !== undefined && (
        <RoleDialog projectName={projectName} editing={editing} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
