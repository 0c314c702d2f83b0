import { grantableOf, type Role, roleBodySchema, rulesOfVerbs, verbsOfRules } from '@slipway/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { zodRule } from '../../../../components/form/zodRule';
import { FormModal } from '../../components/FormModal';
import { useSaveSystemRole, useSystemPolicyDefinitions } from '../hooks/useSystemRoles';
import { PermissionTree } from './PermissionTree';

const fields = roleBodySchema.shape;
const verbsRule = zodRule(z.array(z.string()).min(1, { error: 'validation.role.permissionRequired' }));

/** The tree holds the ticked verbs; they are saved as one rule per resource. */
interface RoleValues {
  name: string;
  desc?: string;
  verbs: string[];
}

/** Creates a system role, or edits `role` (its name stays). At least one permission is needed. */
export function SystemRoleModal({ role, onClose }: { role?: Role; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSystemRole(role !== undefined, onClose);
  const definitions = useSystemPolicyDefinitions();
  return (
    <FormModal<RoleValues>
      title={role ? t('system.role.edit', { name: role.name }) : t('system.role.create')}
      submitTestId="system-role-submit"
      pending={save.isPending}
      initialValues={
        role ? { name: role.name, desc: role.desc, verbs: verbsOfRules(role.rules) } : { name: '', verbs: [] }
      }
      onClose={onClose}
      onSubmit={({ name, desc, verbs }) =>
        save.mutate({
          name,
          desc: desc ?? '',
          rules: rulesOfVerbs(verbs, grantableOf(definitions.data ?? [])),
        })
      }
      width={560}
    >
      <Form.Item name="name" label={t('system.role.name')} required rules={[zodRule(fields.name)]}>
        <Input data-testid="system-role-name" autoComplete="off" disabled={role !== undefined} autoFocus />
      </Form.Item>
      <Form.Item name="desc" label={t('system.role.desc')} rules={[zodRule(fields.desc)]}>
        <Input.TextArea data-testid="system-role-desc" autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.Item name="verbs" label={t('system.role.permissions')} required rules={[verbsRule]}>
        <PermissionTree />
      </Form.Item>
    </FormModal>
  );
}
