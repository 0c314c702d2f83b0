import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TypeNameToDeleteDialog } from '../../../components/TypeNameToDelete/TypeNameToDeleteDialog';
import { useDeleteProject } from '../hooks/useProjectMutations';
import { projectPaths } from '../projectKinds';

/** Asks for the identifier typed out, refuses a mismatch ('project name mismatch'), then deletes. */
export function DeleteProjectDialog({
  name,
  open,
  onClose,
}: {
  name: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const remove = useDeleteProject(name);
  return (
    <TypeNameToDeleteDialog
      name={name}
      open={open}
      onClose={onClose}
      pending={remove.isPending}
      onConfirmed={() =>
        remove.mutate(undefined, {
          onSuccess: () => {
            void message.success(t('projects.deleted', { name }));
            navigate(projectPaths.list);
          },
        })
      }
      title={t('projects.delete.title')}
      warning={t('projects.delete.warning', { name })}
      okText={t('projects.delete')}
      cancelText={t('projects.cancel')}
      mismatchMessage="error.projectNameMismatch"
      testIdPrefix="project-delete"
    />
  );
}
