import { type UserCreate, userCreateSchema } from '@slipway/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../../components/form/NewPasswordFields';
import { zodRule } from '../../../../components/form/zodRule';
import { FormModal } from '../../components/FormModal';
import { useCreateUser } from '../hooks/useUsers';
import { SystemRolesField } from './SystemRolesField';
import { UserProfileFields } from './UserProfileFields';

type CreateValues = Omit<UserCreate, 'isAdmin'> & { confirm: string; isAdmin?: string[] };

/**
 * A new account with its first password and the system roles it holds; an account that exists already
 * is refused by the server.
 */
export function UserCreateModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateUser(onClose);
  return (
    <FormModal<CreateValues>
      title={t('system.user.create')}
      submitTestId="user-submit"
      pending={create.isPending}
      onClose={onClose}
      onSubmit={({ confirm: _confirm, isAdmin = [], ...values }) =>
        create.mutate(userCreateSchema.parse({ ...values, isAdmin }))
      }
    >
      <Form.Item
        name="account"
        label={t('system.user.account')}
        required
        rules={[zodRule(userCreateSchema.shape.account)]}
      >
        <Input data-testid="user-account" autoComplete="off" autoFocus />
      </Form.Item>
      <UserProfileFields />
      <NewPasswordFields
        name="password"
        label={t('system.user.password')}
        passwordTestId="user-password"
        confirmTestId="user-confirm"
      />
      <SystemRolesField name="isAdmin" />
    </FormModal>
  );
}
