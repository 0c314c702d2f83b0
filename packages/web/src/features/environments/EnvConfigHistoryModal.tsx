import type { EnvConfigKind, EnvConfigVersion } from '@slipway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Modal, Table, type TableColumnsType, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../projects/testId';
import { envConfigsApi } from './envConfigs.api';

interface EnvConfigHistoryModalProps {
  projectName: string;
  envName: string;
  kind: EnvConfigKind;
  name: string;
  /** the query of the object list, refreshed after a rollback */
  listKey: readonly unknown[];
  onClose: () => void;
}

const savedAt = (v: EnvConfigVersion) =>
  v.create_time ? dayjs.unix(v.create_time).format('YYYY-MM-DD HH:mm:ss') : '-';

/**
 * The saved versions of one config object, newest (current) first: who saved each and when, its YAML,
 * and rolling back to an older one after confirming. Secrets are shown masked, as the server sends them.
 */
export function EnvConfigHistoryModal({
  projectName,
  envName,
  kind,
  name,
  listKey,
  onClose,
}: EnvConfigHistoryModalProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [viewing, setViewing] = useState<EnvConfigVersion>();
  const key = ['environments', projectName, envName, 'config-history', kind, name];
  const versions = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => envConfigsApi.history(projectName, envName, kind, name, signal),
  });
  const rollback = useMutation({
    mutationFn: (v: EnvConfigVersion) =>
      envConfigsApi.update(projectName, envName, kind, name, v.yaml_data, v.version),
    onSuccess: async () => {
      void message.success(t('envs.configHistoryRolledBack'));
      setViewing(undefined);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: [...listKey] }),
      ]);
    },
  });
  const confirmRollback = (v: EnvConfigVersion) =>
    modal.confirm({
      title: t('envs.configHistoryRollbackQuestion', { name, time: savedAt(v) }),
      okButtonProps: testIdProps('env-config-rollback-ok'),
      // a refused rollback is reported by the HTTP client
      onOk: () => rollback.mutateAsync(v).catch(() => undefined),
    });

  const columns: TableColumnsType<EnvConfigVersion> = [
    {
      key: 'time',
      title: t('envs.configHistoryTime'),
      render: (_, v, index) => (
        <Flex gap={6} align="center">
          {savedAt(v)}
          {index === 0 && <Tag color="blue">{t('envs.configHistoryCurrent')}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'by',
      title: t('envs.configHistoryBy'),
      render: (_, v) => (v.version === undefined ? t('envs.configHistoryOutside') : v.created_by || '-'),
    },
    {
      key: 'actions',
      title: t('envs.actions'),
      render: (_, v, index) => (
        <Flex gap={4}>
          <Button size="small" data-testid={`env-config-version-view-${index}`} onClick={() => setViewing(v)}>
            {t('envs.configHistoryView')}
          </Button>
          {index > 0 && v.version !== undefined && (
            <Button
              size="small"
              data-testid={`env-config-version-rollback-${index}`}
              loading={rollback.isPending && rollback.variables === v}
              onClick={() => confirmRollback(v)}
            >
              {t('envs.configHistoryRollback')}
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Modal open title={t('envs.configHistoryTitle', { name })} width={820} footer={null} onCancel={onClose}>
      <Flex vertical gap={12}>
        {kind === 'Secret' && <Alert type="info" title={t('envs.configHistoryMasked')} />}
        {versions.isError ? (
          <Alert
            type="error"
            data-testid="env-config-history-error"
            title={t('envs.configHistoryLoadFailed')}
          />
        ) : (
          <Table<EnvConfigVersion>
            data-testid="env-config-history"
            rowKey={(v) => `${v.version ?? 'current'}-${v.create_time}`}
            size="small"
            columns={columns}
            dataSource={versions.data ?? []}
            loading={versions.isFetching}
            locale={{ emptyText: t('envs.configHistoryEmpty') }}
            pagination={{ pageSize: 8, hideOnSinglePage: true }}
          />
        )}
        {viewing && (
          <Flex vertical gap={4}>
            <Typography.Text strong>{savedAt(viewing)}</Typography.Text>
            <pre
              data-testid="env-config-version-yaml"
              style={{ margin: 0, maxHeight: 360, overflow: 'auto', fontFamily: 'monospace' }}
            >
              {viewing.yaml_data}
            </pre>
          </Flex>
        )}
      </Flex>
    </Modal>
  );
}
