import type { BuildSummary } from '@slipway/contracts';
import { Alert, Button, Card, Flex, Space, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { AdminTable } from '../../system/components/AdminTable';
import { ConfirmDeleteButton } from '../../system/components/ConfirmDeleteButton';
import { CreateButton } from '../../system/components/CreateButton';
import { buildDetailPath, buildsPath } from '../buildPaths';
import { useBuilds, useDeleteBuild } from '../useBuilds';

/** projects/detail/{project}/builds: the project's build configurations. */
export function BuildListPage() {
  const { t, i18n } = useTranslation();
  const project = useParams().project_name ?? '';
  const navigate = useNavigate();
  const builds = useBuilds(project);
  const remove = useDeleteBuild(project);

  const question = (row: BuildSummary) =>
    row.pipelines.length > 0
      ? t('builds.deleteUsed', { name: row.name, workflows: row.pipelines.join(', ') })
      : t('builds.deleteConfirm', { name: row.name });

  const columns: TableColumnsType<BuildSummary> = [
    {
      key: 'name',
      title: t('builds.name'),
      render: (_, row) => (
        <Link data-testid={`build-link-${row.name}`} to={buildDetailPath(project, row.name)}>
          {row.name}
        </Link>
      ),
    },
    {
      key: 'targets',
      title: t('builds.targets'),
      render: (_, row) =>
        row.targets.map((target) => `${target.service_module}(${target.service_name})`).join(', ') || '-',
    },
    {
      key: 'updated',
      title: t('builds.updatedAt'),
      render: (_, row) => new Date(row.update_time * 1000).toLocaleString(i18n.language),
    },
    { key: 'updater', title: t('builds.updatedBy'), dataIndex: 'update_by' },
    {
      key: 'workflows',
      title: t('builds.workflows'),
      render: (_, row) => row.pipelines.join(', ') || '-',
    },
    {
      key: 'actions',
      title: t('builds.actions'),
      render: (_, row) => (
        <Space>
          <Button type="link" size="small" onClick={() => navigate(buildDetailPath(project, row.name))}>
            {t('builds.edit')}
          </Button>
          <ConfirmDeleteButton
            testId={`build-delete-${row.name}`}
            question={question(row)}
            onConfirm={() => remove.mutateAsync(row)}
          />
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('builds.title')}>
      <Flex vertical gap={16}>
        <Space>
          <CreateButton
            testId="build-create"
            label={t('builds.create')}
            onClick={() => navigate(`${buildsPath(project)}/create`)}
          />
        </Space>
        {builds.isError ? (
          <Alert type="error" showIcon data-testid="builds-failed" title={t('builds.loadFailed')} />
        ) : (
          <AdminTable<BuildSummary>
            testId="build-table"
            rowTestId={(row) => `build-row-${row.name}`}
            emptyText={t('builds.empty')}
            rowKey="name"
            loading={builds.isPending}
            dataSource={builds.data ?? []}
            pagination={false}
            columns={columns}
          />
        )}
        <Typography.Text type="secondary">{t('builds.hint')}</Typography.Text>
      </Flex>
    </Card>
  );
}
