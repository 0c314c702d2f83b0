import { mailHostBodySchema, mailServiceBodySchema } from '@slipway/contracts';
import { Divider, Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../../components/form/zodRule';
import { FormModal } from '../../components/FormModal';
import { type MailFormValues, type MailSettings, useSaveMail } from '../useMailSettings';

const host = mailHostBodySchema.shape;
const service = mailServiceBodySchema.shape;
/** The portal's starting values: SMTPS on 465. */
const newServer: Partial<MailFormValues> = { port: 465, isTLS: false };

function initialValues({ host, service }: MailSettings): Partial<MailFormValues> {
  if (!host && !service) return newServer;
  return {
    ...newServer,
    ...(host && {
      name: host.name,
      port: host.port,
      username: host.username,
      password: host.password,
      isTLS: host.isTLS,
    }),
    ...(service && { address: service.address, display_name: service.display_name }),
  };
}

/** The mail server and the sender, saved together. */
export function MailFormModal({ current, onClose }: { current: MailSettings; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveMail(current, onClose);
  return (
    <FormModal<MailFormValues>
      title={current.host ? t('settings.mail.edit') : t('settings.mail.configure')}
      submitTestId="mail-submit"
      pending={save.isPending}
      initialValues={initialValues(current)}
      onClose={onClose}
      onSubmit={(values) => save.mutate(values)}
      width={560}
    >
      <Divider titlePlacement="start">{t('settings.mail.server')}</Divider>
      <Form.Item name="name" label={t('settings.mail.host')} required rules={[zodRule(host.name)]}>
        <Input data-testid="mail-host" autoComplete="off" placeholder="smtp.example.com" />
      </Form.Item>
      <Form.Item name="port" label={t('settings.mail.port')} required rules={[zodRule(host.port)]}>
        <InputNumber data-testid="mail-port" precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="username" label={t('settings.mail.username')}>
        <Input data-testid="mail-username" autoComplete="off" />
      </Form.Item>
      <Form.Item name="password" label={t('settings.mail.password')}>
        <Input.Password data-testid="mail-password" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="isTLS"
        label={t('settings.mail.tls')}
        valuePropName="checked"
        extra={t('settings.mail.tlsHint')}
      >
        <Switch data-testid="mail-tls" />
      </Form.Item>
      <Divider titlePlacement="start">{t('settings.mail.sender')}</Divider>
      <Form.Item
        name="address"
        label={t('settings.mail.address')}
        required
        rules={[zodRule(service.address)]}
      >
        <Input data-testid="mail-address" autoComplete="off" placeholder="noreply@example.com" />
      </Form.Item>
      <Form.Item
        name="display_name"
        label={t('settings.mail.displayName')}
        required
        rules={[zodRule(service.display_name)]}
      >
        <Input data-testid="mail-display-name" autoComplete="off" />
      </Form.Item>
    </FormModal>
  );
}
