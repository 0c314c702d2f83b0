import { userCreateSchema } from '@slipway/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../../components/form/zodRule';

const fields = userCreateSchema.shape;

/** Name, email and phone: the fields an administrator fills in when creating or editing a user. */
export function UserProfileFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="name" label={t('system.user.name')} required rules={[zodRule(fields.name)]}>
        <Input data-testid="user-name" autoComplete="off" />
      </Form.Item>
      <Form.Item name="email" label={t('system.user.email')} rules={[zodRule(fields.email)]}>
        <Input data-testid="user-email" autoComplete="off" />
      </Form.Item>
      <Form.Item name="phone" label={t('system.user.phone')} rules={[zodRule(fields.phone)]}>
        <Input data-testid="user-phone" autoComplete="off" />
      </Form.Item>
    </>
  );
}
