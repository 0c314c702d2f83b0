import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSignOut } from '../../features/auth/hooks/useSignOut';
import { useSession } from '../../features/session/hooks/useSession';

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const name = useSession((state) => state.user?.name);

  const items: MenuProps['items'] = [
    {
      key: 'profile',
      icon: <UserOutlined />,
      label: <span data-testid="user-menu-profile">{t('title.profile')}</span>,
      onClick: () => navigate('/v1/profile'),
    },
    { type: 'divider' },
    {
      key: 'signout',
      icon: <LogoutOutlined />,
      label: <span data-testid="signout">{t('auth.signout')}</span>,
      onClick: signOut,
    },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button data-testid="user-menu" type="text" icon={<Avatar size="small" icon={<UserOutlined />} />}>
        {name}
      </Button>
    </Dropdown>
  );
}
