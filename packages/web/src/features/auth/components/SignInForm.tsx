import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { type LoginBody, loginBodySchema } from '@slipway/contracts';
import { Button, Form } from 'antd';
// The two inputs by their own modules: antd's Input also brings TextArea, Search and OTP, which the
// sign-in page, the first one most visitors load, does not use.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zodRule';
import { useSignIn } from '../hooks/useSignIn';

/** Account and password; used by the desktop and the mobile sign-in pages. */
export function SignInForm({ home }: { home: string }) {
  const { t } = useTranslation();
  const signIn = useSignIn(home);
  return (
    <Form<LoginBody>
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => signIn.mutate(loginBodySchema.parse(values))}
    >
      <Form.Item name="account" label={t('auth.account')} rules={[zodRule(loginBodySchema.shape.account)]}>
        <Input data-testid="signin-account" prefix={<UserOutlined />} autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item name="password" label={t('auth.password')} rules={[zodRule(loginBodySchema.shape.password)]}>
        <Password data-testid="signin-password" prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Button data-testid="signin-submit" type="primary" htmlType="submit" block loading={signIn.isPending}>
        {t('auth.signin.submit')}
      </Button>
    </Form>
  );
}
