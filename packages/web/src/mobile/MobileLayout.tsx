import { AppstoreOutlined, DashboardOutlined, UserOutlined } from '@ant-design/icons';
import { PRODUCT_NAME } from '@slipway/contracts';
import { Flex, Layout, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { type TranslationKey, tKey } from '../i18n/tKey';

interface TabItem {
  path: string;
  label: TranslationKey;
  icon: ReactNode;
}

const tabs: readonly TabItem[] = [
  { path: '/mobile/projects', label: tKey('title.projects'), icon: <AppstoreOutlined /> },
  { path: '/mobile/status', label: tKey('title.mobileStatus'), icon: <DashboardOutlined /> },
  { path: '/mobile/profile', label: tKey('title.profile'), icon: <UserOutlined /> },
];

/** /mobile: a title bar, the page, and a tab bar at the bottom. */
export function MobileLayout() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Layout style={{ minHeight: '100vh', paddingBottom: 56 }}>
      <Layout.Header
        style={{
          paddingInline: 16,
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Typography.Title level={4} style={{ margin: 0, lineHeight: '64px' }}>
          {PRODUCT_NAME}
        </Typography.Title>
      </Layout.Header>
      <Layout.Content style={{ padding: 16 }}>
        <Outlet />
      </Layout.Content>
      <Flex
        component="nav"
        data-testid="mobile-tabbar"
        justify="space-around"
        style={{
          position: 'fixed',
          insetInline: 0,
          bottom: 0,
          height: 56,
          background: token.colorBgContainer,
          borderTop: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        {tabs.map((tab) => (
          <NavLink
            key={tab.path}
            to={tab.path}
            data-testid={`mobile-tab-${tab.path.split('/').pop()}`}
            style={({ isActive }) => ({
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              color: isActive ? token.colorPrimary : token.colorTextSecondary,
              fontSize: 12,
            })}
          >
            {tab.icon}
            {t(tab.label)}
          </NavLink>
        ))}
      </Flex>
    </Layout>
  );
}
