import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NotifyItem } from './NotifyItem';
import { emptyNotify } from './notifyRules';

/**
 * The workflow's notifications in the surrounding form (`notify_ctls`): each one a robot webhook
 * (DingTalk, WeChat Work, Feishu) or email, with the events that send it; added, edited in place,
 * deleted.
 */
export function NotifyEditor() {
  const { t } = useTranslation();
  return (
    <Form.List name="notify_ctls">
      {(fields, { add, remove }) => (
        <Flex vertical gap={8} data-testid="wf-notify">
          <Typography.Text type="secondary">{t('workflowNotify.hint')}</Typography.Text>
          {fields.length === 0 && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workflowNotify.none')} />
          )}
          {fields.map((field) => (
            <NotifyItem key={field.key} index={field.name} onRemove={() => remove(field.name)} />
          ))}
          <Button
            icon={<PlusOutlined />}
            data-testid="wf-add-notify"
            style={{ alignSelf: 'start' }}
            onClick={() => add(emptyNotify())}
          >
            {t('workflowNotify.add')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
