import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { AnnouncementBanner } from '../../features/announcements/components/AnnouncementBanner';
import { useIsSuperAdmin } from '../../features/session/hooks/useIsSuperAdmin';
import { mainNavItems, systemNavItem } from './mainNav';
import { NavMenu } from './NavMenu';
import { TopBar } from './TopBar';

/** /v1: top bar, side navigation of every area, and the page. */
export function MainLayout() {
  const isSuperAdmin = useIsSuperAdmin();
  const items = isSuperAdmin ? [...mainNavItems, systemNavItem] : mainNavItems;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <TopBar />
      <Layout>
        <Layout.Sider width={208} breakpoint="lg" collapsible theme="light">
          <NavMenu items={items} testId="main-nav" />
        </Layout.Sider>
        <Layout.Content style={{ padding: 24 }}>
          <AnnouncementBanner />
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
