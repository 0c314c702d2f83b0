import { type UserWithRoles, userRolesUpdateSchema } from '@slipway/contracts';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../../components/form/zodRule';
import { FormModal } from '../../components/FormModal';
import { useSystemRoles } from '../../roles/hooks/useSystemRoles';
import { useSetSystemRoles } from '../hooks/useUsers';

interface RolesValues {
  roles: string[];
}

/** Replaces the system roles of one user; the server keeps at least one administrator. */
export function UserRolesModal({ user, onClose }: { user: UserWithRoles; onClose: () => void }) {
  const { t } = useTranslation();
  const roles = useSystemRoles();
  const save = useSetSystemRoles(user.uid, onClose);
  const options = (roles.data ?? []).map((role) => ({
    value: role.name,
    label: role.desc ? `${role.name} (${role.desc})` : role.name,
  }));
  return (
    <FormModal<RolesValues>
      title={t('system.user.assignRolesOf', { account: user.account })}
      submitTestId="user-submit"
      pending={save.isPending}
      initialValues={{ roles: user.system_roles }}
      onClose={onClose}
      onSubmit={(values) => save.mutate(userRolesUpdateSchema.parse(values).roles)}
    >
      <Form.Item
        name="roles"
        label={t('system.user.systemRoles')}
        rules={[zodRule(userRolesUpdateSchema.shape.roles)]}
      >
        <Select data-testid="user-roles-select" mode="multiple" loading={roles.isPending} options={options} />
      </Form.Item>
    </FormModal>
  );
}
