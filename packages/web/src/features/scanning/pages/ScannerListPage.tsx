import { Button, Card, Flex, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { AdminTable } from '../../system/components/AdminTable';
import { ConfirmDeleteButton } from '../../system/components/ConfirmDeleteButton';
import { CreateButton } from '../../system/components/CreateButton';
import { RunScannerDialog } from '../components/RunScannerDialog';
import { scannerPaths } from '../scannerPaths';
import type { ScannerSummary } from '../scanning.types';
import { useDeleteScanner, useScanners } from '../useScanning';

const PAGE_SIZE = 20;

/** projects/detail/{project}/scanner: the project's code scanners with their runs and average time. */
export function ScannerListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const project = useParams().project_name ?? '';
  const scanners = useScanners(project);
  const remove = useDeleteScanner(project);
  const [running, setRunning] = useState<ScannerSummary>();
  return (
    <Card title={t('scanning.title')}>
      <Flex vertical gap={16}>
        <Flex justify="end">
          <CreateButton
            testId="scanner-create"
            label={t('scanning.create')}
            onClick={() => navigate(scannerPaths.create(project))}
          />
        </Flex>
        <AdminTable<ScannerSummary>
          testId="scanner-table"
          rowTestId={(scanner) => `scanner-row-${scanner.name}`}
          emptyText={t('scanning.empty')}
          rowKey="id"
          loading={scanners.isPending && !scanners.isError}
          dataSource={scanners.data ?? []}
          pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true }}
          columns={[
            {
              key: 'name',
              title: t('scanning.name'),
              render: (_, scanner) => (
                <Link
                  to={scannerPaths.history(project, scanner.name, scanner.id)}
                  data-testid={`scanner-open-${scanner.name}`}
                >
                  {scanner.name}
                </Link>
              ),
            },
            {
              key: 'runs',
              title: t('scanning.runs'),
              render: (_, scanner) => scanner.statistics?.times_run ?? 0,
            },
            {
              key: 'avg',
              title: t('scanning.avgTime'),
              render: (_, scanner) => `${scanner.statistics?.run_time_average ?? 0}s`,
            },
            {
              key: 'actions',
              title: t('scanning.actions'),
              render: (_, scanner) => (
                <Space size={0}>
                  <Button
                    type="link"
                    size="small"
                    data-testid={`scanner-run-${scanner.name}`}
                    onClick={() => setRunning(scanner)}
                  >
                    {t('scanning.run.action')}
                  </Button>
                  <Button
                    type="link"
                    size="small"
                    data-testid={`scanner-edit-${scanner.name}`}
                    onClick={() => navigate(scannerPaths.edit(project, scanner.name, scanner.id))}
                  >
                    {t('scanning.edit')}
                  </Button>
                  <ConfirmDeleteButton
                    testId={`scanner-delete-${scanner.name}`}
                    question={t('scanning.deleteConfirm', { name: scanner.name })}
                    onConfirm={() => remove.mutateAsync(scanner.id)}
                  />
                </Space>
              ),
            },
          ]}
        />
      </Flex>
      {running && (
        <RunScannerDialog
          project={project}
          scannerId={running.id}
          onClose={() => setRunning(undefined)}
          onStarted={(taskId) => navigate(scannerPaths.task(project, running.name, running.id, taskId, true))}
        />
      )}
    </Card>
  );
}
