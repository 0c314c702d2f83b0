import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { NewPasswordFields } from '../../../components/form/NewPasswordFields';
import { SIGNIN_PATH } from '../../../lib/appPaths';
import { authApi } from '../auth.api';
import { AuthCard } from '../components/AuthCard';
import { BackToSignIn } from '../components/BackToSignIn';

interface ResetValues {
  password: string;
  confirm: string;
}

function ResetForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const reset = useMutation({
    mutationFn: (password: string) => authApi.reset(password, token),
    onSuccess: (response) => {
      void message.success(response?.message || t('auth.reset.done'));
      navigate(SIGNIN_PATH, { replace: true });
    },
  });
  return (
    <Form<ResetValues> layout="vertical" onFinish={({ password }) => reset.mutate(password)}>
      <NewPasswordFields
        name="password"
        label={t('auth.newPassword')}
        passwordTestId="reset-password"
        confirmTestId="reset-confirm"
        autoFocus
      />
      <Button data-testid="reset-submit" type="primary" htmlType="submit" block loading={reset.isPending}>
        {t('auth.reset.submit')}
      </Button>
    </Form>
  );
}

/** Opened from the mailed link /login/password/reset?token=… */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthCard title={t('auth.reset.title')}>
      {token ? (
        <ResetForm token={token} />
      ) : (
        <Alert
          type="error"
          showIcon
          title={t('auth.reset.missingToken')}
          description={<Link to="/login/password">{t('auth.forgot.link')}</Link>}
        />
      )}
      <BackToSignIn />
    </AuthCard>
  );
}
