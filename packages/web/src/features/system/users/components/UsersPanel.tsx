import { SearchOutlined } from '@ant-design/icons';
import type { ManagedUser } from '@slipway/contracts';
import { Flex, Input, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateButton } from '../../components/CreateButton';
import { firstPage } from '../../components/useServerPagination';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { useSignUpSwitch } from '../hooks/useSignUpSwitch';
import { useUserList } from '../hooks/useUsers';
import { UserCreateModal } from './UserCreateModal';
import { UserEditModal } from './UserEditModal';
import { UserPasswordModal } from './UserPasswordModal';
import { UserRolesModal } from './UserRolesModal';
import { type UserDialogKind, UsersTable } from './UsersTable';

const SEARCH_DELAY_MS = 300;

type Dialog = { kind: 'create' } | { kind: UserDialogKind; user: ManagedUser };

function UserDialog({ dialog, onClose }: { dialog: Dialog; onClose: () => void }) {
  switch (dialog.kind) {
    case 'create':
      return <UserCreateModal onClose={onClose} />;
    case 'edit':
      return <UserEditModal user={dialog.user} onClose={onClose} />;
    case 'password':
      return <UserPasswordModal user={dialog.user} onClose={onClose} />;
    case 'roles':
      return <UserRolesModal user={dialog.user} onClose={onClose} />;
  }
}

/** The users tab: search, the sign-up switch, the table and one dialog at a time. */
export function UsersPanel() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState(firstPage);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const name = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const list = useUserList({ name, page: paging.page, per_page: paging.perPage });
  const signUp = useSignUpSwitch();

  return (
    <Flex vertical gap={16}>
      <Flex gap={16} align="center" wrap>
        <Input
          data-testid="user-search"
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('system.user.search')}
          style={{ width: 280 }}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPaging((current) => ({ ...current, page: 1 }));
          }}
        />
        <Space style={{ marginInlineStart: 'auto' }}>
          <Typography.Text>{t('system.user.signUp')}</Typography.Text>
          <Switch
            data-testid="user-signup-switch"
            checked={signUp.enabled}
            loading={signUp.loading}
            onChange={signUp.setEnabled}
          />
        </Space>
        <CreateButton
          testId="user-create"
          label={t('system.user.create')}
          onClick={() => setDialog({ kind: 'create' })}
        />
      </Flex>
      <UsersTable
        list={list.data}
        loading={list.isFetching}
        paging={paging}
        onPaging={setPaging}
        onOpen={(kind, user) => setDialog({ kind, user })}
      />
      {dialog && <UserDialog dialog={dialog} onClose={() => setDialog(null)} />}
    </Flex>
  );
}
