import {
  type ProjectCreate,
  type ProjectType,
  projectCreateSchema,
  projectIdentifierSchema,
} from '@slipway/contracts';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { zodRule } from '../../../components/form/zodRule';
import { useSession } from '../../session/hooks/useSession';
import { KindPicker } from '../components/KindPicker';
import { ProjectSettingsFields } from '../components/ProjectSettingsFields';
import { useCreateProject } from '../hooks/useProjectMutations';
import { suggestIdentifier } from '../identifier';
import { projectPaths } from '../projectKinds';

interface CreateValues {
  type?: ProjectType;
  alias: string;
  name: string;
  description: string;
  access: 'private' | 'public';
  administrators: string[];
}

/** /v1/projects/create: the kind, then the project's information; then on to the wizard. */
export function ProjectCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const uid = useSession((state) => state.user?.uid ?? '');
  const [form] = Form.useForm<CreateValues>();
  const kind = Form.useWatch('type', form);
  // The identifier follows the display name until the user types one of their own.
  const [identifierEdited, setIdentifierEdited] = useState(false);
  const create = useCreateProject();

  const submit = (values: CreateValues) => {
    const body: ProjectCreate = projectCreateSchema.parse({ ...values, cluster: '' });
    create.mutate(body, { onSuccess: () => navigate(projectPaths.wizard(body.name, body.type)) });
  };

  return (
    <Card title={t('title.projectCreate')} style={{ maxWidth: 880 }}>
      <Form<CreateValues>
        form={form}
        layout="vertical"
        initialValues={{ access: 'private', administrators: uid ? [uid] : [], description: '' }}
        onValuesChange={(changed: Partial<CreateValues>) => {
          if ('alias' in changed && !identifierEdited)
            form.setFieldValue('name', suggestIdentifier(changed.alias ?? ''));
        }}
        onFinish={submit}
      >
        <Form.Item
          name="type"
          label={t('projects.kind.choose')}
          required
          rules={[zodRule(projectCreateSchema.shape.type)]}
        >
          <KindPicker />
        </Form.Item>
        {kind && (
          <>
            <Typography.Title level={5}>{t('projects.info')}</Typography.Title>
            <ProjectSettingsFields
              afterAlias={
                <Form.Item
                  name="name"
                  label={t('projects.identifier')}
                  required
                  extra={t('projects.identifier.hint')}
                  rules={[zodRule(projectIdentifierSchema)]}
                >
                  <Input
                    data-testid="project-identifier"
                    maxLength={32}
                    onChange={(event) => setIdentifierEdited(event.target.value !== '')}
                  />
                </Form.Item>
              }
            />
            <Flex gap={8}>
              <Button
                data-testid="project-submit"
                type="primary"
                htmlType="submit"
                loading={create.isPending}
              >
                {t('projects.create.submit')}
              </Button>
              <Button onClick={() => navigate(projectPaths.list)}>{t('projects.cancel')}</Button>
            </Flex>
          </>
        )}
      </Form>
    </Card>
  );
}
