import { gitHookEvents, hookRepoSchema, type WorkflowHook, workflowHookBodySchema } from '@slipway/contracts';
import { Checkbox, Form, type FormRule, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zodRule';
import type { RepoRow } from '../../../components/RepoSelect';
import { RepoSelect, repoListRule } from '../../../components/RepoSelect';
import { type TranslationKey, tKey } from '../../../i18n/tKey';
import { translateMessage } from '../../../i18n/translateMessage';
import { FormModal } from '../../system/components/FormModal';
import {
  type GitTriggerValues,
  gitTriggerBodyOf,
  gitTriggerValuesOf,
  newGitTriggerValues,
} from './gitTriggerForm';
import { useSaveGitTrigger } from './useGitTriggers';

const eventLabels: Record<(typeof gitHookEvents)[number], TranslationKey> = {
  push: tKey('gitTrigger.event.push'),
  pull_request: tKey('gitTrigger.event.pull_request'),
  tag: tKey('gitTrigger.event.tag'),
  'patchset-created': tKey('gitTrigger.event.patchset-created'),
  'change-merged': tKey('gitTrigger.event.change-merged'),
};

/** A trigger listens to exactly one repository: the picker's single, complete row. */
const oneRepoRule: FormRule = {
  validator: async (_rule, value: RepoRow[] | undefined) => {
    if ((value ?? []).length !== 1) throw new Error(translateMessage('validation.workflowHook.repo'));
  },
};

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
      <Form.Item name="repos" label={t('gitTrigger.repo')} required rules={[repoListRule, oneRepoRule]}>
        <RepoSelect testId="git-trigger-repo" />
      </Form.Item>
      <Form.Item name="is_regular" valuePropName="checked">
        <Checkbox data-testid="git-trigger-regular">{t('gitTrigger.isRegular')}</Checkbox>
      </Form.Item>
      <Form.Item
        name="events"
        label={t('gitTrigger.events')}
        required
        rules={[zodRule(hookRepoSchema.shape.events)]}
      >
        <Checkbox.Group
          data-testid="git-trigger-events"
          options={gitHookEvents.map((value) => ({ value, label: t(eventLabels[value]) }))}
        />
      </Form.Item>
      <Form.Item name="auto_cancel" valuePropName="checked">
        <Checkbox data-testid="git-trigger-auto-cancel">{t('gitTrigger.autoCancel')}</Checkbox>
      </Form.Item>
      <Form.Item name="secret" label={t('gitTrigger.secret')}>
        <Input.Password data-testid="git-trigger-secret" autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="enabled" label={t('gitTrigger.enabled')} valuePropName="checked">
        <Switch data-testid="git-trigger-enabled" />
      </Form.Item>
    </FormModal>
  );
}
