import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Checkbox, Empty, Form, Input, Modal, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type ViewFormValues, viewBody, viewNameRules, viewWorkflowsRule } from './viewForm';
import { viewKeys, viewPresetQuery } from './viewQueries';
import { workflowViewsApi } from './workflowViews.api';

/** Adds a view (no `view`) or changes the workflows of one: a name and a checklist of workflows. */
export function WorkflowViewDialog({
  project,
  view,
  open,
  onClose,
}: {
  project: string;
  view?: string;
  open: boolean;
  onClose: (saved?: string) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ViewFormValues>();
  const preset = useQuery({ ...viewPresetQuery(project, view ?? ''), enabled: open && project !== '' });
  const save = useMutation({
    mutationFn: (values: ViewFormValues) =>
      view
        ? workflowViewsApi.update(viewBody(project, values, preset.data?.workflows))
        : workflowViewsApi.create(viewBody(project, values, preset.data?.workflows)),
    onSuccess: async (_done, values) => {
      await queryClient.invalidateQueries({ queryKey: viewKeys.all(project) });
      void message.success(t('workflowView.saved'));
      onClose(values.name.trim());
    },
  });

  useEffect(() => {
    if (!open || !preset.data) return;
    form.setFieldsValue({
      name: view ?? '',
      workflows: preset.data.workflows.filter((w) => w.enabled).map((w) => w.workflow_name),
    });
  }, [open, preset.data, view, form]);

  const workflows = preset.data?.workflows ?? [];
  return (
    <Modal
      open={open}
      title={view ? t('workflowView.edit') : t('workflowView.add')}
      okText={t('workflowView.save')}
      cancelText={t('workflowView.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={() => onClose()}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'workflow-view-save' }}
    >
      <Form form={form} layout="vertical" onFinish={(values) => save.mutate(values)} preserve={false}>
        <Form.Item name="name" label={t('workflowView.name')} rules={viewNameRules} required>
          <Input disabled={Boolean(view)} data-testid="workflow-view-name" maxLength={64} />
        </Form.Item>
        <Form.Item name="workflows" label={t('workflowView.workflows')} rules={[viewWorkflowsRule]} required>
          {preset.isPending ? (
            <Spin />
          ) : workflows.length ? (
            <Checkbox.Group
              data-testid="workflow-view-workflows"
              style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
              options={workflows.map((w) => ({
                value: w.workflow_name,
                label:
                  w.display_name && w.display_name !== w.workflow_name
                    ? `${w.display_name} (${w.workflow_name})`
                    : w.workflow_name,
              }))}
            />
          ) : (
            <Empty description={t('workflowView.noWorkflows')} />
          )}
        </Form.Item>
      </Form>
    </Modal>
  );
}
