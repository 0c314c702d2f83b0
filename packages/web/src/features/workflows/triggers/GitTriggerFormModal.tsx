import { type WorkflowHook, workflowHookBodySchema } from '@slipway/contracts';
import { Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zodRule';
import { FormModal } from '../../system/components/FormModal';
import {
  type GitTriggerValues,
  gitTriggerBodyOf,
  gitTriggerValuesOf,
  newGitTriggerValues,
} from './gitTriggerForm';
import { HookRepoFields } from './HookRepoFields';
import { useSaveGitTrigger } from './useGitTriggers';

/** Adds a git trigger to the workflow, or edits `hook` (its name stays). */
export function GitTriggerFormModal({
  workflow,
  hook,
  onClose,
}: {
  workflow: string;
  hook?: WorkflowHook;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveGitTrigger(workflow, hook !== undefined, onClose);
  const initialValues = hook ? gitTriggerValuesOf(hook) : newGitTriggerValues();
  return (
    <FormModal<GitTriggerValues>
      title={hook ? t('gitTrigger.editTitle') : t('gitTrigger.addTitle')}
      submitTestId="git-trigger-submit"
      pending={save.isPending}
      width={760}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={(values) => save.mutate(gitTriggerBodyOf({ ...initialValues, ...values }))}
    >
      <Form.Item
        name="name"
        label={t('gitTrigger.name')}
        required
        rules={[zodRule(workflowHookBodySchema.shape.name)]}
      >
        <Input data-testid="git-trigger-name" autoComplete="off" disabled={hook !== undefined} />
      </Form.Item>
      <Form.Item name="description" label={t('gitTrigger.description')}>
        <Input data-testid="git-trigger-description" autoComplete="off" />
      </Form.Item>
      <HookRepoFields />
      <Form.Item name="secret" label={t('gitTrigger.secret')}>
        <Input.Password data-testid="git-trigger-secret" autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="enabled" label={t('gitTrigger.enabled')} valuePropName="checked">
        <Switch data-testid="git-trigger-enabled" />
      </Form.Item>
    </FormModal>
  );
}
