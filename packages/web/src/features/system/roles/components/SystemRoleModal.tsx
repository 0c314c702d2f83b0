import { type Role, systemRoleBodySchema } from '@slipway/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../../components/form/zodRule';
import { FormModal } from '../../components/FormModal';
import { useSaveSystemRole } from '../hooks/useSystemRoles';
import { PermissionTree } from './PermissionTree';

const fields = systemRoleBodySchema.shape;

/** The form holds any action names; the schema narrows them when saving. */
interface RoleValues {
  name?: string;
  desc?: string;
  actions: string[];
}

/** Creates a system role, or edits `role` (its name stays). At least one permission is needed. */
export function SystemRoleModal({ role, onClose }: { role?: Role; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSystemRole(role?.name, onClose);
  return (
    <FormModal<RoleValues>
      title={role ? t('system.role.edit', { name: role.name }) : t('system.role.create')}
      submitTestId="system-role-submit"
      pending={save.isPending}
      initialValues={role ? { name: role.name, desc: role.desc, actions: role.actions } : { actions: [] }}
      onClose={onClose}
      onSubmit={(values) => save.mutate(systemRoleBodySchema.parse(values))}
      width={560}
    >
      <Form.Item name="name" label={t('system.role.name')} required rules={[zodRule(fields.name)]}>
        <Input data-testid="system-role-name" autoComplete="off" disabled={role !== undefined} autoFocus />
      </Form.Item>
      <Form.Item name="desc" label={t('system.role.desc')} rules={[zodRule(fields.desc)]}>
        <Input.TextArea data-testid="system-role-desc" autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.Item
        name="actions"
        label={t('system.role.permissions')}
        required
        rules={[zodRule(fields.actions)]}
      >
        <PermissionTree />
      </Form.Item>
    </FormModal>
  );
}
