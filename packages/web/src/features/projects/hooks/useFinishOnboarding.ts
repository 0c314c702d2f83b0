import { ONBOARDING_DONE } from '@slipway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { translateMessage } from '../../../i18n/translateMessage';
import { projectsApi } from '../projects.api';
import { projectKeys } from './projectQueries';

/** Marks the onboarding wizard done; a failure says which project and status (spec §8). */
export function useFinishOnboarding(name: string) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: () => projectsApi.setOnboardingStatus(name, ONBOARDING_DONE),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
    onError: () =>
      void message.error(`${name}/${ONBOARDING_DONE} ${translateMessage('error.onboardingFailed')}`),
  });
}
