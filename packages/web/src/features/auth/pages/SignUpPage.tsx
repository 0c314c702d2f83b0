import { type SignupBody, signupBodySchema } from '@slipway/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NewPasswordFields } from '../../../components/form/NewPasswordFields';
import { zodRule } from '../../../components/form/zodRule';
import { translateMessage } from '../../../i18n/translateMessage';
import { SIGNIN_PATH } from '../../../lib/appPaths';
import { authApi } from '../auth.api';
import { AuthCard } from '../components/AuthCard';
import { BackToSignIn } from '../components/BackToSignIn';
import { useRegisterEnabled } from '../hooks/useRegisterEnabled';

type SignUpValues = SignupBody & { confirm: string };

const fields = signupBodySchema.shape;

function SignUpForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const signUp = useMutation({
    mutationFn: authApi.signup,
    onSuccess: () => {
      void message.success(t('auth.signup.success'));
      navigate(SIGNIN_PATH);
    },
  });
  const submit = ({ confirm: _confirm, ...values }: SignUpValues) =>
    signUp.mutate(signupBodySchema.parse(values));

  return (
    <Form<SignUpValues> layout="vertical" onFinish={submit}>
      <Form.Item name="account" label={t('auth.account')} required rules={[zodRule(fields.account)]}>
        <Input data-testid="signup-account" autoComplete="username" />
      </Form.Item>
      <Form.Item name="name" label={t('profile.name')} required rules={[zodRule(fields.name)]}>
        <Input data-testid="signup-name" autoComplete="name" />
      </Form.Item>
      <Form.Item name="email" label={t('profile.email')} required rules={[zodRule(fields.email)]}>
        <Input data-testid="signup-email" autoComplete="email" />
      </Form.Item>
      <Form.Item name="phone" label={t('profile.phone')} rules={[zodRule(fields.phone)]}>
        <Input data-testid="signup-phone" autoComplete="tel" />
      </Form.Item>
      <NewPasswordFields
        name="password"
        label={t('auth.password')}
        passwordTestId="signup-password"
        confirmTestId="signup-confirm"
      />
      <Button data-testid="signup-submit" type="primary" htmlType="submit" block loading={signUp.isPending}>
        {t('auth.signup.submit')}
      </Button>
    </Form>
  );
}

export function SignUpPage() {
  const { t } = useTranslation();
  const enabled = useRegisterEnabled();
  return (
    <AuthCard title={t('auth.signup.title')}>
      {enabled === undefined && <Spin style={{ display: 'block' }} />}
      {enabled === false && (
        <Alert type="warning" showIcon title={translateMessage('error.signupDisabled')} />
      )}
      {enabled && <SignUpForm />}
      <BackToSignIn />
    </AuthCard>
  );
}
