import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect } from 'react';
import { translateMessage } from '../../i18n/translateMessage';
import { projectKeys } from '../projects/hooks/projectQueries';
import { projectsApi } from '../projects/projects.api';

/** Saves a project's onboarding status; a failure names the project and status (spec §8). */
export function useOnboardingStatusMutation(project: string) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (status: number) => projectsApi.setOnboardingStatus(project, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
    onError: (_error, status) =>
      void message.error(`${project}/${status} ${translateMessage('error.onboardingFailed')}`),
  });
}

/** Records that the wizard reached this step, once when it opens (portal-shapes §13.1). */
export function useRecordOnboardingStep(project: string, status: number) {
  const { mutate } = useOnboardingStatusMutation(project);
  useEffect(() => {
    mutate(status);
  }, [mutate, status]);
}
