import { PRODUCT_NAME } from '@slipway/contracts';
import { Flex, Layout, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../components/LanguageSwitch/LanguageSwitch';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { QuickLinks } from '../../features/system/links/components/QuickLinks';
import { DEFAULT_HOME } from '../../lib/appPaths';
import { UserMenu } from './UserMenu';

export function TopBar() {
  const { token } = theme.useToken();
  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        paddingInline: 24,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Link to={DEFAULT_HOME} data-testid="product-name">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {PRODUCT_NAME}
        </Typography.Title>
      </Link>
      <Flex gap={8} align="center" style={{ marginInlineStart: 'auto' }}>
        <QuickLinks />
        <NotificationBell />
        <LanguageSwitch />
        <UserMenu />
      </Flex>
    </Layout.Header>
  );
}
