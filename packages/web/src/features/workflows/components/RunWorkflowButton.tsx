import { PlayCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permit } from '../../permissions/Permit';
import { RunWorkflowDialog } from './RunWorkflowDialog';

/** "Run" for those who may run the workflow (run_workflow on it), with the params dialog. */
export function RunWorkflowButton({
  project,
  workflow,
  testId,
  type = 'default',
}: {
  project: string;
  workflow: string;
  testId: string;
  type?: 'default' | 'primary' | 'link';
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Permit
        type="project"
        project={project}
        action="run_workflow"
        resource={{ type: 'Workflow', name: workflow }}
      >
        <Button type={type} icon={<PlayCircleOutlined />} data-testid={testId} onClick={() => setOpen(true)}>
          {t('workflow.run')}
        </Button>
      </Permit>
      <RunWorkflowDialog project={project} workflow={workflow} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
