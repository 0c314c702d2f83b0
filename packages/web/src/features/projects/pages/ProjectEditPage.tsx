import { type Project, type ProjectUpdate, projectUpdateSchema } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Radio, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ProjectSettingsFields } from '../components/ProjectSettingsFields';
import { projectQuery } from '../hooks/projectQueries';
import { useUpdateProject } from '../hooks/useProjectMutations';
import { projectKinds, projectPaths } from '../projectKinds';
import { testIdProps } from '../testId';

type EditValues = Required<Pick<ProjectUpdate, 'alias' | 'description' | 'access' | 'administrators'>> & {
  type: Project['type'];
};

/** Only a hosting project may change kind, only to K8s YAML, and only with a confirmation (spec §4). */
const convertsToK8s = (project: Project, values: EditValues) =>
  project.type === 'hosting' && values.type === 'k8s';

function EditForm({ project }: { project: Project }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const update = useUpdateProject(project.name);

  const save = (body: ProjectUpdate) =>
    update.mutate(projectUpdateSchema.parse(body), {
      onSuccess: () => {
        void message.success(t('projects.saved'));
        navigate(projectPaths.detail(project.name));
      },
    });

  const submit = ({ type, ...values }: EditValues) => {
    if (!convertsToK8s(project, { type, ...values })) return save(values);
    modal.confirm({
      title: t('projects.edit.toK8s.title'),
      content: t('projects.edit.toK8s.content'),
      okText: t('projects.edit.toK8s.ok'),
      cancelText: t('projects.cancel'),
      okButtonProps: { danger: true, ...testIdProps('project-convert-confirm') },
      onOk: () => save({ ...values, type: 'k8s', confirm_irreversible: true }),
    });
  };

  return (
    <Form<EditValues>
      layout="vertical"
      style={{ maxWidth: 720 }}
      initialValues={{
        alias: project.alias,
        description: project.description,
        access: project.access,
        administrators: project.administrators,
        type: project.type,
      }}
      onFinish={submit}
    >
      <ProjectSettingsFields />
      {project.type === 'hosting' && (
        <Form.Item name="type" label={t('projects.kind')} extra={t('projects.edit.toK8s.hint')}>
          <Radio.Group optionType="button">
            <Radio.Button value="hosting">{t(projectKinds.hosting.label)}</Radio.Button>
            <Radio.Button value="k8s">
              <span data-testid="project-convert-k8s">{t(projectKinds.k8s.label)}</span>
            </Radio.Button>
          </Radio.Group>
        </Form.Item>
      )}
      <Flex gap={8}>
        <Button data-testid="project-submit" type="primary" htmlType="submit" loading={update.isPending}>
          {t('projects.save')}
        </Button>
        <Button onClick={() => navigate(projectPaths.detail(project.name))}>{t('projects.cancel')}</Button>
      </Flex>
    </Form>
  );
}

/** /v1/projects/edit/:project_name: display name, description, access, administrators (and kind). */
export function ProjectEditPage() {
  const { t } = useTranslation();
  const name = useParams().project_name ?? '';
  const { data: project, isPending } = useQuery(projectQuery(name));
  return (
    <Card title={t('title.projectEdit')}>
      {isPending && <Spin />}
      {project && <EditForm project={project} />}
    </Card>
  );
}
