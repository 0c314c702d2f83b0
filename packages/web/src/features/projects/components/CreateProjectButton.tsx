import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Permit } from '../../permissions/Permit';
import { projectPaths } from '../projectKinds';

/** Opens project creation; only for users holding create_project (spec §6). */
export function CreateProjectButton({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Permit type="system" action="create_project">
      <Button
        data-testid={testId}
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => navigate(projectPaths.create)}
      >
        {t('projects.create')}
      </Button>
    </Permit>
  );
}
