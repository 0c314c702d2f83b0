import type { ManagedUser } from '@slipway/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/FormModal';
import { useSetSystemRoles } from '../hooks/useUsers';
import { SystemRolesField } from './SystemRolesField';

interface RolesValues {
  roles?: string[];
}

/** Replaces the system roles of one user; the server keeps at least one administrator. */
export function UserRolesModal({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSetSystemRoles(user.uid, onClose);
  return (
    <FormModal<RolesValues>
      title={t('system.user.assignRolesOf', { account: user.account })}
      submitTestId="user-submit"
      pending={save.isPending}
      initialValues={{ roles: user.system_role_bindings.map((binding) => binding.role) }}
      onClose={onClose}
      onSubmit={(values) => save.mutate(values.roles ?? [])}
    >
      <SystemRolesField name="roles" />
    </FormModal>
  );
}
