import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { TypeNameToDeleteDialog } from '../../../components/TypeNameToDelete/TypeNameToDeleteDialog';
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
  const remove = useDeleteWorkflow(project, name);
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
