import type { LoginBody } from '@slipway/contracts';
import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../../lib/appPaths';
import { signIn } from '../../session/sessionActions';

/** Signs in, then returns to the page in ?redirect= or goes to `home`. */
export function useSignIn(home: string) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { message } = App.useApp();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (body: LoginBody) => signIn(body),
    onSuccess: (user) => {
      void message.success(t('auth.welcome', { name: user.name }));
      navigate(safeRedirect(params.get('redirect')) ?? home, { replace: true });
    },
  });
}
