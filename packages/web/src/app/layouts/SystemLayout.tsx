import { Flex, theme } from 'antd';
import { Outlet } from 'react-router';
import { NavMenu } from './NavMenu';
import { systemNavItems } from './systemNav';

/** /v1/system: its own menu beside the page, inside the main layout. */
export function SystemLayout() {
  const { token } = theme.useToken();
  return (
    <Flex gap={24} align="flex-start">
      <div
        style={{
          width: 200,
          flex: 'none',
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <NavMenu items={systemNavItems} testId="system-nav" />
      </div>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Outlet />
      </div>
    </Flex>
  );
}
