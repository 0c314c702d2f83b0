import { type PasswordChange, passwordChangeSchema } from '@slipway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/form/NewPasswordFields';
import { zodRule } from '../../../components/form/zodRule';
import { sessionStore } from '../../session/sessionStore';
import { useCurrentUid } from '../hooks/useCurrentUid';
import { personalKey } from '../hooks/usePersonal';
import { profileApi } from '../profile.api';

type PasswordValues = PasswordChange & { confirm: string };

const fields = passwordChangeSchema.shape;

/** Changing the password needs the current one, and signs the user out everywhere else. */
export function PasswordForm() {
  const { t } = useTranslation();
  const uid = useCurrentUid();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PasswordValues>();
  const change = useMutation({
    mutationFn: async (body: PasswordChange) => {
      const { token } = await profileApi.changePassword(uid, body);
      // The change ended every session of the user, this one too: carry on with the new one.
      if (token) sessionStore.renewToken(token);
    },
    onSuccess: () => {
      // the new password replaced the API token shown on the page
      void queryClient.invalidateQueries({ queryKey: personalKey(uid) });
      void message.success(t('profile.password.changed'));
      form.resetFields();
    },
  });
  const submit = ({ confirm: _confirm, ...values }: PasswordValues) =>
    change.mutate(passwordChangeSchema.parse(values));

  return (
    <Form<PasswordValues> form={form} layout="vertical" style={{ maxWidth: 480 }} onFinish={submit}>
      <Form.Item
        name="oldPassword"
        label={t('profile.password.old')}
        required
        rules={[zodRule(fields.oldPassword)]}
      >
        <Input.Password data-testid="password-old" autoComplete="current-password" />
      </Form.Item>
      <NewPasswordFields
        name="newPassword"
        label={t('auth.newPassword')}
        passwordTestId="password-new"
        confirmTestId="password-confirm"
      />
      <Button data-testid="password-submit" type="primary" htmlType="submit" loading={change.isPending}>
        {t('profile.password.submit')}
      </Button>
    </Form>
  );
}
