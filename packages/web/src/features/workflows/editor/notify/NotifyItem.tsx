import {
  type NotifyCtl,
  type NotifyWebhookType,
  notifyAddressFields,
  notifyEvents,
  notifyWebhookTypes,
} from '@slipway/contracts';
import { Button, Card, Checkbox, Flex, Form, type FormRule, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../../i18n/translateMessage';
import { MailRecipients } from './MailRecipients';
import { notifyFieldProblem } from './notifyRules';

/** A rule that checks one field of setting `index` with the contracts' rules for the whole setting. */
const fieldRule =
  (index: number, field: keyof NotifyCtl): FormRule =>
  ({ getFieldValue }) => ({
    validator: async () => {
      const problem = notifyFieldProblem(getFieldValue(['notify_ctls', index]), field);
      if (problem) throw new Error(translateMessage(problem));
    },
  });

const tags = (testId: string, placeholder: string) => (
  <Select data-testid={testId} mode="tags" open={false} suffixIcon={null} placeholder={placeholder} />
);

/** One notification setting of the notify section: type, address or recipients, events, mentions. */
export function NotifyItem({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useTranslation();
  const type: NotifyWebhookType = Form.useWatch(['notify_ctls', index, 'webhook_type']) ?? 'dingding';
  const name = (field: keyof NotifyCtl) => [index, field];
  const testId = `notify-${index}`;
  const mentions = (field: 'at_mobiles' | 'wechat_user_ids' | 'lark_user_ids', label: string) => (
    <Form.Item label={label} name={name(field)} style={{ marginBottom: 8 }}>
      {tags(`${testId}-${field}`, t('workflowNotify.mentionsPlaceholder'))}
    </Form.Item>
  );
  return (
    <Card
      size="small"
      data-testid={testId}
      title={t('workflowNotify.item', { number: index + 1 })}
      extra={
        <Flex gap={8} align="center">
          <Form.Item name={name('enabled')} valuePropName="checked" noStyle>
            <Switch size="small" data-testid={`${testId}-enabled`} />
          </Form.Item>
          <Button type="text" danger data-testid={`${testId}-remove`} onClick={onRemove}>
            {t('workflowNotify.remove')}
          </Button>
        </Flex>
      }
    >
      <Form.Item label={t('workflowNotify.type')} name={name('webhook_type')} style={{ marginBottom: 8 }}>
        <Select
          data-testid={`${testId}-type`}
          style={{ width: 200 }}
          options={notifyWebhookTypes.map((value) => ({ value, label: t(`workflowNotify.type.${value}`) }))}
        />
      </Form.Item>
      {type === 'mail' ? (
        <Form.Item
          label={t('workflowNotify.mailUsers')}
          name={name('mail_users')}
          rules={[fieldRule(index, 'mail_users')]}
          style={{ marginBottom: 8 }}
        >
          <MailRecipients testId={`${testId}-mail`} />
        </Form.Item>
      ) : (
        <Form.Item
          key={type}
          label={t('workflowNotify.address')}
          name={name(notifyAddressFields[type])}
          rules={[fieldRule(index, notifyAddressFields[type])]}
          style={{ marginBottom: 8 }}
        >
          <Input data-testid={`${testId}-address`} placeholder="https://" />
        </Form.Item>
      )}
      <Form.Item
        label={t('workflowNotify.events')}
        name={name('notify_type')}
        rules={[fieldRule(index, 'notify_type')]}
        style={{ marginBottom: 8 }}
      >
        <Checkbox.Group
          data-testid={`${testId}-events`}
          options={notifyEvents.map((value) => ({ value, label: t(`workflowNotify.event.${value}`) }))}
        />
      </Form.Item>
      {type !== 'mail' && (
        <Flex gap={12} wrap align="end">
          {type !== 'feishu' && mentions('at_mobiles', t('workflowNotify.mobiles'))}
          {type === 'wechat' && mentions('wechat_user_ids', t('workflowNotify.wechatIds'))}
          {type === 'feishu' && mentions('lark_user_ids', t('workflowNotify.larkIds'))}
          <Form.Item name={name('is_at_all')} valuePropName="checked" style={{ marginBottom: 8 }}>
            <Checkbox data-testid={`${testId}-at-all`}>{t('workflowNotify.atAll')}</Checkbox>
          </Form.Item>
        </Flex>
      )}
    </Card>
  );
}
