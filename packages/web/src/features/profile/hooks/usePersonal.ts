import type { PersonalUpdate } from '@slipway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '../../session/sessionStore';
import { profileApi } from '../profile.api';
import { useCurrentUid } from './useCurrentUid';

export const personalKey = (uid: string) => ['personal', uid] as const;

export function usePersonal() {
  const uid = useCurrentUid();
  return useQuery({
    queryKey: personalKey(uid),
    queryFn: ({ signal }) => profileApi.personal(uid, signal),
    enabled: uid !== '',
  });
}

/** Saves name, email and phone; the top bar shows the new name at once. */
export function useUpdatePersonal() {
  const uid = useCurrentUid();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (body: PersonalUpdate) => profileApi.updatePersonal(uid, body),
    onSuccess: (personal) => {
      queryClient.setQueryData(personalKey(uid), personal);
      sessionStore.updateUser({ name: personal.name, email: personal.email, phone: personal.phone });
      void message.success(t('common.saved'));
    },
  });
}
