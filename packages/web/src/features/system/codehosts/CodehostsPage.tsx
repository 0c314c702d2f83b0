import { CODEHOST_READY, type Codehost } from '@slipway/contracts';
import { Button, Card, Flex, Space, Switch, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsSuperAdmin } from '../../session/hooks/useIsSuperAdmin';
import { AdminTable } from '../components/AdminTable';
import { ConfirmDeleteButton } from '../components/ConfirmDeleteButton';
import { CreateButton } from '../components/CreateButton';
import { JenkinsSettings } from '../jenkins/JenkinsSettings';
import { SonarSettings } from '../sonar/SonarSettings';
import { CodehostFormModal } from './components/CodehostFormModal';
import { useCodehosts, useDeleteCodehost, useToggleProxy } from './useCodehosts';

/** Dialog state: closed, adding, or editing one host. */
type Dialog = { open: false } | { open: true; editing: Codehost | undefined };

/** /v1/system/integration: the code hosts builds, tests and services read from. */
export function CodehostsPage() {
  const { t, i18n } = useTranslation();
  const hosts = useCodehosts();
  const remove = useDeleteCodehost();
  const toggleProxy = useToggleProxy();
  // the page is open to everybody (the pickers' hosts), changes are for administrators
  const isAdmin = useIsSuperAdmin();
  const [dialog, setDialog] = useState<Dialog>({ open: false });
  return (
    <Card title={t('settings.codehost.title')}>
      <Flex vertical gap={16}>
        {isAdmin && (
          <Space>
            <CreateButton
              testId="codehost-add"
              label={t('settings.codehost.add')}
              onClick={() => setDialog({ open: true, editing: undefined })}
            />
          </Space>
        )}
        <AdminTable<Codehost>
          testId="codehost-table"
          rowTestId={(host) => `codehost-row-${host.id}`}
          emptyText={t('settings.codehost.empty')}
          rowKey="id"
          loading={hosts.isPending}
          dataSource={hosts.data ?? []}
          pagination={false}
          columns={(
            [
              { key: 'type', title: t('settings.codehost.type'), dataIndex: 'type' },
              { key: 'address', title: t('settings.codehost.address'), dataIndex: 'address' },
              { key: 'alias', title: t('settings.codehost.alias'), render: (_, host) => host.alias || '-' },
              {
                key: 'status',
                title: t('settings.codehost.status'),
                render: (_, host) =>
                  host.is_ready === CODEHOST_READY ? (
                    <Tag color="green">{t('settings.codehost.ready')}</Tag>
                  ) : (
                    <Tag>{t('settings.codehost.notReady')}</Tag>
                  ),
              },
              {
                key: 'proxy',
                title: t('settings.codehost.enableProxy'),
                render: (_, host) => (
                  <Switch
                    data-testid={`codehost-proxy-${host.id}`}
                    checked={host.enable_proxy}
                    disabled={!isAdmin}
                    loading={toggleProxy.isPending}
                    onChange={(enable_proxy) => toggleProxy.mutate({ ...host, enable_proxy })}
                  />
                ),
              },
              {
                key: 'updated',
                title: t('settings.codehost.updatedAt'),
                render: (_, host) => new Date(host.updated_at * 1000).toLocaleString(i18n.language),
              },
              {
                key: 'actions',
                title: t('settings.codehost.actions'),
                render: (_, host) => (
                  <Space>
                    <Button
                      type="link"
                      data-testid={`codehost-edit-${host.id}`}
                      onClick={() => setDialog({ open: true, editing: host })}
                    >
                      {t('system.action.edit')}
                    </Button>
                    <ConfirmDeleteButton
                      testId={`codehost-delete-${host.id}`}
                      question={t('settings.codehost.deleteConfirm', { address: host.address })}
                      onConfirm={() => remove.mutateAsync(host.id)}
                    />
                  </Space>
                ),
              },
            ] satisfies TableColumnsType<Codehost>
          ).filter((column) => isAdmin || column.key !== 'actions')}
        />
      </Flex>
      {dialog.open && (
        <CodehostFormModal editing={dialog.editing} onClose={() => setDialog({ open: false })} />
      )}
      {isAdmin && <SonarSettings />}
      {isAdmin && <JenkinsSettings />}
    </Card>
  );
}
