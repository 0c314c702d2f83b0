import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Permit } from '../../permissions/Permit';
import { productPaths } from '../productPaths';
import { DeleteProductWorkflowDialog } from './DeleteProductWorkflowDialog';

/** Edit and delete of a product workflow row of the project's list; it runs from its own page. */
export function ProductRowActions({ project, name }: { project: string; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const resource = { type: 'Workflow', name } as const;
  return (
    <Flex gap={4} wrap>
      <Permit type="project" project={project} action="edit_workflow" resource={resource}>
        <Button
          type="link"
          icon={<EditOutlined />}
          data-testid={`workflow-edit-${name}`}
          onClick={() => navigate(productPaths.edit(project, name))}
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
      <DeleteProductWorkflowDialog
        project={project}
        name={name}
        open={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={() => undefined}
      />
    </Flex>
  );
}
