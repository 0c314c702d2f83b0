import { DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDebouncedValue } from '../system/hooks/useDebouncedValue';
import { hostServicePath, serviceDetailPath } from './environmentPaths';
import { serviceIsRunning, shortImage } from './environmentStatus';
import { type EnvironmentServiceRow, PAGE_SIZE } from './environments.api';
import { useEnvironmentServices } from './useEnvironments';

/** A host service's health: hosts running out of all its hosts. */
const hostHealth = (row: EnvironmentServiceRow) => {
  const statuses = row.env_statuses ?? [];
  return `${statuses.filter((s) => s.status === 'Running').length}/${statuses.length}`;
};

interface EnvironmentServicesTableProps {
  projectName: string;
  envName: string;
  /** the environment's kind: Helm and hosted environments list workloads */
  source: string;
  disabled: boolean;
  onRestart: (serviceName: string) => void;
  onRemove: (serviceName: string) => void;
}

/** The services of an environment, a page at a time: status, images, entry addresses and restart. */
export function EnvironmentServicesTable({
  projectName,
  envName,
  source,
  disabled,
  onRestart,
  onRemove,
}: EnvironmentServicesTableProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search, 300);
  const services = useEnvironmentServices(projectName, envName, debounced, page, source);

  const columns: TableColumnsType<EnvironmentServiceRow> = [
    {
      key: 'name',
      title: t('envs.serviceName'),
      render: (_, row) => (
        <Link
          to={(row.type === 'pm' ? hostServicePath : serviceDetailPath)(
            projectName,
            envName,
            row.service_name,
          )}
        >
          {row.service_name}
        </Link>
      ),
    },
    {
      key: 'status',
      title: t('envs.status'),
      render: (_, row) =>
        row.type === 'pm' ? (
          <Tag>{hostHealth(row)}</Tag>
        ) : serviceIsRunning(row.status) ? (
          <Tag color="success">{t('envs.serviceRunning')}</Tag>
        ) : (
          <Tooltip title={row.status}>
            <Tag color="error">{t('envs.serviceNotRunning')}</Tag>
          </Tooltip>
        ),
    },
    {
      key: 'images',
      title: t('envs.images'),
      render: (_, row) =>
        row.images.map((image) => (
          <Tooltip key={image} title={image}>
            <Tag>{shortImage(image)}</Tag>
          </Tooltip>
        )),
    },
    {
      key: 'entry',
      title: t('envs.entry'),
      render: (_, row) =>
        row.ingress?.host_info.map(({ host }) => (
          <a key={host} href={`http://${host}`} target="_blank" rel="noreferrer" style={{ marginRight: 8 }}>
            {host}
          </a>
        )),
    },
    {
      key: 'actions',
      title: t('envs.actions'),
      render: (_, row) => (
        <Flex gap={4}>
          <Tooltip title={t('envs.restart')}>
            <Button
              size="small"
              icon={<ReloadOutlined />}
              disabled={disabled}
              data-testid={`env-restart-${row.service_name}`}
              aria-label={t('envs.restart')}
              onClick={() => onRestart(row.service_name)}
            />
          </Tooltip>
          <Tooltip title={t('envs.removeService')}>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              disabled={disabled}
              data-testid={`env-remove-${row.service_name}`}
              aria-label={t('envs.removeService')}
              onClick={() => onRemove(row.service_name)}
            />
          </Tooltip>
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={8}>
      <Input.Search
        allowClear
        data-testid="env-service-search"
        placeholder={t('envs.searchServices')}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
        style={{ maxWidth: 320 }}
      />
      <Table<EnvironmentServiceRow>
        rowKey="service_name"
        size="small"
        columns={columns}
        dataSource={services.data?.rows ?? []}
        loading={services.isFetching}
        locale={{ emptyText: t('envs.noServices') }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: services.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          hideOnSinglePage: true,
        }}
      />
    </Flex>
  );
}
