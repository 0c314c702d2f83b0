import { App, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { translateMessage } from '../../../i18n/translateMessage';
import { confirmsDeletion } from '../deleteConfirmation';
import { useDeleteProject } from '../hooks/useProjectMutations';
import { projectPaths } from '../projectKinds';
import { testIdProps } from '../testId';

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
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const remove = useDeleteProject(name);

  const confirm = () => {
    if (!confirmsDeletion(typed, name)) {
      setMismatch(true);
      return;
    }
    remove.mutate(undefined, {
      onSuccess: () => {
        void message.success(t('projects.deleted', { name }));
        navigate(projectPaths.list);
      },
    });
  };

  return (
    <Modal
      open={open}
      title={t('projects.delete.title')}
      okText={t('projects.delete')}
      okButtonProps={{ danger: true, loading: remove.isPending, ...testIdProps('project-delete-submit') }}
      cancelText={t('projects.cancel')}
      onOk={confirm}
      onCancel={onClose}
      afterClose={() => {
        setTyped('');
        setMismatch(false);
      }}
    >
      <Typography.Paragraph>{t('projects.delete.warning', { name })}</Typography.Paragraph>
      <Input
        data-testid="project-delete-confirm"
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
        <Typography.Text type="danger" data-testid="project-delete-mismatch">
          {translateMessage('error.projectNameMismatch')}
        </Typography.Text>
      )}
    </Modal>
  );
}
