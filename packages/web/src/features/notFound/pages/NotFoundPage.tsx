import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_HOME, SIGNIN_PATH } from '../../../lib/appPaths';
import { useSession } from '../../session/hooks/useSession';

/** /404 and every path no route matches. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const signedIn = useSession((state) => state.user !== null);
  return (
    <Result
      data-testid="not-found"
      status="404"
      title="404"
      subTitle={t('notFound.description')}
      extra={
        <Link to={signedIn ? DEFAULT_HOME : SIGNIN_PATH}>
          <Button type="primary">{t('common.backHome')}</Button>
        </Link>
      }
    />
  );
}
