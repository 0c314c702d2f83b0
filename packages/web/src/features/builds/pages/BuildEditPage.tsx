import { Alert, Card, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { buildsPath } from '../buildPaths';
import { BuildForm } from '../components/BuildForm';
import { useBuild, useBuildChoices } from '../useBuilds';

/** projects/detail/{project}/builds/create and builds/detail/{build}: the build form. */
export function BuildEditPage() {
  const { t } = useTranslation();
  const params = useParams();
  const project = params.project_name ?? '';
  const name = params.build_name;
  const navigate = useNavigate();
  const build = useBuild(project, name);
  const choices = useBuildChoices(project);
  const back = () => navigate(buildsPath(project));

  const body = () => {
    if (build.isError)
      return <Alert type="error" showIcon data-testid="build-load-failed" title={t('builds.loadFailed')} />;
    if ((name && build.isPending) || choices.pending) return <Spin data-testid="build-loading" />;
    return (
      <BuildForm
        // a fresh form once the build and the images it refers to are known
        key={`${name ?? ''}-${choices.images.length}`}
        project={project}
        editing={build.data}
        choices={choices}
        onDone={back}
        onCancel={back}
      />
    );
  };
  return <Card title={name ? t('builds.editTitle', { name }) : t('builds.createTitle')}>{body()}</Card>;
}
