import { jobNameSchema } from '@slipway/contracts';
import { Alert, Button, Card, Flex, Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zodRule';
import { translateMessage } from '../../../i18n/translateMessage';

export interface JobCardProps {
  title: string;
  /** a job not saved yet cannot be closed */
  saved: boolean;
  problem: string | undefined;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** The frame of every job's form: title, close and save, the fields, then what is still wrong. */
export function JobCard({ title, saved, problem, onSave, onClose, children }: JobCardProps) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      data-testid="job-form"
      title={title}
      extra={
        <Flex gap={8}>
          <Button data-testid="job-close" disabled={!saved} onClick={onClose}>
            {t('workflow.job.close')}
          </Button>
          <Button type="primary" data-testid="job-save" onClick={onSave}>
            {t('workflow.job.save')}
          </Button>
        </Flex>
      }
    >
      {children}
      {problem && (
        <Alert type="error" showIcon data-testid="job-problem" title={problem} style={{ marginTop: 12 }} />
      )}
    </Card>
  );
}

/** The job's name, in the enclosing form's `name` field: the contracts' rule, and unique in the workflow. */
export function JobNameField({ nameTaken, extra }: { nameTaken: (name: string) => boolean; extra?: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="name"
      label={t('workflow.job.name')}
      extra={extra}
      style={{ minWidth: 280 }}
      rules={[
        zodRule(jobNameSchema),
        {
          validator: async (_rule, value: string) => {
            if (nameTaken(value ?? ''))
              throw new Error(translateMessage('validation.workflow.jobNameDuplicate'));
          },
        },
      ]}
    >
      <Input data-testid="job-name" />
    </Form.Item>
  );
}
