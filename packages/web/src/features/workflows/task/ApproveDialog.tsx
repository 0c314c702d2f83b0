import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Approve or reject a stage, with a comment. */
export function ApproveDialog({
  stage,
  approve,
  open,
  pending,
  onSubmit,
  onClose,
}: {
  stage: string;
  approve: boolean;
  open: boolean;
  pending: boolean;
  onSubmit: (comment: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  return (
    <Modal
      open={open}
      title={
        approve
          ? t('workflow.approval.approveTitle', { stage })
          : t('workflow.approval.rejectTitle', { stage })
      }
      okText={approve ? t('workflow.approval.approve') : t('workflow.approval.reject')}
      cancelText={t('workflow.cancel')}
      okButtonProps={{ danger: !approve, loading: pending, ...{ 'data-testid': 'approve-submit' } }}
      onOk={() => onSubmit(comment)}
      onCancel={onClose}
      afterClose={() => setComment('')}
    >
      <Typography.Paragraph type="secondary">{t('workflow.approval.commentHint')}</Typography.Paragraph>
      <Input.TextArea
        data-testid="approve-comment"
        maxLength={1024}
        autoSize={{ minRows: 3, maxRows: 8 }}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
    </Modal>
  );
}
