import { type ManagedUser, type UserUpdate, userUpdateSchema } from '@slipway/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/FormModal';
import { useUpdateUser } from '../hooks/useUsers';
import { UserProfileFields } from './UserProfileFields';

/** Name, email and phone of an existing account; the account itself never changes. */
export function UserEditModal({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateUser(user.uid, t('common.saved'), onClose);
  return (
    <FormModal<UserUpdate>
      title={t('system.user.edit', { account: user.account })}
      submitTestId="user-submit"
      pending={update.isPending}
      initialValues={{ name: user.name, email: user.email, phone: user.phone }}
      onClose={onClose}
      onSubmit={(values) => update.mutate(userUpdateSchema.parse(values))}
    >
      <UserProfileFields />
    </FormModal>
  );
}
