import type { ScanTaskList } from '@slipway/contracts';
import { Button, Card, Descriptions, Flex, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { formatTime } from '../../projects/formatTime';
import { StatusTag } from '../../workflows/components/StatusTag';
import { useFormatDuration } from '../../workflows/hooks/useFormatDuration';
import { RunScannerDialog } from '../components/RunScannerDialog';
import { scannerPaths } from '../scannerPaths';
import { useScanHistory } from '../useScanning';

/** the portal's page size of the scan history */
const PAGE_SIZE = 50;

/** scanner/detail/{scanner_name}?id=: the runs of a scanner, paged, refreshed while open. */
export function ScannerHistoryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const project = params.project_name ?? '';
  const name = params.scanner_name ?? '';
  const id = useSearchParams()[0].get('id') ?? '';
  const [page, setPage] = useState(1);
  const [running, setRunning] = useState(false);
  const history = useScanHistory(project, id, page, PAGE_SIZE);
  const formatDuration = useFormatDuration();
  return (
    <Card
      title={t('scanning.history.title', { name })}
      extra={
        <Flex gap={8}>
          <Button
            data-testid="scanner-history-edit"
            onClick={() => navigate(scannerPaths.edit(project, name, id))}
          >
            {t('scanning.edit')}
          </Button>
          <Button type="primary" data-testid="scanner-history-run" onClick={() => setRunning(true)}>
            {t('scanning.run.action')}
          </Button>
        </Flex>
      }
    >
      <Descriptions size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('scanning.history.editor')}>
          {history.data?.scan_info.editor || '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('scanning.history.updated')}>
          {formatTime(history.data?.scan_info.updated_at)}
        </Descriptions.Item>
      </Descriptions>
      <Table<ScanTaskList['scan_tasks'][number]>
        data-testid="scan-history"
        size="small"
        rowKey="scan_id"
        loading={history.isPending && !history.isError}
        dataSource={history.data?.scan_tasks ?? []}
        locale={{ emptyText: t('scanning.history.empty') }}
        onRow={(task) => ({ 'data-testid': `scan-task-row-${task.scan_id}` }) as object}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: history.data?.total_tasks ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          {
            key: 'id',
            title: t('scanning.task.id'),
            render: (_, task) => (
              <Link
                to={scannerPaths.task(project, name, id, task.scan_id)}
                data-testid={`scan-task-${task.scan_id}`}
              >
                #{task.scan_id}
              </Link>
            ),
          },
          {
            key: 'status',
            title: t('scanning.task.status'),
            render: (_, task) => <StatusTag status={task.status} />,
          },
          {
            key: 'runTime',
            title: t('scanning.task.duration'),
            render: (_, task) => formatDuration(task.run_time ?? 0),
          },
          {
            key: 'created',
            title: t('scanning.task.created'),
            render: (_, task) => formatTime(task.created_at),
          },
          { key: 'creator', title: t('scanning.task.creator'), dataIndex: 'creator' },
        ]}
      />
      {running && (
        <RunScannerDialog
          project={project}
          scannerId={id}
          onClose={() => setRunning(false)}
          onStarted={(taskId) => navigate(scannerPaths.task(project, name, id, taskId, true))}
        />
      )}
    </Card>
  );
}
