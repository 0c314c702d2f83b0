import { Button, Card, Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch/LanguageSwitch';
import { useSignOut } from '../../features/auth/hooks/useSignOut';
import { useSession } from '../../features/session/hooks/useSession';
import { MOBILE_SIGNIN_PATH } from '../../lib/appPaths';

export function MobileProfilePage() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const signOut = useSignOut(MOBILE_SIGNIN_PATH);
  return (
    <Flex vertical gap={16}>
      <Card>
        <Descriptions
          column={1}
          items={[
            { key: 'name', label: t('profile.name'), children: user?.name },
            { key: 'account', label: t('auth.account'), children: user?.account },
            { key: 'email', label: t('profile.email'), children: user?.email || '-' },
            { key: 'phone', label: t('profile.phone'), children: user?.phone || '-' },
          ]}
        />
      </Card>
      <LanguageSwitch />
      <Button data-testid="signout" danger block onClick={signOut}>
        {t('auth.signout')}
      </Button>
    </Flex>
  );
}
