import type { Preference } from '@slipway/contracts';
import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '../../session/sessionStore';
import { profileApi } from '../profile.api';
import { useCurrentUid } from './useCurrentUid';

/** Saves the preference; theme and log colours apply as soon as the server accepts them. */
export function useSavePreference() {
  const uid = useCurrentUid();
  const { message } = App.useApp();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (preference: Preference) => profileApi.updatePreference(uid, preference),
    onSuccess: (saved) => {
      sessionStore.setPreference(saved);
      void message.success(t('common.saved'));
    },
  });
}
