import { RedoOutlined, ReloadOutlined, StopOutlined } from '@ant-design/icons';
import { isFinished, type Workflow, type WorkflowTask } from '@slipway/contracts';
import { App, Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permit } from '../../permissions/Permit';
import { RunWorkflowDialog } from '../components/RunWorkflowDialog';
import { useTaskActions } from '../hooks/useTaskActions';

/** Statuses a task can be retried from (the server's rule). */
const retryable = ['failed', 'timeout'];

/** Cancel (while it runs), retry (failed or timed out) and run again with the same values. */
export function TaskActions({ project, task }: { project: string; task: WorkflowTask }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const actions = useTaskActions(task.workflow_name, task.task_id);
  const [again, setAgain] = useState<Workflow>();
  const permit = {
    type: 'project',
    project,
    action: 'run_workflow',
    resource: { type: 'Workflow', name: task.workflow_name },
  } as const;

  const confirmCancel = () =>
    modal.confirm({
      title: t('workflow.task.cancelConfirm', { id: task.task_id }),
      okText: t('workflow.confirm'),
      cancelText: t('workflow.cancel'),
      okButtonProps: { danger: true, ...{ 'data-testid': 'task-cancel-confirm' } },
      // the HTTP client says what went wrong; the dialog closes either way
      onOk: () =>
        actions.cancel.mutateAsync().then(
          () => void message.success(t('workflow.task.cancelled')),
          () => undefined,
        ),
    });

  return (
    <Flex gap={8} wrap>
      {!isFinished(task.status) && (
        <Permit {...permit}>
          <Button
            danger
            icon={<StopOutlined />}
            data-testid="task-cancel"
            loading={actions.cancel.isPending}
            onClick={confirmCancel}
          >
            {t('workflow.task.cancel')}
          </Button>
        </Permit>
      )}
      {retryable.includes(task.status) && (
        <Permit {...permit}>
          <Button
            icon={<RedoOutlined />}
            data-testid="task-retry"
            loading={actions.retry.isPending}
            onClick={() =>
              actions.retry.mutate(undefined, {
                onSuccess: () => void message.success(t('workflow.task.retried')),
              })
            }
          >
            {t('workflow.task.retry')}
          </Button>
        </Permit>
      )}
      <Permit {...permit}>
        <Button
          icon={<ReloadOutlined />}
          data-testid="task-clone"
          loading={actions.clone.isPending}
          onClick={() => actions.clone.mutate(undefined, { onSuccess: (cloned) => setAgain(cloned) })}
        >
          {t('workflow.task.runAgain')}
        </Button>
      </Permit>
      <RunWorkflowDialog
        project={project}
        workflow={task.workflow_name}
        open={again !== undefined}
        earlier={again}
        onClose={() => setAgain(undefined)}
      />
    </Flex>
  );
}
