import { type Role, roleNameSchema, rulesOfVerbs, verbsOfRules } from '@slipway/contracts';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { zodRule } from '../../../components/form/zodRule';
import { useProjectPermissions } from '../../permissions/useProjectPermissions';
import { FormDialog } from '../../projects/components/FormDialog';
import { useProjectDefinitions } from '../hooks/usePolicyDefinitions';
import { useRbacMutation } from '../hooks/useRbacMutation';
import { rbacApi } from '../rbac.api';
import { PermissionTree } from './PermissionTree';

interface RoleValues {
  name: string;
  desc: string;
  type: 'public' | 'private';
  /** the verbs ticked in the tree; saved as one rule per resource */
  verbs: string[];
}

const fields = {
  name: roleNameSchema,
  desc: z.string().max(256, { error: 'validation.tooLong' }),
  verbs: z.array(z.string()).min(1, { error: 'validation.role.permissionRequired' }),
};

const roleValues = (role: Role | null): RoleValues =>
  role
    ? {
        name: role.name,
        desc: role.desc,
        type: role.isPublic ? 'public' : 'private',
        verbs: verbsOfRules(role.rules),
      }
    : { name: '', desc: '', type: 'private', verbs: [] };

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
  const save = useRbacMutation(projectName, ({ name, desc, type, verbs }: RoleValues) => {
    const body = { name, desc, rules: rulesOfVerbs(verbs, definitions.grantable) };
    const roles = type === 'public' ? rbacApi.publicRoles : rbacApi.roles;
    return editing ? roles.update(projectName, name, body) : roles.create(projectName, body);
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
      <Form.Item name="verbs" label={t('rbac.roles.permissions')} required rules={[zodRule(fields.verbs)]}>
        <PermissionTree definitions={definitions.list} />
      </Form.Item>
    </FormDialog>
  );
}
