import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The user's API token to copy into scripts, with how to use it; a new password replaces it. */
export function ApiToken({ token }: { token: string }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={4} style={{ maxWidth: 560 }}>
      <Typography.Text
        data-testid="profile-api-token"
        code
        copyable={{ text: token }}
        style={{ wordBreak: 'break-all' }}
      >
        {token}
      </Typography.Text>
      <Typography.Text type="secondary">{t('profile.apiTokenHint')}</Typography.Text>
    </Flex>
  );
}
