import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { TypeNameToDeleteDialog } from '../../../components/TypeNameToDelete/TypeNameToDeleteDialog';

/** The deletion of one workflow: custom and product workflows each go through their own call. */
export interface WorkflowRemoval {
  mutate: (variables: undefined, options: { onSuccess: () => void }) => void;
  isPending: boolean;
}

/** Deleting a workflow needs its name typed out (spec §5); a mismatch says 'workflow name mismatch'. */
export function DeleteWorkflowDialog({
  name,
  open,
  onClose,
  onDeleted,
  remove,
}: {
  name: string;
  open: boolean;
  onClose: () => void;
  /** after the deletion, once the dialog is closed */
  onDeleted?: () => void;
  remove: WorkflowRemoval;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <TypeNameToDeleteDialog
      name={name}
      open={open}
      onClose={onClose}
      pending={remove.isPending}
      onConfirmed={() =>
        remove.mutate(undefined, {
          onSuccess: () => {
            void message.success(t('workflow.deleted', { name }));
            onClose();
            onDeleted?.();
          },
        })
      }
      title={t('workflow.delete.title')}
      warning={t('workflow.delete.warning', { name })}
      okText={t('workflow.delete')}
      cancelText={t('workflow.cancel')}
      mismatchMessage="error.workflowNameMismatch"
      testIdPrefix="workflow-delete"
    />
  );
}
