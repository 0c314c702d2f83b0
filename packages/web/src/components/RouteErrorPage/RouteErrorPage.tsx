import { Button, Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a page fails to load or render; plain elements because it ships with the entry chunk. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={16}
      style={{ minHeight: '60vh', padding: 24, color: token.colorText }}
    >
      <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>{t('error.page.title')}</h1>
      {detail && <p style={{ margin: 0, color: token.colorTextSecondary }}>{detail}</p>}
      <Flex gap={8}>
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </Button>
        <Button href="/">{t('common.backHome')}</Button>
      </Flex>
    </Flex>
  );
}
