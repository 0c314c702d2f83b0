import { Flex, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApprovalDraft } from './draft';
import { ReviewerPicker } from './ReviewerPicker';

const MAX_APPROVAL_MINUTES = 7 * 24 * 60;

/** Manual approval of a stage: reviewers, how many must approve and how long they have. */
export function ApprovalFields({
  index,
  approval,
  onChange,
}: {
  index: number;
  approval: ApprovalDraft;
  onChange: (approval: ApprovalDraft) => void;
}) {
  const { t } = useTranslation();
  const change = (part: Partial<ApprovalDraft>) => onChange({ ...approval, ...part });
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text>{t('workflow.stage.approvers')}</Typography.Text>
        <ReviewerPicker
          testId={`stage-approvers-${index}`}
          value={approval.approve_users}
          onChange={(approve_users) => change({ approve_users })}
        />
      </Flex>
      <Flex gap={16} align="center" wrap>
        <Flex gap={8} align="center">
          <Typography.Text>{t('workflow.stage.neededApprovers')}</Typography.Text>
          <InputNumber
            data-testid={`stage-needed-approvers-${index}`}
            min={1}
            max={Math.max(1, approval.approve_users.length)}
            precision={0}
            value={approval.needed_approvers}
            onChange={(value) => change({ needed_approvers: value ?? 1 })}
          />
        </Flex>
        <Flex gap={8} align="center">
          <Typography.Text>{t('workflow.stage.approvalTimeout')}</Typography.Text>
          <InputNumber
            data-testid={`stage-approval-timeout-${index}`}
            style={{ width: 170 }}
            min={1}
            max={MAX_APPROVAL_MINUTES}
            precision={0}
            value={approval.timeout}
            onChange={(value) => change({ timeout: value ?? 1 })}
            suffix={t('workflow.minutes')}
          />
        </Flex>
      </Flex>
      <Input.TextArea
        data-testid={`stage-approval-description-${index}`}
        autoSize={{ minRows: 1, maxRows: 4 }}
        placeholder={t('workflow.stage.approvalDescription')}
        value={approval.description}
        onChange={(event) => change({ description: event.target.value })}
      />
    </Flex>
  );
}
