import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSystemRoles } from '../../roles/hooks/useSystemRoles';

/** The system roles a user is to hold, chosen among the system roles by name. */
export function SystemRolesField({ name }: { name: string }) {
  const { t } = useTranslation();
  const roles = useSystemRoles();
  const options = (roles.data ?? []).map((role) => ({
    value: role.name,
    label: role.desc ? `${role.name} (${role.desc})` : role.name,
  }));
  return (
    <Form.Item name={name} label={t('system.user.systemRoles')}>
      <Select data-testid="user-roles-select" mode="multiple" loading={roles.isPending} options={options} />
    </Form.Item>
  );
}
