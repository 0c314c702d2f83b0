import type { MailUser } from '@slipway/contracts';
import { Checkbox, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReviewerPicker } from '../ReviewerPicker';

/** An email setting's recipients: chosen users, and the task's creator when ticked. */
export function MailRecipients({
  value = [],
  onChange,
  testId,
}: {
  value?: MailUser[];
  onChange?: (users: MailUser[]) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const users = value.filter((user) => user.type === 'user');
  const creator = value.some((user) => user.type === 'task_creator');
  const change = (chosen: Array<{ user_id: string; user_name: string }>, withCreator: boolean) =>
    onChange?.([
      ...chosen.map((user) => ({ type: 'user' as const, user_id: user.user_id, user_name: user.user_name })),
      ...(withCreator ? [{ type: 'task_creator' as const, user_id: '', user_name: '' }] : []),
    ]);
  return (
    <Flex gap={12} align="center" wrap>
      <ReviewerPicker
        testId={`${testId}-users`}
        value={users}
        onChange={(chosen) => change(chosen, creator)}
      />
      <Checkbox
        data-testid={`${testId}-creator`}
        checked={creator}
        onChange={(event) => change(users, event.target.checked)}
      >
        {t('workflowNotify.taskCreator')}
      </Checkbox>
    </Flex>
  );
}
