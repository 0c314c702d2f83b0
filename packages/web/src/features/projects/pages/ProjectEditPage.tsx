import {
  deployTypeOf,
  type ProjectDeployType,
  type ProjectTemplate,
  type ProjectTemplateUpdate,
  productFeatureOf,
} from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Radio, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ProjectSettingsFields, type ProjectSettingsValues } from '../components/ProjectSettingsFields';
import { projectQuery } from '../hooks/projectQueries';
import { useUpdateProject } from '../hooks/useProjectMutations';
import { projectKinds, projectPaths } from '../projectKinds';
import { testIdProps } from '../testId';

interface EditValues extends ProjectSettingsValues {
  /** asked of hosting projects only */
  kind?: ProjectDeployType;
}

function EditForm({ project }: { project: ProjectTemplate }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const update = useUpdateProject(project.product_name);
  const kind = deployTypeOf(project.product_feature);

  const save = (body: ProjectTemplateUpdate) =>
    update.mutate(body, {
      onSuccess: () => {
        void message.success(t('projects.saved'));
        navigate(projectPaths.detail(project.product_name));
      },
    });

  // Only a hosting project may change kind, only to K8s YAML, and only with a confirmation (spec §4).
  const submit = ({ kind: chosen, ...settings }: EditValues) => {
    if (!chosen || chosen === kind) return save(settings);
    modal.confirm({
      title: t('projects.edit.toK8s.title'),
      content: t('projects.edit.toK8s.content'),
      okText: t('projects.edit.toK8s.ok'),
      cancelText: t('projects.cancel'),
      okButtonProps: { danger: true, ...testIdProps('project-convert-confirm') },
      onOk: () => save({ ...settings, product_feature: productFeatureOf(chosen) }),
    });
  };

  return (
    <Form<EditValues>
      layout="vertical"
      style={{ maxWidth: 720 }}
      initialValues={{
        project_name: project.project_name,
        desc: project.desc,
        public: project.public,
        admins: project.admins,
        kind,
      }}
      onFinish={submit}
    >
      <ProjectSettingsFields />
      {kind === 'external' && (
        <Form.Item name="kind" label={t('projects.kind')} extra={t('projects.edit.toK8s.hint')}>
          <Radio.Group optionType="button">
            <Radio.Button value="external">{t(projectKinds.external.label)}</Radio.Button>
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
        <Button onClick={() => navigate(projectPaths.detail(project.product_name))}>
          {t('projects.cancel')}
        </Button>
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
