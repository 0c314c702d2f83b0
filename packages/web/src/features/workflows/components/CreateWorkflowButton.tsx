import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Permit } from '../../permissions/Permit';
import { workflowPaths } from '../workflowPaths';

export function CreateWorkflowButton({ project }: { project: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Permit type="project" project={project} action="create_workflow">
      <Button
        type="primary"
        icon={<PlusOutlined />}
        data-testid="workflow-create"
        onClick={() => navigate(workflowPaths.create(project))}
      >
        {t('workflow.create')}
      </Button>
    </Permit>
  );
}
