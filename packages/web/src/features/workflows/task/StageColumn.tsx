import type { StageTask } from '@slipway/contracts';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../components/StatusTag';
import { elapsedSeconds } from '../duration';
import { useFormatDuration } from '../hooks/useFormatDuration';
import { ApprovalBlock } from './ApprovalBlock';
import { JobCard } from './JobCard';

export interface StageColumnProps {
  stage: StageTask;
  now: number;
  selectedJob: string | undefined;
  approving: boolean;
  onOpenJob: (job: string) => void;
  onDecide: (approve: boolean, comment: string) => Promise<unknown>;
}

/** One stage of the task graph: its status, approval and jobs. */
export function StageColumn({ stage, now, selectedJob, approving, onOpenJob, onDecide }: StageColumnProps) {
  const { t } = useTranslation();
  const formatDuration = useFormatDuration();
  return (
    <Flex
      vertical
      gap={8}
      data-testid={`stage-${stage.name}`}
      data-status={stage.status}
      style={{ padding: 12, borderRadius: 8, background: 'rgba(0,0,0,0.03)', minWidth: 244 }}
    >
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text strong>{stage.name}</Typography.Text>
        <StatusTag status={stage.status} />
      </Flex>
      <Flex gap={8} align="center">
        {stage.parallel && <Tag>{t('workflow.stage.parallel')}</Tag>}
        <Typography.Text type="secondary">
          {stage.start_time ? formatDuration(elapsedSeconds(stage.start_time, stage.end_time, now)) : '-'}
        </Typography.Text>
      </Flex>
      {stage.approval.enabled && <ApprovalBlock stage={stage} pending={approving} onDecide={onDecide} />}
      {stage.jobs.map((job) => (
        <JobCard
          key={job.name}
          job={job}
          now={now}
          selected={job.name === selectedJob}
          onOpen={() => onOpenJob(job.name)}
        />
      ))}
      {stage.error && <Typography.Text type="danger">{stage.error}</Typography.Text>}
    </Flex>
  );
}
