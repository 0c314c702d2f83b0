import type { ManagedUser, ManagedUserList } from '@slipway/contracts';
import { Button, Space, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../session/hooks/useSession';
import { AdminTable } from '../../components/AdminTable';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { type Paging, useServerPagination } from '../../components/useServerPagination';
import { formatDateTime } from '../../formatTime';
import { useDeleteUser } from '../hooks/useUsers';

export type UserDialogKind = 'edit' | 'password' | 'roles';

interface UsersTableProps {
  list: ManagedUserList | undefined;
  loading: boolean;
  paging: Paging;
  onPaging: (paging: Paging) => void;
  onOpen: (kind: UserDialogKind, user: ManagedUser) => void;
}

/** One page of accounts with what an administrator can do to each. */
export function UsersTable({ list, loading, paging, onPaging, onOpen }: UsersTableProps) {
  const { t } = useTranslation();
  const selfUid = useSession((state) => state.user?.uid);
  const remove = useDeleteUser();
  const pagination = useServerPagination(paging, list?.total_count, onPaging);

  const action = (kind: UserDialogKind, testId: string, label: string) => (user: ManagedUser) => (
    <Button
      data-testid={`${testId}-${user.account}`}
      type="link"
      size="small"
      onClick={() => onOpen(kind, user)}
    >
      {label}
    </Button>
  );
  const edit = action('edit', 'user-edit', t('system.action.edit'));
  const password = action('password', 'user-password-reset', t('system.user.resetPassword'));
  const roles = action('roles', 'user-roles', t('system.user.assignRoles'));

  const columns: TableColumnsType<ManagedUser> = [
    {
      key: 'account',
      title: t('system.user.account'),
      render: (_, user) => (
        <Space size={4}>
          {user.account}
          {user.admin && <Tag color="blue">{t('system.user.admin')}</Tag>}
        </Space>
      ),
    },
    { key: 'name', title: t('system.user.name'), dataIndex: 'name' },
    { key: 'email', title: t('system.user.email'), dataIndex: 'email' },
    { key: 'phone', title: t('system.user.phone'), dataIndex: 'phone' },
    {
      key: 'roles',
      title: t('system.user.systemRoles'),
      render: (_, user) => user.system_role_bindings.map(({ role }) => <Tag key={role}>{role}</Tag>),
    },
    {
      key: 'lastLogin',
      title: t('system.user.lastLogin'),
      render: (_, user) =>
        user.last_login_time ? formatDateTime(user.last_login_time) : t('system.user.neverSignedIn'),
    },
    {
      key: 'actions',
      title: t('system.actions'),
      render: (_, user) => (
        <Space size={0} wrap>
          {edit(user)}
          {password(user)}
          {roles(user)}
          <ConfirmDeleteButton
            testId={`user-delete-${user.account}`}
            question={t('system.user.deleteConfirm', { account: user.account })}
            // the server refuses to delete the signed-in account; the button says so first
            disabled={user.uid === selfUid}
            onConfirm={() => remove.mutateAsync(user.uid)}
          />
        </Space>
      ),
    },
  ];

  return (
    <AdminTable<ManagedUser>
      testId="user-table"
      rowKey="uid"
      columns={columns}
      dataSource={list?.users}
      loading={loading}
      rowTestId={(user) => `user-row-${user.account}`}
      emptyText={t('system.user.empty')}
      pagination={pagination}
    />
  );
}
