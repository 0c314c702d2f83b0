import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { StageTask } from '@slipway/contracts';
import { App, Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tKey } from '../../../i18n/tKey';
import { useSession } from '../../session/hooks/useSession';
import { ApproveDialog } from './ApproveDialog';
import { canReview } from './approvalRules';

const decisionColors = { approve: 'success', reject: 'error', '': 'default' } as const;
const decisionLabels = {
  approve: tKey('workflow.approval.approved'),
  reject: tKey('workflow.approval.rejected'),
  '': tKey('workflow.approval.undecided'),
} as const;

/** A stage's manual approval: each reviewer's decision, and approve/reject for a reviewer it waits on. */
export function ApprovalBlock({
  stage,
  pending,
  onDecide,
}: {
  stage: StageTask;
  pending: boolean;
  onDecide: (approve: boolean, comment: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const uid = useSession((state) => state.user?.uid);
  const [deciding, setDeciding] = useState<boolean>();
  const { approval } = stage;

  return (
    <Flex vertical gap={6} data-testid={`approval-${stage.name}`}>
      <Typography.Text type="secondary">
        {t('workflow.approval.summary', { needed: approval.needed_approvers, timeout: approval.timeout })}
      </Typography.Text>
      {approval.description && <Typography.Text>{approval.description}</Typography.Text>}
      <Flex gap={4} wrap>
        {approval.approve_users.map((user) => (
          <Tag
            key={user.user_id}
            color={decisionColors[user.reject_or_approve]}
            title={user.comment || undefined}
            data-testid={`approver-${stage.name}-${user.user_name || user.user_id}`}
          >
            {user.user_name || user.user_id}: {t(decisionLabels[user.reject_or_approve])}
          </Tag>
        ))}
      </Flex>
      {canReview(stage, uid) && (
        <Flex gap={8}>
          <Button
            type="primary"
            size="small"
            icon={<CheckOutlined />}
            data-testid={`approve-${stage.name}`}
            onClick={() => setDeciding(true)}
          >
            {t('workflow.approval.approve')}
          </Button>
          <Button
            danger
            size="small"
            icon={<CloseOutlined />}
            data-testid={`reject-${stage.name}`}
            onClick={() => setDeciding(false)}
          >
            {t('workflow.approval.reject')}
          </Button>
        </Flex>
      )}
      <ApproveDialog
        stage={stage.name}
        approve={deciding ?? true}
        open={deciding !== undefined}
        pending={pending}
        onClose={() => setDeciding(undefined)}
        onSubmit={(comment) =>
          onDecide(deciding ?? true, comment).then(
            () => {
              void message.success(
                deciding ? t('workflow.approval.approvedDone') : t('workflow.approval.rejectedDone'),
              );
              setDeciding(undefined);
            },
            // the HTTP client has said what went wrong; the dialog stays open to try again
            () => undefined,
          )
        }
      />
    </Flex>
  );
}
