import { PlusOutlined } from '@ant-design/icons';
import { envVarSchema, type ShareStorage, shellStepSchema } from '@slipway/contracts';
import { Button, Card, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldsValid } from '../../../components/form/fieldsValid';
import { zodRule } from '../../../components/form/zodRule';
import { VariableListEditor } from '../../../components/VariableListEditor/VariableListEditor';
import type { JobDraft, JobValues } from './draft';
import { JobCard, JobNameField } from './JobCard';
import { JobShareStorages } from './JobShareStorages';
import { MoveButtons } from './MoveButtons';

const MAX_JOB_MINUTES = 7 * 24 * 60;
const mono = { fontFamily: 'Menlo, Consolas, "Liberation Mono", monospace' };

export interface JobFormProps {
  job: JobDraft;
  /** the workflow's share storages, which the job may mount */
  storages: readonly ShareStorage[];
  /** whether another job already has the name */
  nameTaken: (name: string) => boolean;
  onChange: () => void;
  /** stores the values; answers what is still wrong, if anything */
  onSave: (values: JobValues) => string | undefined;
  onClose: () => void;
}

const valuesOf = (job: JobDraft): JobValues => ({
  name: job.name,
  timeout: job.timeout,
  envs: job.envs,
  steps: job.steps,
  outputs: job.outputs,
  shares: job.shares,
});

/** A freestyle job: name, timeout, variables, ordered shell steps, output names and share storages. */
export function JobForm({ job, storages, nameTaken, onChange, onSave, onClose }: JobFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<JobValues>();
  const [problem, setProblem] = useState<string>();

  const save = async () => {
    setProblem(undefined);
    if (!(await fieldsValid(form))) return;
    setProblem(onSave({ ...valuesOf(job), ...form.getFieldsValue(true) }));
  };

  return (
    <JobCard
      title={t('workflow.job.title', { name: job.name || t('workflow.job.unnamed') })}
      saved={job.saved}
      problem={problem}
      onSave={() => void save()}
      onClose={onClose}
    >
      <Form<JobValues>
        form={form}
        layout="vertical"
        initialValues={valuesOf(job)}
        onValuesChange={() => {
          setProblem(undefined);
          onChange();
        }}
      >
        <Flex gap={16} wrap>
          <JobNameField nameTaken={nameTaken} extra={t('workflow.job.nameHint')} />
          <Form.Item
            name="timeout"
            label={t('workflow.job.timeout')}
            rules={[{ required: true, type: 'number', min: 1 }]}
          >
            <InputNumber
              data-testid="job-timeout"
              style={{ width: 170 }}
              min={1}
              max={MAX_JOB_MINUTES}
              precision={0}
              suffix={t('workflow.minutes')}
            />
          </Form.Item>
        </Flex>
        <VariableListEditor
          name="envs"
          title={t('workflow.job.envs')}
          testIdPrefix="job-env"
          addTestId="job-add-env"
        />
        <StepList />
        <OutputList />
        <JobShareStorages storages={storages} />
      </Form>
    </JobCard>
  );
}

function StepList() {
  const { t } = useTranslation();
  return (
    <Form.List name="steps">
      {(fields, { add, remove, move }) => (
        <Flex vertical gap={8} style={{ marginBottom: 16 }}>
          <Typography.Text strong>{t('workflow.job.steps')}</Typography.Text>
          {fields.map((field, k) => (
            <Card
              key={field.key}
              size="small"
              type="inner"
              title={
                <Form.Item name={[field.name, 'name']} rules={[zodRule(shellStepSchema.shape.name)]} noStyle>
                  <Input
                    data-testid={`job-step-name-${k}`}
                    style={{ maxWidth: 280 }}
                    placeholder={t('workflow.job.stepName')}
                  />
                </Form.Item>
              }
              extra={
                <MoveButtons
                  testId={`job-step-${k}`}
                  index={k}
                  count={fields.length}
                  onMove={(delta) => move(k, k + delta)}
                  onRemove={() => remove(field.name)}
                />
              }
            >
              <Form.Item name={[field.name, 'script']} style={{ marginBottom: 0 }}>
                <Input.TextArea
                  data-testid={`job-step-script-${k}`}
                  autoSize={{ minRows: 4, maxRows: 24 }}
                  spellCheck={false}
                  style={mono}
                  placeholder={t('workflow.job.script')}
                />
              </Form.Item>
            </Card>
          ))}
          <Button
            icon={<PlusOutlined />}
            data-testid="job-add-step"
            style={{ alignSelf: 'start' }}
            onClick={() => add({ name: 'shell', script: '' })}
          >
            {t('workflow.job.addStep')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}

function OutputList() {
  const { t } = useTranslation();
  return (
    <Form.List name="outputs">
      {(fields, { add, remove }) => (
        <Flex vertical gap={4}>
          <Typography.Text strong>{t('workflow.job.outputs')}</Typography.Text>
          <Typography.Text type="secondary">{t('workflow.job.outputsHint')}</Typography.Text>
          {fields.map((field, k) => (
            <Flex key={field.key} gap={8} align="start">
              <Form.Item
                name={[field.name, 'name']}
                rules={[zodRule(envVarSchema.shape.key)]}
                style={{ marginBottom: 8 }}
              >
                <Input data-testid={`job-output-${k}`} placeholder={t('workflow.job.outputName')} />
              </Form.Item>
              <Button
                size="small"
                type="text"
                danger
                data-testid={`job-output-remove-${k}`}
                onClick={() => remove(field.name)}
              >
                {t('workflow.remove')}
              </Button>
            </Flex>
          ))}
          <Button
            icon={<PlusOutlined />}
            data-testid="job-add-output"
            style={{ alignSelf: 'start' }}
            onClick={() => add({ name: '', description: '' })}
          >
            {t('workflow.job.addOutput')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
