import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { usersApi } from '../users.api';

/** The sign-in page reads the same feature under this key, so it follows the switch at once. */
const signUpKey = ['feature', 'RegisterTrigger'] as const;

/** Whether visitors may create their own account (feature RegisterTrigger). */
export function useSignUpSwitch() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: signUpKey, queryFn: ({ signal }) => usersApi.signUp(signal) });
  const change = useMutation({
    mutationFn: (enabled: boolean) => usersApi.setSignUp(enabled),
    onSuccess: (feature) => {
      queryClient.setQueryData(signUpKey, feature);
      void message.success(t(feature.enabled ? 'system.user.signUpOn' : 'system.user.signUpOff'));
    },
  });
  return {
    enabled: current.data?.enabled ?? false,
    loading: current.isPending || change.isPending,
    setEnabled: (enabled: boolean) => change.mutate(enabled),
  };
}
