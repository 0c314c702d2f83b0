import type { Role } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../../projects/components/AdminTable';
import { rolesQuery } from '../hooks/rbacQueries';
import { useProjectDefinitions } from '../hooks/usePolicyDefinitions';
import { useRbacMutation } from '../hooks/useRbacMutation';
import { rbacApi } from '../rbac.api';
import { RoleDialog } from './RoleDialog';

/** The roles usable in the project: preset ones (fixed), public ones and the project's own. */
export function RolesTab({ projectName }: { projectName: string }) {
  const { t } = useTranslation();
  const roles = useQuery(rolesQuery(projectName));
  const definitions = useProjectDefinitions();
  // undefined: no dialog; null: creating; a role: editing it
  const [editing, setEditing] = useState<Role | null>();
  const remove = useRbacMutation(projectName, (name: string) => rbacApi.roles.remove(projectName, name));
  return (
    <>
      <AdminTable<Role>
        projectName={projectName}
        create={{ label: t('rbac.roles.create'), testId: 'role-create', onClick: () => setEditing(null) }}
        query={roles}
        testIdPrefix="role"
        nameOf={(role) => role.name}
        columns={[
          {
            key: 'name',
            title: t('rbac.roles.name'),
            render: (_, role) => (
              <Space>
                {role.name}
                {role.preset && <Tag data-testid={`role-preset-${role.name}`}>{t('rbac.roles.preset')}</Tag>}
              </Space>
            ),
          },
          { key: 'desc', dataIndex: 'desc', title: t('projects.description') },
          {
            key: 'type',
            title: t('rbac.roles.type'),
            render: (_, role) => (
              <Tag color={role.type === 'public' ? 'green' : 'default'}>
                {t(role.type === 'public' ? 'rbac.roles.type.public' : 'rbac.roles.type.private')}
              </Tag>
            ),
          },
          {
            key: 'granted',
            title: t('rbac.roles.permissions'),
            render: (_, role) => definitions.summary(role.actions),
          },
        ]}
        onEdit={setEditing}
        onDelete={(role) => remove.mutateAsync(role.name)}
        deleteQuestion={(role) => t('rbac.roles.deleteQuestion', { name: role.name })}
        // preset roles are fixed; public ones belong to every project and are kept in the system settings
        fixed={(role) => role.preset || role.project_name !== projectName}
      />
      {editing !== undefined && (
        <RoleDialog projectName={projectName} editing={editing} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
