import { Alert, Button, Card, Descriptions, Flex, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteButton } from '../components/ConfirmDeleteButton';
import { MailFormModal } from './components/MailFormModal';
import { useDeleteMail, useMailSettings } from './useMailSettings';

/** /v1/system/config/manage/mail: the SMTP server and sender of password retrieval mails. */
export function MailSettingsPage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const settings = useMailSettings();
  const remove = useDeleteMail();
  const current = settings.data ?? { host: undefined, service: undefined };
  const { host, service } = current;
  const configured = host !== undefined;

  return (
    <Card loading={settings.isPending}>
      <Flex vertical gap={16}>
        {!configured && (
          <Alert
            data-testid="mail-not-configured"
            type="warning"
            showIcon
            title={t('settings.mail.notConfigured')}
          />
        )}
        {configured && (
          <Descriptions
            data-testid="mail-settings"
            bordered
            size="small"
            column={1}
            items={[
              { key: 'host', label: t('settings.mail.host'), children: host.name },
              { key: 'port', label: t('settings.mail.port'), children: host.port },
              { key: 'username', label: t('settings.mail.username'), children: host.username || '-' },
              {
                key: 'tls',
                label: t('settings.mail.tls'),
                children: t(host.isTLS ? 'settings.mail.yes' : 'settings.mail.no'),
              },
              { key: 'address', label: t('settings.mail.address'), children: service?.address ?? '-' },
              {
                key: 'display',
                label: t('settings.mail.displayName'),
                children: service?.display_name ?? '-',
              },
            ]}
          />
        )}
        <Space>
          <Button data-testid="mail-edit" type="primary" onClick={() => setEditing(true)}>
            {configured ? t('system.action.edit') : t('settings.mail.configure')}
          </Button>
          {configured && (
            <ConfirmDeleteButton
              testId="mail-delete"
              question={t('settings.mail.deleteConfirm')}
              onConfirm={() => remove.mutateAsync()}
            />
          )}
        </Space>
      </Flex>
      {editing && <MailFormModal current={current} onClose={() => setEditing(false)} />}
    </Card>
  );
}
