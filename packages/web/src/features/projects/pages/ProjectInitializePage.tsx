import { deployTypeOf } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { projectQuery } from '../hooks/projectQueries';
import { projectPaths } from '../projectKinds';

/** /v1/projects/initialize/:project_name: the project is not set up yet; back to its wizard. */
export function ProjectInitializePage() {
  const { t } = useTranslation();
  const name = useParams().project_name ?? '';
  const { data: project } = useQuery(projectQuery(name));
  return (
    <Result
      data-testid="project-initialize"
      status="info"
      title={t('projects.initialize.title', { name: project?.project_name || name })}
      subTitle={t('projects.initialize.hint')}
      extra={[
        project && (
          <Link key="wizard" to={projectPaths.wizard(name, deployTypeOf(project.product_feature))}>
            <Button data-testid="project-initialize-wizard" type="primary">
              {t('projects.initialize.continue')}
            </Button>
          </Link>
        ),
        <Link key="list" to={projectPaths.list}>
          <Button>{t('projects.backToList')}</Button>
        </Link>,
      ]}
    />
  );
}
