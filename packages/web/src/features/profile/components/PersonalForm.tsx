import { type Personal, type PersonalUpdate, personalUpdateSchema } from '@slipway/contracts';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zodRule';
import { useUpdatePersonal } from '../hooks/usePersonal';

const fields = personalUpdateSchema.shape;

export function PersonalForm({ personal }: { personal: Personal }) {
  const { t } = useTranslation();
  const update = useUpdatePersonal();
  return (
    <Form<PersonalUpdate>
      layout="vertical"
      style={{ maxWidth: 480 }}
      initialValues={{ name: personal.name, email: personal.email, phone: personal.phone }}
      onFinish={(values) => update.mutate(personalUpdateSchema.parse(values))}
    >
      <Form.Item name="name" label={t('profile.name')} required rules={[zodRule(fields.name)]}>
        <Input data-testid="profile-name" autoComplete="name" />
      </Form.Item>
      <Form.Item name="email" label={t('profile.email')} rules={[zodRule(fields.email)]}>
        <Input data-testid="profile-email" autoComplete="email" />
      </Form.Item>
      <Form.Item name="phone" label={t('profile.phone')} rules={[zodRule(fields.phone)]}>
        <Input data-testid="profile-phone" autoComplete="tel" />
      </Form.Item>
      <Button data-testid="profile-save" type="primary" htmlType="submit" loading={update.isPending}>
        {t('common.save')}
      </Button>
    </Form>
  );
}
