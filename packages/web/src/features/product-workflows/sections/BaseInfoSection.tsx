import { resetImagePolicies } from '@slipway/contracts';
import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEnvironmentList } from '../../environments/useEnvironments';
import { FieldIssue } from './FieldIssue';
import type { SectionProps } from './sectionProps';

const policyLabels = {
  '': 'productWorkflow.base.resetNever',
  taskCompleted: 'productWorkflow.base.resetTaskCompleted',
  deployFailed: 'productWorkflow.base.resetDeployFailed',
  testFailed: 'productWorkflow.base.resetTestFailed',
} as const;

/** Identifier (fixed once saved), environment, description, parallel runs and the image reset policy. */
export function BaseInfoSection({
  workflow,
  onChange,
  issues,
  editing,
}: SectionProps & { editing: boolean }) {
  const { t } = useTranslation();
  const envs = useEnvironmentList(workflow.product_tmpl_name);
  return (
    <Form layout="vertical" component="div">
      <FieldIssue issues={issues} field="name" label={t('productWorkflow.base.name')}>
        <Input
          data-testid="pwf-name"
          value={workflow.name}
          disabled={editing}
          maxLength={64}
          onChange={(event) => onChange({ ...workflow, name: event.target.value.trim() })}
        />
      </FieldIssue>
      <FieldIssue issues={issues} field="env_name" label={t('productWorkflow.base.env')}>
        <Select
          data-testid="pwf-env"
          allowClear
          loading={envs.isPending}
          value={workflow.env_name || undefined}
          placeholder={t('productWorkflow.base.envPlaceholder')}
          options={(envs.data ?? []).map((env) => ({ value: env.name, label: env.name }))}
          onChange={(value?: string) => onChange({ ...workflow, env_name: value ?? '' })}
        />
      </FieldIssue>
      <FieldIssue issues={issues} field="description" label={t('productWorkflow.base.description')}>
        <Input.TextArea
          data-testid="pwf-description"
          value={workflow.description}
          maxLength={1024}
          autoSize={{ minRows: 1, maxRows: 4 }}
          onChange={(event) => onChange({ ...workflow, description: event.target.value })}
        />
      </FieldIssue>
      <FieldIssue issues={issues} field="is_parallel" label={t('productWorkflow.base.parallel')}>
        <Switch
          data-testid="pwf-parallel"
          checked={workflow.is_parallel}
          onChange={(is_parallel) => onChange({ ...workflow, is_parallel })}
        />
      </FieldIssue>
      <FieldIssue
        issues={issues}
        field="reset_image_policy"
        label={t('productWorkflow.base.resetImage')}
        extra={t('productWorkflow.base.resetImageHint')}
      >
        <Select
          data-testid="pwf-reset-policy"
          value={workflow.reset_image ? workflow.reset_image_policy : ''}
          options={resetImagePolicies.map((value) => ({ value, label: t(policyLabels[value]) }))}
          onChange={(value: (typeof resetImagePolicies)[number]) =>
            onChange({ ...workflow, reset_image: value !== '', reset_image_policy: value })
          }
        />
      </FieldIssue>
      <FieldIssue issues={issues} field="stages">
        <span />
      </FieldIssue>
    </Form>
  );
}
