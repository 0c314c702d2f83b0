import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_HOME } from '../../../lib/appPaths';
import { AuthCard } from '../components/AuthCard';
import { SignInForm } from '../components/SignInForm';
import { useRegisterEnabled } from '../hooks/useRegisterEnabled';

export function SignInPage() {
  const { t } = useTranslation();
  const registerEnabled = useRegisterEnabled();
  return (
    <AuthCard title={t('auth.signin.title')}>
      <SignInForm home={DEFAULT_HOME} />
      <Flex justify="space-between" style={{ marginTop: 16 }}>
        <Link to="/login/password" data-testid="forgot-password-link">
          {t('auth.forgot.link')}
        </Link>
        {registerEnabled && (
          <Link to="/signup" data-testid="signup-link">
            {t('auth.signup.link')}
          </Link>
        )}
      </Flex>
    </AuthCard>
  );
}
