import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Dropdown, Flex, Input, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApprovalFields } from './ApprovalFields';
import type { StageDraft } from './draft';
import type { StageChange } from './draftOps';
import { typedJobKinds } from './jobKinds';
import { MoveButtons } from './MoveButtons';

export interface StageCardProps {
  stage: StageDraft;
  index: number;
  count: number;
  openJobKey: string | undefined;
  onChange: (change: StageChange) => void;
  onMove: (delta: number) => void;
  onRemove: () => void;
  /** adds a job of the type (freestyle when none) */
  onAddJob: (type?: string) => void;
  onOpenJob: (jobKey: string) => void;
  onMoveJob: (jobIndex: number, delta: number) => void;
  onRemoveJob: (jobKey: string) => void;
}

/** One stage: its name, parallel and approval switches, and its jobs in order. */
export function StageCard(props: StageCardProps) {
  const { stage, index, count, openJobKey } = props;
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      data-testid={`wf-stage-${index}`}
      title={
        <Flex gap={8} align="center">
          <Typography.Text type="secondary">
            {t('workflow.stage.number', { number: index + 1 })}
          </Typography.Text>
          <Input
            data-testid={`stage-name-${index}`}
            style={{ maxWidth: 280 }}
            status={stage.name.trim() ? undefined : 'error'}
            placeholder={t('workflow.stage.name')}
            value={stage.name}
            onChange={(event) => props.onChange({ name: event.target.value })}
          />
        </Flex>
      }
      extra={
        <MoveButtons
          testId={`stage-${index}`}
          index={index}
          count={count}
          onMove={props.onMove}
          onRemove={props.onRemove}
        />
      }
    >
      <Flex vertical gap={12}>
        <Flex gap={24} wrap>
          <Flex gap={8} align="center">
            <Switch
              data-testid={`stage-parallel-${index}`}
              checked={stage.parallel}
              onChange={(parallel) => props.onChange({ parallel })}
            />
            <Typography.Text>{t('workflow.stage.parallel')}</Typography.Text>
          </Flex>
          <Flex gap={8} align="center">
            <Switch
              data-testid={`stage-approval-${index}`}
              checked={stage.approval.enabled}
              onChange={(enabled) => props.onChange({ approval: { ...stage.approval, enabled } })}
            />
            <Typography.Text>{t('workflow.stage.approval')}</Typography.Text>
          </Flex>
        </Flex>
        {stage.approval.enabled && (
          <ApprovalFields
            index={index}
            approval={stage.approval}
            onChange={(approval) => props.onChange({ approval })}
          />
        )}
        <Flex gap={8} wrap align="center">
          {stage.jobs.map((job, jobIndex) => (
            <Flex
              key={job.key}
              gap={4}
              align="center"
              style={{
                border: '1px solid',
                borderColor: job.key === openJobKey ? '#1677ff' : '#d9d9d9',
                borderRadius: 6,
                padding: '2px 4px 2px 8px',
              }}
            >
              <Button
                type="link"
                size="small"
                data-testid={`stage-${index}-job-${jobIndex}`}
                onClick={() => props.onOpenJob(job.key)}
              >
                {job.name || t('workflow.job.unnamed')}
              </Button>
              {!job.saved && <Tag color="warning">{t('workflow.job.unsaved')}</Tag>}
              <MoveButtons
                testId={`stage-${index}-job-${jobIndex}`}
                index={jobIndex}
                count={stage.jobs.length}
                onMove={(delta) => props.onMoveJob(jobIndex, delta)}
                onRemove={() => props.onRemoveJob(job.key)}
              />
            </Flex>
          ))}
          <Button
            icon={<PlusOutlined />}
            data-testid={`stage-add-job-${index}`}
            onClick={() => props.onAddJob()}
          >
            {t('workflow.job.add')}
          </Button>
          <Dropdown
            trigger={['click']}
            menu={{
              items: typedJobKinds.map((kind) => ({
                key: kind.type,
                label: <span data-testid={`stage-${index}-add-${kind.type}`}>{t(kind.label)}</span>,
              })),
              onClick: ({ key }) => props.onAddJob(key),
            }}
          >
            <Button data-testid={`stage-add-typed-job-${index}`}>{t('buildJob.kind')}</Button>
          </Dropdown>
        </Flex>
      </Flex>
    </Card>
  );
}
