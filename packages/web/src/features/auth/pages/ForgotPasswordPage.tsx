import { retrieveQuerySchema } from '@slipway/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zodRule';
import { authApi } from '../auth.api';
import { AuthCard } from '../components/AuthCard';
import { BackToSignIn } from '../components/BackToSignIn';

/** Enter the account; a reset link goes to its mailbox, shown partly hidden. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const retrieve = useMutation({ mutationFn: authApi.retrieve });
  return (
    <AuthCard title={t('auth.forgot.title')}>
      {retrieve.data ? (
        <Alert
          data-testid="forgot-sent"
          type="success"
          showIcon
          title={t('auth.forgot.sent', { email: retrieve.data.email })}
        />
      ) : (
        <Form<{ account: string }>
          layout="vertical"
          requiredMark={false}
          onFinish={({ account }) => retrieve.mutate(retrieveQuerySchema.parse({ account }).account)}
        >
          <Form.Item
            name="account"
            label={t('auth.account')}
            extra={t('auth.forgot.hint')}
            rules={[zodRule(retrieveQuerySchema.shape.account)]}
          >
            <Input data-testid="forgot-account" autoComplete="username" autoFocus />
          </Form.Item>
          <Button
            data-testid="forgot-submit"
            type="primary"
            htmlType="submit"
            block
            loading={retrieve.isPending}
          >
            {t('auth.forgot.submit')}
          </Button>
        </Form>
      )}
      <BackToSignIn />
    </AuthCard>
  );
}
