import { type Build, buildBodySchema } from '@slipway/contracts';
import { Alert, Card, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { type BuildFormValues, buildToValues, newBuildValues, problemsOf, valuesToBody } from '../buildForm';
import { buildsPath } from '../buildPaths';
import { type BuildChoices, BuildForm } from '../components/BuildForm';
import { useBuild, useBuildChoices, useSaveBuild } from '../useBuilds';

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
      <ProjectBuildForm
        // a fresh form once the build and the images it refers to are known
        key={`${name ?? ''}-${choices.images.length}`}
        project={project}
        editing={build.data}
        choices={choices}
        onDone={back}
      />
    );
  };
  return <Card title={name ? t('builds.editTitle', { name }) : t('builds.createTitle')}>{body()}</Card>;
}

interface ProjectBuildFormProps {
  project: string;
  editing: Build | undefined;
  choices: BuildChoices;
  onDone: () => void;
}

/** The form of a project's build: the project's body rules, saved with POST or PUT. */
function ProjectBuildForm({ project, editing, choices, onDone }: ProjectBuildFormProps) {
  const save = useSaveBuild(project, Boolean(editing), onDone);
  const toBody = (values: BuildFormValues) => valuesToBody(values, project, choices.images);
  return (
    <BuildForm
      variant="build"
      initialValues={editing ? buildToValues(editing, choices.images) : newBuildValues(choices.images)}
      nameLocked={Boolean(editing)}
      choices={choices}
      check={(values) => problemsOf(buildBodySchema, toBody(values))}
      onSave={(values) => save.mutate(buildBodySchema.parse(toBody(values)))}
      pending={save.isPending}
      onCancel={onDone}
    />
  );
}
