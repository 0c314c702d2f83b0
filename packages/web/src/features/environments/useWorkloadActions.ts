import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { environmentsApi, type ServiceWorkload } from './environments.api';
import { environmentsKey } from './useEnvironments';

/** Restart, scale and pod deletion for one workload; the service reloads after each. */
export function useWorkloadActions(
  projectName: string,
  envName: string,
  serviceName: string,
  workload: ServiceWorkload,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const done = (text: string) => async () => {
    void message.success(text);
    await queryClient.invalidateQueries({ queryKey: environmentsKey(projectName) });
  };
  const restart = useMutation({
    mutationFn: () => environmentsApi.restartWorkload(projectName, envName, serviceName, workload),
    onSuccess: done(t('envs.restarted')),
  });
  const scale = useMutation({
    mutationFn: (replicas: number) =>
      environmentsApi.scale(projectName, envName, serviceName, workload, replicas),
    onSuccess: done(t('envs.scaled')),
  });
  const deletePod = useMutation({
    mutationFn: (podName: string) => environmentsApi.deletePod(projectName, envName, podName),
    onSuccess: done(t('envs.podDeleted')),
  });
  const setImage = useMutation({
    mutationFn: ({ container, image }: { container: string; image: string }) =>
      environmentsApi.setImage(projectName, envName, serviceName, workload, container, image),
    onSuccess: done(t('envs.imageChanged')),
  });
  return { restart, scale, deletePod, setImage };
}
