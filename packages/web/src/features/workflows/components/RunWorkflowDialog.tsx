import { jobVariables, type Workflow } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Divider, Flex, Form, Modal, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRunWorkflow } from '../hooks/useRunWorkflow';
import { presetQuery } from '../hooks/workflowQueries';
import {
  buildRunBody,
  type EnvValues,
  initialEnvValues,
  initialRunValues,
  jobsWithEnvs,
  type RunValues,
} from '../runParams';
import { workflowPaths } from '../workflowPaths';
import { BuildJobRefFields } from './BuildJobRefFields';
import { buildJobsWithRepos, initialRefs, type RepoRefs, withRepoRefs } from './buildJobRefs';
import { RunParamField } from './RunParamField';

export interface RunWorkflowDialogProps {
  project: string;
  workflow: string;
  open: boolean;
  onClose: () => void;
  /** the workflow of the run being repeated ("run again"), as the clone gives it */
  earlier?: Workflow | undefined;
}

interface RunForm {
  params?: RunValues;
  envs?: EnvValues;
  refs?: RepoRefs;
}

/**
 * Asks for the workflow's params and its jobs' env variables (preset with their defaults, or those of
 * the run repeated), posts the workflow back with them and opens the new task.
 */
export function RunWorkflowDialog({ project, workflow, open, onClose, earlier }: RunWorkflowDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<RunForm>();
  const preset = useQuery({ ...presetQuery(workflow), enabled: open });
  const run = useRunWorkflow(project, workflow);
  const start = earlier ?? preset.data;
  const params = preset.data?.params ?? [];
  const jobs = start ? jobsWithEnvs(start) : [];
  const buildJobs = start ? buildJobsWithRepos(start) : [];

  useEffect(() => {
    if (!open || !preset.data || !start) return;
    form.setFieldsValue({
      params: initialRunValues(preset.data.params, earlier?.params),
      envs: initialEnvValues(start),
      refs: initialRefs(start),
    });
  }, [open, preset.data, start, earlier, form]);

  const submit = async () => {
    if (!start) return;
    const values: RunForm =
      params.length + jobs.length + buildJobs.length > 0 ? await form.validateFields() : {};
    const body = buildRunBody(start, params, values.params ?? {}, values.envs ?? {});
    run.mutate(withRepoRefs(body, values.refs ?? {}), {
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
  } else if (params.length === 0 && jobs.length === 0 && buildJobs.length === 0) {
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
            <RunParamField variable={param} testId={`run-param-${param.name}`} />
          </Form.Item>
        ))}
        {jobs.map((job) => (
          <div key={job.name}>
            <Divider titlePlacement="start" plain>
              {t('workflow.run.jobEnvs', { job: job.name })}
            </Divider>
            {jobVariables(job).map((env) => (
              <Form.Item key={env.key} name={['envs', job.name, env.key]} label={env.key}>
                <RunParamField variable={env} testId={`run-env-${job.name}-${env.key}`} />
              </Form.Item>
            ))}
          </div>
        ))}
        <BuildJobRefFields jobs={buildJobs} />
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
