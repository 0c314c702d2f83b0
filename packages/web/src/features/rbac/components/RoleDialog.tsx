import { projectRoleBodySchema, type Role } from '@slipway/contracts';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zodRule';
import { useProjectPermissions } from '../../permissions/useProjectPermissions';
import { FormDialog } from '../../projects/components/FormDialog';
import { useProjectDefinitions } from '../hooks/usePolicyDefinitions';
import { useRbacMutation } from '../hooks/useRbacMutation';
import { rbacApi } from '../rbac.api';
import { PermissionTree } from './PermissionTree';

const fields = projectRoleBodySchema.shape;

interface RoleValues {
  name: string;
  desc: string;
  type: 'public' | 'private';
  actions: string[];
}

const roleValues = (role: Role | null): RoleValues =>
  role
    ? {
        name: role.name,
        desc: role.desc,
        type: role.type === 'public' ? 'public' : 'private',
        actions: role.actions,
      }
    : { name: '', desc: '', type: 'private', actions: [] };

/** Creates or edits a project role: name (lowercase, digits, hyphen), type, at least one permission. */
export function RoleDialog({
  projectName,
  editing,
  onClose,
}: {
  projectName: string;
  /** the role being edited; null to create one */
  editing: Role | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const definitions = useProjectDefinitions();
  // A public role appears in every project: only a system administrator may add one.
  const isSystemAdmin = useProjectPermissions(projectName).global?.is_system_admin ?? false;
  const save = useRbacMutation(projectName, (values: RoleValues) => {
    const body = projectRoleBodySchema.parse(values);
    return editing
      ? rbacApi.roles.update(projectName, body.name, body)
      : rbacApi.roles.create(projectName, body);
  });
  return (
    <FormDialog<RoleValues>
      width={640}
      title={t(editing ? 'rbac.roles.edit' : 'rbac.roles.create')}
      submitTestId="role-submit"
      initialValues={roleValues(editing)}
      onSubmit={save.mutateAsync}
      saving={save.isPending}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('rbac.roles.name')} required rules={[zodRule(fields.name)]}>
        <Input data-testid="role-name" disabled={editing !== null} maxLength={32} />
      </Form.Item>
      <Form.Item name="desc" label={t('projects.description')} rules={[zodRule(fields.desc)]}>
        <Input data-testid="role-desc" maxLength={256} />
      </Form.Item>
      <Form.Item name="type" label={t('rbac.roles.type')} extra={t('rbac.roles.type.hint')}>
        <Radio.Group disabled={editing !== null}>
          <Radio value="private">
            <span data-testid="role-type-private">{t('rbac.roles.type.private')}</span>
          </Radio>
          <Radio value="public" disabled={!isSystemAdmin}>
            <span data-testid="role-type-public">{t('rbac.roles.type.public')}</span>
          </Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="actions"
        label={t('rbac.roles.permissions')}
        required
        rules={[zodRule(fields.actions)]}
      >
        <PermissionTree definitions={definitions.list} />
      </Form.Item>
    </FormDialog>
  );
}
