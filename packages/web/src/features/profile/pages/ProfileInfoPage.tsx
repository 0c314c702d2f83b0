import { Card, Descriptions, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../system/formatTime';
import { ApiToken } from '../components/ApiToken';
import { PasswordForm } from '../components/PasswordForm';
import { PersonalForm } from '../components/PersonalForm';
import { usePersonal } from '../hooks/usePersonal';

/** Unix seconds; 0 is "never". */
const formatTime = (seconds: number) => (seconds ? formatDateTime(seconds) : '-');

export function ProfileInfoPage() {
  const { t } = useTranslation();
  const { data: personal, isPending } = usePersonal();
  if (isPending) return <Spin />;
  if (!personal) return null;
  return (
    <Flex vertical gap={24}>
      <Card title={t('profile.info.title')}>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          style={{ marginBottom: 24 }}
          items={[
            {
              key: 'account',
              label: t('auth.account'),
              children: <span data-testid="profile-account">{personal.account}</span>,
            },
            {
              key: 'role',
              label: t('profile.role'),
              children: personal.admin ? t('profile.role.admin') : t('profile.role.user'),
            },
            { key: 'identity', label: t('profile.identityType'), children: personal.identity_type },
            { key: 'created', label: t('profile.createdAt'), children: formatTime(personal.created_at) },
            {
              key: 'lastLogin',
              label: t('profile.lastLogin'),
              children: formatTime(personal.last_login_time),
            },
            {
              key: 'apiToken',
              label: t('profile.apiToken'),
              span: 'filled',
              children: <ApiToken token={personal.token} />,
            },
          ]}
        />
        <PersonalForm personal={personal} />
      </Card>
      <Card title={t('profile.password.title')}>
        <PasswordForm />
      </Card>
    </Flex>
  );
}
