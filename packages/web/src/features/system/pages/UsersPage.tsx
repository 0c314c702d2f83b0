import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SystemRolesPanel } from '../roles/components/SystemRolesPanel';
import { UsersPanel } from '../users/components/UsersPanel';

const ROLES_TAB = 'roles';

/** /v1/system/users: accounts and the system roles they can hold; `?tab=roles` opens the roles. */
export function UsersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === ROLES_TAB ? ROLES_TAB : 'users';
  return (
    <Card>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === ROLES_TAB ? { tab: ROLES_TAB } : {}, { replace: true })}
        destroyOnHidden
        items={[
          {
            key: 'users',
            label: <span data-testid="system-tab-users">{t('system.users.tab')}</span>,
            children: <UsersPanel />,
          },
          {
            key: ROLES_TAB,
            label: <span data-testid="system-tab-roles">{t('system.roles.tab')}</span>,
            children: <SystemRolesPanel />,
          },
        ]}
      />
    </Card>
  );
}
