import { ClockCircleOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Permit } from '../../permissions/Permit';
import { WorkflowTriggersDrawer } from '../triggers/WorkflowTriggersDrawer';
import { workflowPaths } from '../workflowPaths';
import { DeleteWorkflowDialog } from './DeleteWorkflowDialog';
import { RunWorkflowButton } from './RunWorkflowButton';

/** Run, triggers, edit and delete of one workflow, each change for those allowed to (spec §6). */
export function WorkflowActions({ project, name }: { project: string; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [triggers, setTriggers] = useState(false);
  const resource = { type: 'Workflow', name } as const;
  return (
    <Flex gap={4} wrap>
      <RunWorkflowButton project={project} workflow={name} testId={`workflow-run-${name}`} type="link" />
      <Button
        type="link"
        icon={<ClockCircleOutlined />}
        data-testid={`workflow-triggers-${name}`}
        onClick={() => setTriggers(true)}
      >
        {t('triggers.open')}
      </Button>
      <Permit type="project" project={project} action="edit_workflow" resource={resource}>
        <Button
          type="link"
          icon={<EditOutlined />}
          data-testid={`workflow-edit-${name}`}
          onClick={() => navigate(workflowPaths.edit(project, name))}
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
      <DeleteWorkflowDialog
        project={project}
        name={name}
        open={deleting}
        onClose={() => setDeleting(false)}
      />
      <WorkflowTriggersDrawer
        project={project}
        workflow={name}
        open={triggers}
        onClose={() => setTriggers(false)}
      />
    </Flex>
  );
}
