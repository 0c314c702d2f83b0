import { projectDescSchema, projectDisplayNameSchema } from '@slipway/contracts';
import { Form, Input, Radio } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zodRule';
import { UserPicker } from '../../rbac/components/UserPicker';

/** The form's names are the portal's template fields. */
export interface ProjectSettingsValues {
  project_name: string;
  desc: string;
  public: boolean;
  admins: string[];
}

/** Display name, description, access and administrators: asked on creation and on edit. */
export function ProjectSettingsFields({ afterAlias }: { afterAlias?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="project_name"
        label={t('projects.alias')}
        required
        rules={[zodRule(projectDisplayNameSchema)]}
      >
        <Input data-testid="project-alias" maxLength={64} />
      </Form.Item>
      {afterAlias}
      <Form.Item name="desc" label={t('projects.description')} rules={[zodRule(projectDescSchema)]}>
        <Input.TextArea data-testid="project-description" rows={3} maxLength={1024} />
      </Form.Item>
      <Form.Item name="public" label={t('projects.access')} required extra={t('projects.access.hint')}>
        <Radio.Group optionType="button">
          <Radio.Button value={false}>
            <span data-testid="project-access-private">{t('projects.access.private')}</span>
          </Radio.Button>
          <Radio.Button value={true}>
            <span data-testid="project-access-public">{t('projects.access.public')}</span>
          </Radio.Button>
        </Radio.Group>
      </Form.Item>
      <Form.Item name="admins" label={t('projects.administrators')}>
        <UserPicker testId="project-administrators" />
      </Form.Item>
    </>
  );
}
