import { jobNameSchema } from '@slipway/contracts';
import { Alert, Button, Card, Flex, Form, type FormInstance, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../../components/form/zodRule';
import { translateMessage } from '../../../../i18n/translateMessage';

/** What the editor hands a typed job's form. */
export interface TypedJobFormProps<Spec> {
  project: string;
  job: { name: string; spec: Spec; saved: boolean };
  nameTaken: (name: string) => boolean;
  onChange: () => void;
  /** stores the values; answers what is still wrong, if anything */
  onSave: (values: { name: string; spec: Spec }) => string | undefined;
  onClose: () => void;
}

/** The frame of a typed job's form: title, close and save, the job name (unique in the workflow), a problem. */
export function TypedJobCard({
  title,
  form,
  name,
  saved,
  nameTaken,
  problem,
  onChange,
  onSave,
  onClose,
  children,
}: {
  title: string;
  form: FormInstance<{ name: string }>;
  name: string;
  saved: boolean;
  nameTaken: (name: string) => boolean;
  problem: string | undefined;
  onChange: () => void;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
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
      <Form form={form} layout="vertical" initialValues={{ name }} onValuesChange={onChange}>
        <Form.Item
          name="name"
          label={t('workflow.job.name')}
          style={{ maxWidth: 320 }}
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
      </Form>
      {children}
      {problem && (
        <Alert type="error" showIcon data-testid="job-problem" title={problem} style={{ marginTop: 12 }} />
      )}
    </Card>
  );
}

/** Validates the name field, then the spec with its schema: the spec when both hold, else the problem. */
export async function checkTypedJob<T>(
  form: FormInstance<{ name: string }>,
  parse: () => { success: true; data: T } | { success: false; problem: string },
): Promise<{ name: string; spec: T } | { problem: string } | undefined> {
  try {
    await form.validateFields();
  } catch {
    return undefined;
  }
  const parsed = parse();
  if (!parsed.success) return { problem: parsed.problem };
  return { name: form.getFieldValue('name'), spec: parsed.data };
}
