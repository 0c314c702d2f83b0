import { gitHookEvents, hookRepoSchema } from '@slipway/contracts';
import { Checkbox, Form, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zodRule';
import type { RepoRow } from '../../../components/RepoSelect';
import { RepoSelect, repoListRule } from '../../../components/RepoSelect';
import { type TranslationKey, tKey } from '../../../i18n/tKey';
import { translateMessage } from '../../../i18n/translateMessage';

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

/**
 * What a Git trigger listens to, in any trigger dialog: the repository with its branch (code host
 * and repo pickers), whether the branch is a regular expression, the events, and whether a newer
 * delivery cancels earlier runs. Field names: `repos`, `is_regular`, `events`, `auto_cancel`.
 */
export function HookRepoFields({ testIdPrefix = 'git-trigger' }: { testIdPrefix?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item noStyle dependencies={['is_regular']}>
        {({ getFieldValue }) => (
          // a regular expression is typed; a plain branch is picked from the host's list
          <Form.Item name="repos" label={t('gitTrigger.repo')} required rules={[repoListRule, oneRepoRule]}>
            <RepoSelect testId={`${testIdPrefix}-repo`} typedBranch={Boolean(getFieldValue('is_regular'))} />
          </Form.Item>
        )}
      </Form.Item>
      <Form.Item name="is_regular" valuePropName="checked">
        <Checkbox data-testid={`${testIdPrefix}-regular`}>{t('gitTrigger.isRegular')}</Checkbox>
      </Form.Item>
      <Form.Item
        name="events"
        label={t('gitTrigger.events')}
        required
        rules={[zodRule(hookRepoSchema.shape.events)]}
      >
        <Checkbox.Group
          data-testid={`${testIdPrefix}-events`}
          options={gitHookEvents.map((value) => ({ value, label: t(eventLabels[value]) }))}
        />
      </Form.Item>
      <Form.Item name="auto_cancel" valuePropName="checked">
        <Checkbox data-testid={`${testIdPrefix}-auto-cancel`}>{t('gitTrigger.autoCancel')}</Checkbox>
      </Form.Item>
    </>
  );
}
