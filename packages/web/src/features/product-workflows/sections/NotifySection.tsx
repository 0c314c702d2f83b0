import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Flex, Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { webhookOf } from '../editor/productRules';
import {
  type NotifyCtl,
  type NotifyWebhookType,
  notifyEvents,
  notifyWebhookTypes,
} from '../productWorkflow.types';
import { FieldIssue } from './FieldIssue';
import type { SectionProps } from './sectionProps';

const webhookFields = {
  dingding: 'dingding_webhook',
  wechat: 'weChat_webHook',
  feishu: 'feishu_webhook',
} as const;
const webhookField = (type: string) => webhookFields[type as NotifyWebhookType] ?? webhookFields.dingding;

const newNotify = (): NotifyCtl => ({
  enabled: true,
  webhook_type: 'dingding',
  dingding_webhook: '',
  at_mobiles: [],
  is_at_all: false,
  notify_type: ['failed'],
});

/** IM notifications (DingTalk, WeCom, Feishu webhooks) with the events they report and who is mentioned. */
export function NotifySection({ workflow, onChange, issues }: SectionProps) {
  const { t } = useTranslation();
  const items: NotifyCtl[] = workflow.notify_ctls;
  const setItem = (index: number, next: NotifyCtl) =>
    onChange({ ...workflow, notify_ctls: items.map((item, at) => (at === index ? next : item)) });
  return (
    <Flex vertical gap={12}>
      {items.map((item, index) => (
        <Card
          // notifications have no identity of their own; their place is what the user edits
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          size="small"
          data-testid={`pwf-notify-${index}`}
          title={t('productWorkflow.notify.item', { number: index + 1 })}
          extra={
            <Flex gap={8} align="center">
              <Switch
                size="small"
                checked={item.enabled}
                onChange={(enabled) => setItem(index, { ...item, enabled })}
              />
              <Button
                size="small"
                icon={<DeleteOutlined />}
                aria-label={t('productWorkflow.remove')}
                data-testid={`pwf-notify-remove-${index}`}
                onClick={() => onChange({ ...workflow, notify_ctls: items.filter((_, at) => at !== index) })}
              />
            </Flex>
          }
        >
          <Form layout="vertical" component="div">
            <Form.Item label={t('productWorkflow.notify.type')}>
              <Select
                data-testid={`pwf-notify-type-${index}`}
                value={item.webhook_type as NotifyWebhookType}
                options={notifyWebhookTypes.map((value) => ({
                  value,
                  label: t(`productWorkflow.notify.type.${value}`),
                }))}
                onChange={(webhook_type: NotifyWebhookType) =>
                  setItem(index, { ...item, webhook_type, [webhookField(webhook_type)]: webhookOf(item) })
                }
              />
            </Form.Item>
            <FieldIssue
              issues={issues}
              field={`notify.${index}.webhook`}
              label={t('productWorkflow.notify.webhook')}
            >
              <Input
                data-testid={`pwf-notify-webhook-${index}`}
                value={webhookOf(item)}
                placeholder="https://"
                onChange={(event) =>
                  setItem(index, { ...item, [webhookField(item.webhook_type)]: event.target.value })
                }
              />
            </FieldIssue>
            <FieldIssue
              issues={issues}
              field={`notify.${index}.events`}
              label={t('productWorkflow.notify.events')}
            >
              <Checkbox.Group
                data-testid={`pwf-notify-events-${index}`}
                value={item.notify_type}
                options={notifyEvents.map((value) => ({
                  value,
                  label: t(`productWorkflow.notify.event.${value}`),
                }))}
                onChange={(notify_type) => setItem(index, { ...item, notify_type })}
              />
            </FieldIssue>
            <Form.Item label={t('productWorkflow.notify.mentions')}>
              <Flex gap={12} align="center">
                <Select
                  mode="tags"
                  style={{ flex: 1 }}
                  data-testid={`pwf-notify-mentions-${index}`}
                  disabled={item.is_at_all}
                  placeholder={t('productWorkflow.notify.mentionsPlaceholder')}
                  value={item.at_mobiles}
                  onChange={(at_mobiles: string[]) => setItem(index, { ...item, at_mobiles })}
                />
                <Checkbox
                  checked={item.is_at_all}
                  onChange={(event) => setItem(index, { ...item, is_at_all: event.target.checked })}
                >
                  {t('productWorkflow.notify.atAll')}
                </Checkbox>
              </Flex>
            </Form.Item>
          </Form>
        </Card>
      ))}
      <Button
        icon={<PlusOutlined />}
        data-testid="pwf-notify-add"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => onChange({ ...workflow, notify_ctls: [...items, newNotify()] })}
      >
        {t('productWorkflow.notify.add')}
      </Button>
    </Flex>
  );
}
