import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { AnnouncementBanner } from '../../features/announcements/components/AnnouncementBanner';
import { useProjectPermissions } from '../../features/permissions/useProjectPermissions';
import { useIsSuperAdmin } from '../../features/session/hooks/useIsSuperAdmin';
import { SmtpMissingNotice } from '../../features/system/mail/components/SmtpMissingNotice';
import { mainNavItems, permittedNavItems, systemNavItem } from './mainNav';
import { NavMenu } from './NavMenu';
import { TopBar } from './TopBar';

/** /v1: top bar, side navigation of every area, and the page. */
export function MainLayout() {
  const isSuperAdmin = useIsSuperAdmin();
  const { global } = useProjectPermissions(undefined);
  const permitted = permittedNavItems(mainNavItems, global);
  const items = isSuperAdmin ? [...permitted, systemNavItem] : permitted;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <TopBar />
      <Layout>
        <Layout.Sider width={208} breakpoint="lg" collapsible theme="light">
          <NavMenu items={items} testId="main-nav" />
        </Layout.Sider>
        <Layout.Content style={{ padding: 24 }}>
          <SmtpMissingNotice />
          <AnnouncementBanner />
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
