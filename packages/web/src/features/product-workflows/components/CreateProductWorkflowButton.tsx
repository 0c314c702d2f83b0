import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Permit } from '../../permissions/Permit';
import { productPaths } from '../productPaths';

/** Opens the product workflow editor for the project. */
export function CreateProductWorkflowButton({ project }: { project: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Permit type="project" project={project} action="create_workflow">
      <Button
        icon={<PlusOutlined />}
        data-testid="product-workflow-create"
        onClick={() => navigate(productPaths.create(project))}
      >
        {t('productWorkflow.create')}
      </Button>
    </Permit>
  );
}
