import { PlusOutlined } from '@ant-design/icons';
import { shareStorageSchema } from '@slipway/contracts';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zodRule';
import { translateMessage } from '../../../i18n/translateMessage';
import { uniqueInList } from './uniqueInList';

/**
 * The workflow's share storages in the surrounding form (name and mount path): the only way files
 * of one job reach a later one, since every job starts in an empty workspace.
 */
export function ShareStoragesEditor() {
  const { t } = useTranslation();
  return (
    <Form.List name="share_storages">
      {(fields, { add, remove }) => (
        <Flex vertical gap={4} data-testid="wf-shares">
          <Typography.Text strong>{t('workflow.share.title')}</Typography.Text>
          <Typography.Text type="secondary" data-testid="wf-shares-hint">
            {t('workflow.share.hint')}
          </Typography.Text>
          {fields.map((field, k) => (
            <Flex key={field.key} gap={8} align="start" wrap style={{ marginTop: 4 }}>
              <Form.Item
                name={[field.name, 'name']}
                rules={[
                  zodRule(shareStorageSchema.shape.name),
                  uniqueInList(
                    'share_storages',
                    'name',
                    translateMessage('validation.workflow.shareNameDuplicate'),
                  ),
                ]}
                style={{ marginBottom: 8, width: 220 }}
              >
                <Input data-testid={`share-name-${k}`} placeholder={t('workflow.share.name')} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'path']}
                rules={[zodRule(shareStorageSchema.shape.path)]}
                style={{ marginBottom: 8, flex: '1 1 260px' }}
              >
                <Input data-testid={`share-path-${k}`} placeholder={t('workflow.share.path')} />
              </Form.Item>
              <Button type="text" danger data-testid={`share-remove-${k}`} onClick={() => remove(field.name)}>
                {t('workflow.remove')}
              </Button>
            </Flex>
          ))}
          <Button
            icon={<PlusOutlined />}
            data-testid="wf-add-share"
            style={{ alignSelf: 'start', marginTop: 4 }}
            onClick={() => add({ name: '', path: '' })}
          >
            {t('workflow.share.add')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
