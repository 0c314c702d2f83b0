import { workflowNameSchema } from '@slipway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useIssueText } from '../editor/useIssueText';
import { productPaths } from '../productPaths';
import { productWorkflowsApi } from '../productWorkflows.api';

/** Copies a workflow under a new identifier and opens the copy in the editor. */
export function CopyWorkflowDialog({
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
  const issueText = useIssueText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [newName, setNewName] = useState('');
  const [problem, setProblem] = useState<string>();
  const copy = useMutation({
    mutationFn: (to: string) => productWorkflowsApi.copy(name, to, project),
    onSuccess: async (_, to) => {
      await queryClient.invalidateQueries({ queryKey: ['workflows'] });
      onClose();
      navigate(productPaths.edit(project, to));
    },
  });
  const submit = () => {
    const checked = workflowNameSchema.safeParse(newName.trim());
    const message = checked.success ? undefined : checked.error.issues[0]?.message;
    setProblem(message);
    if (checked.success) copy.mutate(checked.data);
  };
  return (
    <Modal
      open={open}
      title={t('productWorkflow.copy.title', { name })}
      okText={t('productWorkflow.copy.submit')}
      cancelText={t('productWorkflow.cancel')}
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ loading: copy.isPending, ...{ 'data-testid': 'pwf-copy-submit' } }}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('productWorkflow.base.name')}
          validateStatus={problem ? 'error' : undefined}
          help={problem ? issueText(problem) : undefined}
        >
          <Input
            data-testid="pwf-copy-name"
            value={newName}
            onChange={(event) => setNewName(event.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
