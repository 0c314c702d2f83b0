import type { JobTask } from '@slipway/contracts';
import { Card, Flex, Typography } from 'antd';
import { TestReportLinks } from '../../tests/components/TestReportLinks';
import { StatusTag } from '../components/StatusTag';
import { elapsedSeconds } from '../duration';
import { useFormatDuration } from '../hooks/useFormatDuration';

/** A job of the task graph: status and duration; clicking opens its log. */
export function JobCard({
  job,
  now,
  selected,
  onOpen,
}: {
  job: JobTask;
  now: number;
  selected: boolean;
  onOpen: () => void;
}) {
  const formatDuration = useFormatDuration();
  return (
    <Card
      size="small"
      hoverable
      data-testid={`job-${job.name}`}
      data-status={job.status}
      onClick={onOpen}
      style={{ width: 220, borderColor: selected ? '#1677ff' : undefined }}
    >
      <Flex vertical gap={4}>
        <Flex justify="space-between" align="center" gap={8}>
          <Typography.Text strong ellipsis>
            {job.name}
          </Typography.Text>
          <StatusTag status={job.status} />
        </Flex>
        <Typography.Text type="secondary">
          {job.start_time ? formatDuration(elapsedSeconds(job.start_time, job.end_time, now)) : '-'}
        </Typography.Text>
        {job.error && (
          <Typography.Text type="danger" ellipsis={{ tooltip: job.error }}>
            {job.error}
          </Typography.Text>
        )}
        <TestReportLinks job={job} />
      </Flex>
    </Card>
  );
}
