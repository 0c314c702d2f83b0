import { App, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/translateMessage';
import { useDeleteWorkflow } from '../hooks/useDeleteWorkflow';

/** Deleting a workflow needs its name typed out (spec §5); a mismatch says 'workflow name mismatch'. */
export function DeleteWorkflowDialog({
  project,
  name,
  open,
  onClose,
}: {
  project: string;
  name: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const remove = useDeleteWorkflow(project, name);

  const confirm = () => {
    if (typed.trim() !== name) return setMismatch(true);
    remove.mutate(undefined, {
      onSuccess: () => {
        void message.success(t('workflow.deleted', { name }));
        onClose();
      },
    });
  };

  return (
    <Modal
      open={open}
      title={t('workflow.delete.title')}
      okText={t('workflow.delete')}
      cancelText={t('workflow.cancel')}
      okButtonProps={{
        danger: true,
        loading: remove.isPending,
        ...{ 'data-testid': 'workflow-delete-submit' },
      }}
      onOk={confirm}
      onCancel={onClose}
      afterClose={() => {
        setTyped('');
        setMismatch(false);
      }}
    >
      <Typography.Paragraph>{t('workflow.delete.warning', { name })}</Typography.Paragraph>
      <Input
        data-testid="workflow-delete-confirm"
        value={typed}
        status={mismatch ? 'error' : undefined}
        placeholder={name}
        onChange={(event) => {
          setTyped(event.target.value);
          setMismatch(false);
        }}
        onPressEnter={confirm}
      />
      {mismatch && (
        <Typography.Text type="danger" data-testid="workflow-delete-mismatch">
          {translateMessage('error.workflowNameMismatch')}
        </Typography.Text>
      )}
    </Modal>
  );
}
