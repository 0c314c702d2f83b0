import { CompressOutlined, DownloadOutlined, ExpandOutlined } from '@ant-design/icons';
import { isFinished, type JobTask } from '@slipway/contracts';
import { Button, Drawer, Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogTerminal } from '../../../components/LogTerminal/LogTerminal';
import { StatusTag } from '../components/StatusTag';
import { jobLogLines } from '../tasks.api';
import { downloadJobLog } from './downloadLog';

/**
 * The log of one job of a task, opened at its tail and live while it runs, read by line however
 * long it is; the full view is wider with a larger font.
 */
export function JobLogDrawer({
  workflow,
  taskId,
  job,
  onClose,
}: {
  workflow: string;
  taskId: number;
  job: JobTask | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [fullView, setFullView] = useState(false);
  const name = job?.name ?? '';
  const lines = useMemo(() => jobLogLines(workflow, taskId, name), [workflow, taskId, name]);
  return (
    <Drawer
      open={job !== undefined}
      onClose={onClose}
      size={fullView ? '100%' : 960}
      destroyOnHidden
      title={
        <Flex gap={8} align="center">
          <Typography.Text strong>{t('workflow.log.title', { job: name })}</Typography.Text>
          {job && <StatusTag status={job.status} testId="log-job-status" />}
        </Flex>
      }
      extra={
        <Flex gap={8}>
          <Button
            icon={<DownloadOutlined />}
            data-testid="log-download"
            disabled={!job || !isFinished(job.status)}
            onClick={() => void downloadJobLog(workflow, taskId, name).catch(() => undefined)}
          >
            {t('workflow.log.download')}
          </Button>
          <Button
            icon={fullView ? <CompressOutlined /> : <ExpandOutlined />}
            data-testid="log-full-view"
            onClick={() => setFullView(!fullView)}
          >
            {fullView ? t('workflow.log.exitFullView') : t('workflow.log.fullView')}
          </Button>
        </Flex>
      }
    >
      {job && <LogTerminal key={name} fullView={fullView} lines={lines} />}
    </Drawer>
  );
}
