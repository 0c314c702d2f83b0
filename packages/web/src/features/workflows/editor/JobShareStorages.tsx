import type { ShareStorage } from '@slipway/contracts';
import { Flex, Form, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/translateMessage';
import { namedStorages, unknownShares } from './shareStorages';

/**
 * In the job form: whether the job mounts share storages, and which of the workflow's (each shown
 * with the path the job sees it at).
 */
export function JobShareStorages({ storages }: { storages: readonly ShareStorage[] }) {
  const { t } = useTranslation();
  const offered = namedStorages(storages);
  return (
    <Flex vertical gap={4} style={{ marginTop: 16 }}>
      <Typography.Text strong>{t('workflow.share.title')}</Typography.Text>
      <Typography.Text type="secondary">{t('workflow.job.shares.hint')}</Typography.Text>
      <Flex gap={6} align="center" style={{ marginTop: 4 }}>
        <Form.Item name={['shares', 'enabled']} valuePropName="checked" noStyle>
          <Switch size="small" data-testid="job-shares-enabled" />
        </Form.Item>
        <Typography.Text>{t('workflow.job.shares.use')}</Typography.Text>
      </Flex>
      <Form.Item noStyle shouldUpdate>
        {({ getFieldValue }) => {
          if (!getFieldValue(['shares', 'enabled'])) return null;
          if (offered.length === 0) {
            return (
              <Typography.Text type="warning" data-testid="job-shares-none">
                {t('workflow.job.shares.noneDefined')}
              </Typography.Text>
            );
          }
          return (
            <Form.Item
              name={['shares', 'names']}
              style={{ marginTop: 8, marginBottom: 0 }}
              rules={[
                {
                  validator: async (_rule, names: string[] | undefined) => {
                    if (unknownShares({ enabled: true, names: names ?? [] }, offered).length > 0)
                      throw new Error(translateMessage('validation.workflow.shareStorageUnknown'));
                  },
                },
              ]}
            >
              <Select
                mode="multiple"
                data-testid="job-shares"
                placeholder={t('workflow.job.shares.pick')}
                options={offered.map((storage) => ({
                  value: storage.name,
                  label: t('workflow.job.shares.option', { name: storage.name, path: storage.path }),
                }))}
              />
            </Form.Item>
          );
        }}
      </Form.Item>
    </Flex>
  );
}
