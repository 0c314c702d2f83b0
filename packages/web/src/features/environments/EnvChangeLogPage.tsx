import type { AuditLog } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Input, Select, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AuditDetailDrawer } from '../system/audit/components/AuditDetailDrawer';
import { StatusTag } from '../system/audit/components/StatusTag';
import { useServerPagination } from '../system/components/useServerPagination';
import { formatDateTime } from '../system/formatTime';
import {
  type ChangeLogSearchField,
  changeLogQuery,
  changeLogSearchFields,
  envChangeLogApi,
} from './envChangeLog.api';
import { envDetailPath } from './environmentPaths';

/** The portal's page size of an environment's change log. */
const FIRST_PAGE = { page: 1, perPage: 50 };

const fieldLabel = {
  username: 'envs.changeLogUser',
  function: 'envs.changeLogFunction',
  status: 'envs.changeLogStatus',
  detail: 'envs.changeLogDetail',
} as const;

/** /envs/{env}/log: who changed the environment, how, and how the call ended, newest first. */
export function EnvChangeLogPage() {
  const { t } = useTranslation();
  const params = useParams();
  const projectName = params.project_name ?? '';
  const envName = params.env_name ?? '';
  const [field, setField] = useState<ChangeLogSearchField>('username');
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState({ field, keyword: '' });
  const [paging, setPaging] = useState(FIRST_PAGE);
  const [selected, setSelected] = useState<AuditLog>();
  const query = changeLogQuery(projectName, envName, search, paging.page, paging.perPage);
  const logs = useQuery({
    queryKey: ['environments', projectName, envName, 'changelog', query],
    queryFn: ({ signal }) => envChangeLogApi.list(query, signal),
  });
  const pagination = useServerPagination(paging, logs.data?.count, setPaging);
  const runSearch = () => {
    setSearch({ field, keyword });
    setPaging((current) => ({ ...current, page: 1 }));
  };

  const columns: TableColumnsType<AuditLog> = [
    { key: 'time', title: t('envs.changeLogTime'), render: (_, log) => formatDateTime(log.created_at) },
    { key: 'user', title: t('envs.changeLogUser'), render: (_, log) => log.username || '-' },
    { key: 'method', title: t('envs.changeLogMethod'), render: (_, log) => log.method || '-' },
    { key: 'function', title: t('envs.changeLogFunction'), render: (_, log) => log.function || log.path },
    { key: 'detail', title: t('envs.changeLogDetail'), render: (_, log) => log.name || '-' },
    {
      key: 'status',
      title: t('envs.changeLogStatus'),
      render: (_, log) => <StatusTag status={log.status} />,
    },
    {
      key: 'payload',
      title: t('envs.changeLogPayload'),
      render: (_, log) => (
        <Button
          type="link"
          size="small"
          data-testid={`env-log-view-${log.id}`}
          onClick={() => setSelected(log)}
        >
          {t('envs.changeLogView')}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('envs.changeLogTitle', { name: envName })}
        </Typography.Title>
        <Link to={envDetailPath(projectName, envName)}>{t('envs.backToEnvironment', { name: envName })}</Link>
      </Flex>
      <Flex gap={8}>
        <Select<ChangeLogSearchField>
          data-testid="env-log-field"
          style={{ width: 140 }}
          value={field}
          onChange={setField}
          options={changeLogSearchFields.map((value) => ({ value, label: t(fieldLabel[value]) }))}
        />
        <Input
          data-testid="env-log-keyword"
          style={{ width: 320 }}
          allowClear
          value={keyword}
          placeholder={t('envs.changeLogKeyword')}
          onChange={(event) => setKeyword(event.target.value)}
          onPressEnter={runSearch}
        />
        <Button type="primary" data-testid="env-log-search" onClick={runSearch}>
          {t('envs.changeLogSearch')}
        </Button>
      </Flex>
      {logs.isError ? (
        <Alert
          type="error"
          data-testid="env-log-error"
          title={t('envs.changeLogLoadFailed')}
          action={
            <Button size="small" onClick={() => void logs.refetch()}>
              {t('envs.changeLogRetry')}
            </Button>
          }
        />
      ) : (
        <Table<AuditLog>
          data-testid="env-log-table"
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={logs.data?.logs ?? []}
          loading={logs.isFetching}
          locale={{ emptyText: t('envs.changeLogEmpty') }}
          pagination={pagination}
        />
      )}
      <AuditDetailDrawer log={selected} onClose={() => setSelected(undefined)} />
    </Flex>
  );
}
