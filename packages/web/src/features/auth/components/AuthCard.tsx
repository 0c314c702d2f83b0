import { PRODUCT_NAME } from '@slipway/contracts';
import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';

/**
 * The frame of the pages before sign-in: product name, language switch and one panel.
 * Plain elements styled with theme tokens keep /signin light (antd Card would bring Tabs and Menu).
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ minHeight: '100vh', background: token.colorBgLayout, color: token.colorText }}>
      <Flex justify="flex-end" style={{ padding: 16 }}>
        <LanguageSwitch />
      </Flex>
      <Flex justify="center" style={{ padding: '6vh 16px' }}>
        <main
          style={{
            width: '100%',
            maxWidth: 420,
            padding: 32,
            background: token.colorBgContainer,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowTertiary,
          }}
        >
          <h1 style={{ textAlign: 'center', margin: 0, fontSize: token.fontSizeHeading2 }}>{PRODUCT_NAME}</h1>
          <h2 style={{ textAlign: 'center', margin: '8px 0 24px', fontSize: token.fontSizeHeading4 }}>
            {title}
          </h2>
          {children}
        </main>
      </Flex>
    </div>
  );
}
