import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useProjectRoles } from '../hooks/useProjectRoles';

/** Several of the project's roles (its own and the public ones), by name. */
export function RoleSelect({
  projectName,
  value,
  onChange,
  testId,
}: {
  projectName: string;
  value?: string[];
  onChange?: (roles: string[]) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const { roles, isPending } = useProjectRoles(projectName);
  return (
    <Select
      data-testid={testId}
      mode="multiple"
      loading={isPending}
      value={value}
      onChange={onChange}
      placeholder={t('rbac.roles.placeholder')}
      options={roles.map((role) => ({
        value: role.name,
        label: role.desc ? `${role.name} (${role.desc})` : role.name,
      }))}
    />
  );
}
