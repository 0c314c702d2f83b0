import { type EnvConfigKind, envConfigKinds } from '@slipway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Table, type TableColumnsType, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { testIdProps } from '../projects/testId';
import { EnvConfigHistoryModal } from './EnvConfigHistoryModal';
import { EnvConfigYamlModal } from './EnvConfigYamlModal';
import { type EnvConfigRow, envConfigName, envConfigsApi } from './envConfigs.api';
import { envDetailPath } from './environmentPaths';

type Editing = { name?: string; yaml: string };

/** /envs/detail/{env}/envConfig: the environment's ConfigMaps, Secrets, Ingresses and PVCs. */
export function EnvConfigPage() {
  const { t } = useTranslation();
  const params = useParams();
  const projectName = params.project_name ?? '';
  const envName = params.env_name ?? '';
  const [kind, setKind] = useState<EnvConfigKind>('ConfigMap');
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('envs.configTitle', { name: envName })}
        </Typography.Title>
        <Link to={envDetailPath(projectName, envName)}>{t('envs.backToEnvironment', { name: envName })}</Link>
      </Flex>
      <Tabs
        activeKey={kind}
        onChange={(key) => setKind(key as EnvConfigKind)}
        items={envConfigKinds.map((k) => ({
          key: k,
          label: k,
          children: <EnvConfigList projectName={projectName} envName={envName} kind={k} />,
        }))}
      />
    </Flex>
  );
}

interface EnvConfigListProps {
  projectName: string;
  envName: string;
  kind: EnvConfigKind;
  /** only the objects this service uses */
  serviceName?: string;
}

/** The config objects of one kind: add and edit as YAML, delete after confirming. */
export function EnvConfigList({ projectName, envName, kind, serviceName }: EnvConfigListProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>();
  const [historyOf, setHistoryOf] = useState<string>();
  const key = ['environments', projectName, envName, 'configs', kind, serviceName ?? ''];
  const rows = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => envConfigsApi.list(projectName, envName, kind, serviceName, signal),
  });
  const done = (text: string) => async () => {
    void message.success(text);
    setEditing(undefined);
    await queryClient.invalidateQueries({ queryKey: key });
  };
  const save = useMutation({
    mutationFn: ({ name, yaml }: Editing) =>
      name === undefined
        ? envConfigsApi.create(projectName, envName, kind, yaml)
        : envConfigsApi.update(projectName, envName, kind, name, yaml),
    onSuccess: done(t('envs.configSaved')),
  });
  const remove = useMutation({
    mutationFn: (name: string) => envConfigsApi.remove(projectName, envName, kind, name),
    onSuccess: done(t('envs.configDeleted')),
  });

  const columns: TableColumnsType<EnvConfigRow> = [
    { key: 'name', title: t('envs.configName'), render: (_, row) => envConfigName(row) },
    { key: 'services', title: t('envs.services'), render: (_, row) => row.services.join(', ') || '-' },
    {
      key: 'updated',
      title: t('envs.updateTime'),
      render: (_, row) => (row.update_time ? dayjs.unix(row.update_time).format('YYYY-MM-DD HH:mm:ss') : '-'),
    },
    {
      key: 'actions',
      title: t('envs.actions'),
      render: (_, row) => {
        const name = envConfigName(row);
        return (
          <Flex gap={4}>
            <Button
              size="small"
              data-testid={`env-config-edit-${name}`}
              onClick={() => setEditing({ name, yaml: row.yaml_data })}
            >
              {t('envs.configEdit')}
            </Button>
            <Button
              size="small"
              data-testid={`env-config-history-${name}`}
              onClick={() => setHistoryOf(name)}
            >
              {t('envs.configHistory')}
            </Button>
            <Button
              size="small"
              danger
              data-testid={`env-config-delete-${name}`}
              onClick={() =>
                modal.confirm({
                  title: t('envs.configDeleteQuestion', { name }),
                  okType: 'danger',
                  okButtonProps: testIdProps('env-config-delete-ok'),
                  onOk: () => remove.mutateAsync(name).catch(() => undefined),
                })
              }
            >
              {t('envs.podDelete')}
            </Button>
          </Flex>
        );
      },
    },
  ];

  return (
    <Flex vertical gap={8}>
      <Flex justify="end">
        <Button type="primary" data-testid="env-config-add" onClick={() => setEditing({ yaml: '' })}>
          {t('envs.configAdd', { kind })}
        </Button>
      </Flex>
      <Table<EnvConfigRow>
        rowKey={envConfigName}
        size="small"
        columns={columns}
        dataSource={rows.data ?? []}
        loading={rows.isFetching}
        locale={{ emptyText: t('envs.configEmpty', { kind }) }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
      />
      {historyOf !== undefined && (
        <EnvConfigHistoryModal
          projectName={projectName}
          envName={envName}
          kind={kind}
          name={historyOf}
          listKey={key}
          onClose={() => setHistoryOf(undefined)}
        />
      )}
      {editing && (
        <EnvConfigYamlModal
          title={editing.name ?? t('envs.configAdd', { kind })}
          yaml={editing.yaml}
          saving={save.isPending}
          onSave={(yaml) => save.mutate({ name: editing.name, yaml })}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Flex>
  );
}
