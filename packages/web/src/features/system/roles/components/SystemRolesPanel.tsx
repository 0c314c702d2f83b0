import { type Role, verbsOfRules } from '@slipway/contracts';
import { Button, Flex, Space, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../../components/AdminTable';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { CreateButton } from '../../components/CreateButton';
import { useDeleteSystemRole, useSystemPolicyDefinitions, useSystemRoles } from '../hooks/useSystemRoles';
import { actionLabels } from '../permissionTree';
import { SystemRoleModal } from './SystemRoleModal';

type Dialog = { role?: Role };

/** preset roles (admin) are made by the system and fixed */
const isPreset = (role: Role) => role.type === 'system';

/** The system roles tab: preset roles are marked and locked, the others can be edited and deleted. */
export function SystemRolesPanel() {
  const { t } = useTranslation();
  const roles = useSystemRoles();
  const definitions = useSystemPolicyDefinitions();
  const remove = useDeleteSystemRole();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const labels = actionLabels(definitions.data ?? []);

  const columns: TableColumnsType<Role> = [
    {
      key: 'name',
      title: t('system.role.name'),
      render: (_, role) => (
        <Space>
          {role.name}
          {isPreset(role) && <Tag color="blue">{t('system.role.preset')}</Tag>}
        </Space>
      ),
    },
    { key: 'desc', title: t('system.role.desc'), dataIndex: 'desc' },
    {
      key: 'actions',
      title: t('system.role.permissions'),
      render: (_, role) =>
        verbsOfRules(role.rules).map((verb) => <Tag key={verb}>{labels.get(verb) ?? verb}</Tag>),
    },
    {
      key: 'operations',
      title: t('system.actions'),
      render: (_, role) => (
        <Tooltip title={isPreset(role) ? t('system.role.presetLocked') : undefined}>
          <Space size={0}>
            <Button
              data-testid={`system-role-edit-${role.name}`}
              type="link"
              size="small"
              disabled={isPreset(role)}
              onClick={() => setDialog({ role })}
            >
              {t('system.action.edit')}
            </Button>
            <ConfirmDeleteButton
              testId={`system-role-delete-${role.name}`}
              question={t('system.role.deleteConfirm', { name: role.name })}
              disabled={isPreset(role)}
              onConfirm={() => remove.mutateAsync(role.name)}
            />
          </Space>
        </Tooltip>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex justify="end">
        <CreateButton
          testId="system-role-create"
          label={t('system.role.create')}
          onClick={() => setDialog({})}
        />
      </Flex>
      <AdminTable<Role>
        testId="system-role-table"
        rowKey="name"
        columns={columns}
        dataSource={roles.data}
        loading={roles.isFetching}
        pagination={false}
        rowTestId={(role) => `system-role-row-${role.name}`}
        emptyText={t('system.role.empty')}
      />
      {dialog && <SystemRoleModal role={dialog.role} onClose={() => setDialog(null)} />}
    </Flex>
  );
}
