import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';

const tabs = ['info', 'preference'] as const;

/** /v1/profile: tabs for the info and preference child routes. */
export function ProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = tabs.find((tab) => pathname.endsWith(`/${tab}`)) ?? 'info';
  return (
    <>
      <Tabs
        activeKey={active}
        onChange={(key) => navigate(`/v1/profile/${key}`)}
        items={[
          { key: 'info', label: <span data-testid="profile-tab-info">{t('title.profileInfo')}</span> },
          {
            key: 'preference',
            label: <span data-testid="profile-tab-preference">{t('title.preference')}</span>,
          },
        ]}
      />
      <Outlet />
    </>
  );
}
