import {
  CONCURRENCY_MAX,
  CONCURRENCY_MIN,
  type WorkflowConcurrency,
  workflowConcurrencySchema,
} from '@slipway/contracts';
import { Button, Flex, Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { tKey } from '../../../../i18n/tKey';
import { useSaveWorkflowConcurrency, useWorkflowConcurrency } from '../useSystemSettings';
import { SettingsCard } from './SettingsCard';

const fields = [
  {
    name: 'workflow_concurrency',
    label: tKey('system.settings.concurrency.workflow'),
    hint: tKey('system.settings.concurrency.workflowHint'),
  },
  {
    name: 'build_concurrency',
    label: tKey('system.settings.concurrency.build'),
    hint: tKey('system.settings.concurrency.buildHint'),
  },
] as const;

/** "Workflow concurrency": how many tasks run at once, and how many jobs of a task in parallel. */
export function ConcurrencyCard() {
  const { t } = useTranslation();
  return (
    <SettingsCard
      testId="settings-concurrency"
      title={t('system.settings.concurrency')}
      setting={useWorkflowConcurrency()}
    >
      {(saved) => <ConcurrencyForm saved={saved} />}
    </SettingsCard>
  );
}

function ConcurrencyForm({ saved }: { saved: WorkflowConcurrency }) {
  const { t } = useTranslation();
  const save = useSaveWorkflowConcurrency();
  const range = t('system.settings.concurrency.range', { min: CONCURRENCY_MIN, max: CONCURRENCY_MAX });
  return (
    <Form<WorkflowConcurrency>
      layout="vertical"
      initialValues={saved}
      onFinish={(values) => save.mutate(workflowConcurrencySchema.parse(values))}
    >
      <Flex gap={24} wrap>
        {fields.map((field) => (
          <Form.Item
            key={field.name}
            name={field.name}
            label={t(field.label)}
            extra={t(field.hint)}
            rules={[
              {
                validator: async (_rule, value: unknown) => {
                  if (!workflowConcurrencySchema.shape[field.name].safeParse(value).success)
                    throw new Error(range);
                },
              },
            ]}
          >
            <InputNumber
              data-testid={`settings-${field.name}`}
              min={CONCURRENCY_MIN}
              max={CONCURRENCY_MAX}
              precision={0}
              style={{ width: 160 }}
            />
          </Form.Item>
        ))}
      </Flex>
      <Button
        type="primary"
        htmlType="submit"
        data-testid="settings-concurrency-save"
        loading={save.isPending}
      >
        {t('common.save')}
      </Button>
    </Form>
  );
}
