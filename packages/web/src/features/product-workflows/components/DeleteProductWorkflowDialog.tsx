import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { TypeNameToDeleteDialog } from '../../../components/TypeNameToDelete/TypeNameToDeleteDialog';
import { productKeys } from '../productQueries';
import { productWorkflowsApi } from '../productWorkflows.api';

/** Deleting a product workflow needs its name typed out (spec §5). */
export function DeleteProductWorkflowDialog({
  project,
  name,
  open,
  onClose,
  onDeleted,
}: {
  project: string;
  name: string;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => productWorkflowsApi.remove(name, project),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: productKeys.tasks(name) });
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['workflows'] });
    },
  });
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
            onDeleted();
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
