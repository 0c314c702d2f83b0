import { useQuery } from '@tanstack/react-query';
import { App, Flex, Form, Modal, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRunWorkflow } from '../hooks/useRunWorkflow';
import { presetQuery } from '../hooks/workflowQueries';
import { buildRunParams, initialRunValues, type RunValues } from '../runParams';
import type { RunParam } from '../tasks.api';
import { workflowPaths } from '../workflowPaths';
import { RunParamField } from './RunParamField';

export interface RunWorkflowDialogProps {
  project: string;
  workflow: string;
  open: boolean;
  onClose: () => void;
  /** the params of the run being repeated ("run again") */
  earlier?: RunParam[];
}

/** Asks for the workflow's params (preset with their defaults), runs it and opens the new task. */
export function RunWorkflowDialog({ project, workflow, open, onClose, earlier }: RunWorkflowDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ params: RunValues }>();
  const preset = useQuery({ ...presetQuery(workflow), enabled: open });
  const run = useRunWorkflow(project, workflow);
  const params = preset.data?.params ?? [];

  useEffect(() => {
    if (open && preset.data) form.setFieldsValue({ params: initialRunValues(preset.data.params, earlier) });
  }, [open, preset.data, earlier, form]);

  const submit = async () => {
    const values = params.length > 0 ? await form.validateFields() : { params: {} };
    run.mutate(buildRunParams(params, values.params ?? {}), {
      onSuccess: (started) => {
        void message.success(t('workflow.run.started', { id: started.task_id }));
        onClose();
        navigate(workflowPaths.task(project, workflow, started.task_id));
      },
    });
  };

  let body = null;
  if (preset.isPending) {
    body = (
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin data-testid="run-loading" />
      </Flex>
    );
  } else if (params.length === 0) {
    body = <Typography.Text type="secondary">{t('workflow.run.noParams')}</Typography.Text>;
  } else {
    body = (
      <Form form={form} layout="vertical" data-testid="run-form">
        {params.map((param) => (
          <Form.Item
            key={param.name}
            name={['params', param.name]}
            label={param.name}
            extra={param.description || undefined}
          >
            <RunParamField param={param} />
          </Form.Item>
        ))}
      </Form>
    );
  }

  return (
    <Modal
      open={open}
      title={t('workflow.run.title', { name: preset.data?.display_name || workflow })}
      okText={t('workflow.run.submit')}
      cancelText={t('workflow.cancel')}
      okButtonProps={{
        loading: run.isPending,
        disabled: preset.isPending || preset.isError,
        ...{ 'data-testid': 'run-submit' },
      }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
