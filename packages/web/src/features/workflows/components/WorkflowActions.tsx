import { ClockCircleOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Permit } from '../../permissions/Permit';
import { useDeleteWorkflow } from '../hooks/useDeleteWorkflow';
import { WorkflowTriggersDrawer } from '../triggers/WorkflowTriggersDrawer';
import { workflowPaths } from '../workflowPaths';
import { DeleteWorkflowDialog, type WorkflowRemoval } from './DeleteWorkflowDialog';
import { RunWorkflowButton } from './RunWorkflowButton';

/**
 * Edit and delete of one workflow row, each for those allowed to (spec §6), after the actions of
 * its kind (`children`). The kinds differ in their editor and in the call that deletes.
 */
export function WorkflowActions({
  project,
  name,
  editPath,
  remove,
  children,
}: {
  project: string;
  name: string;
  editPath: string;
  remove: WorkflowRemoval;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const resource = { type: 'Workflow', name } as const;
  return (
    <Flex gap={4} wrap>
      {children}
      <Permit type="project" project={project} action="edit_workflow" resource={resource}>
        <Button
          type="link"
          icon={<EditOutlined />}
          data-testid={`workflow-edit-${name}`}
          onClick={() => navigate(editPath)}
        >
          {t('workflow.edit')}
        </Button>
      </Permit>
      <Permit type="project" project={project} action="delete_workflow" resource={resource}>
        <Button
          type="link"
          danger
          icon={<DeleteOutlined />}
          data-testid={`workflow-delete-${name}`}
          onClick={() => setDeleting(true)}
        >
          {t('workflow.delete')}
        </Button>
      </Permit>
      <DeleteWorkflowDialog name={name} open={deleting} onClose={() => setDeleting(false)} remove={remove} />
    </Flex>
  );
}

/** A custom workflow's row: run and triggers, then edit and delete. */
export function CustomWorkflowActions({ project, name }: { project: string; name: string }) {
  const { t } = useTranslation();
  const [triggers, setTriggers] = useState(false);
  const remove = useDeleteWorkflow(project, name);
  return (
    <WorkflowActions
      project={project}
      name={name}
      editPath={workflowPaths.edit(project, name)}
      remove={remove}
    >
      <RunWorkflowButton project={project} workflow={name} testId={`workflow-run-${name}`} type="link" />
      <Button
        type="link"
        icon={<ClockCircleOutlined />}
        data-testid={`workflow-triggers-${name}`}
        onClick={() => setTriggers(true)}
      >
        {t('triggers.open')}
      </Button>
      <WorkflowTriggersDrawer
        project={project}
        workflow={name}
        open={triggers}
        onClose={() => setTriggers(false)}
      />
    </WorkflowActions>
  );
}
