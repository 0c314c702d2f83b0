import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SIGNIN_PATH } from '../../../lib/appPaths';

export function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <div style={{ marginTop: 16, textAlign: 'center' }}>
      <Link to={SIGNIN_PATH} data-testid="back-to-signin">
        {t('auth.backToSignin')}
      </Link>
    </div>
  );
}
