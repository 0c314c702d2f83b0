import {
  type ProjectCreate,
  type ProjectDeployType,
  productFeatureOf,
  projectDeployTypes,
  projectIdentifierSchema,
} from '@slipway/contracts';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { zodRule } from '../../../components/form/zodRule';
import { useSession } from '../../session/hooks/useSession';
import { KindPicker } from '../components/KindPicker';
import { ProjectSettingsFields, type ProjectSettingsValues } from '../components/ProjectSettingsFields';
import { useCreateProject } from '../hooks/useProjectMutations';
import { suggestIdentifier } from '../identifier';
import { projectPaths } from '../projectKinds';

interface CreateValues extends ProjectSettingsValues {
  kind?: ProjectDeployType;
  product_name: string;
}

const kindSchema = z.enum(projectDeployTypes, { error: 'validation.project.typeRequired' });

/** The portal's new-project body: the kind becomes its product_feature. */
const createBody = ({ kind, ...values }: CreateValues & { kind: ProjectDeployType }): ProjectCreate => ({
  ...values,
  cluster_ids: [],
  enabled: true,
  product_feature: productFeatureOf(kind),
});

/** /v1/projects/create: the kind, then the project's information; then on to the wizard. */
export function ProjectCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const uid = useSession((state) => state.user?.uid ?? '');
  const [form] = Form.useForm<CreateValues>();
  const kind = Form.useWatch('kind', form);
  // The identifier follows the display name until the user types one of their own.
  const [identifierEdited, setIdentifierEdited] = useState(false);
  const create = useCreateProject();

  const submit = (values: CreateValues) => {
    const chosen = kindSchema.parse(values.kind);
    create.mutate(createBody({ ...values, kind: chosen }), {
      onSuccess: () => navigate(projectPaths.wizard(values.product_name, chosen)),
    });
  };

  return (
    <Card title={t('title.projectCreate')} style={{ maxWidth: 880 }}>
      <Form<CreateValues>
        form={form}
        layout="vertical"
        initialValues={{ public: false, admins: uid ? [uid] : [], desc: '' }}
        onValuesChange={(changed: Partial<CreateValues>) => {
          if ('project_name' in changed && !identifierEdited)
            form.setFieldValue('product_name', suggestIdentifier(changed.project_name ?? ''));
        }}
        onFinish={submit}
      >
        <Form.Item name="kind" label={t('projects.kind.choose')} required rules={[zodRule(kindSchema)]}>
          <KindPicker />
        </Form.Item>
        {kind && (
          <>
            <Typography.Title level={5}>{t('projects.info')}</Typography.Title>
            <ProjectSettingsFields
              afterAlias={
                <Form.Item
                  name="product_name"
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
