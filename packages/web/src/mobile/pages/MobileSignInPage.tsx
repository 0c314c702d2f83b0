import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../features/auth/components/AuthCard';
import { SignInForm } from '../../features/auth/components/SignInForm';
import { MOBILE_HOME } from '../../lib/appPaths';

/** The same sign-in as the desktop, landing in the mobile view. */
export function MobileSignInPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.signin.title')}>
      <SignInForm home={MOBILE_HOME} />
    </AuthCard>
  );
}
