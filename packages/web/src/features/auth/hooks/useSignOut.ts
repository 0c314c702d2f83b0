import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SIGNIN_PATH } from '../../../lib/appPaths';
import { signOut } from '../../session/sessionActions';

/** Signs out, says 'logged out' and shows the sign-in page (spec §4). */
export function useSignOut(signInPath: string = SIGNIN_PATH): () => void {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { t } = useTranslation();
  return useCallback(() => {
    signOut();
    void message.success(t('auth.loggedOut'));
    navigate(signInPath, { replace: true });
  }, [navigate, message, t, signInPath]);
}
