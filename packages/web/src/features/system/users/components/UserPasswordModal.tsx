import type { ManagedUser } from '@slipway/contracts';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../../components/form/NewPasswordFields';
import { FormModal } from '../../components/FormModal';
import { useUpdateUser } from '../hooks/useUsers';

interface PasswordValues {
  password: string;
  confirm: string;
}

/** The administrator sets a new password without knowing the old one. */
export function UserPasswordModal({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateUser(user.uid, t('system.user.passwordReset'), onClose);
  return (
    <FormModal<PasswordValues>
      title={t('system.user.resetPasswordOf', { account: user.account })}
      submitTestId="user-submit"
      pending={update.isPending}
      onClose={onClose}
      onSubmit={({ password }) => update.mutate({ password })}
    >
      <NewPasswordFields
        name="password"
        label={t('system.user.newPassword')}
        passwordTestId="user-password"
        confirmTestId="user-confirm"
        autoFocus
      />
    </FormModal>
  );
}
