import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDebouncedValue } from '../system/hooks/useDebouncedValue';
import { useSaveMutation } from '../system/hooks/useSaveMutation';
import { servicesApi } from './services.api';

export const servicesKey = (projectName: string) => ['services', projectName] as const;

/** The project of the page and its service calls. */
export function useProjectServicesApi() {
  const projectName = useParams().project_name ?? '';
  return { projectName, api: servicesApi(projectName) };
}

export function useServiceList() {
  const { projectName, api } = useProjectServicesApi();
  return useQuery({ queryKey: servicesKey(projectName), queryFn: ({ signal }) => api.list(signal) });
}

export function useServiceDetail<T>(name: string | undefined, type: 'k8s' | 'pm') {
  const { projectName, api } = useProjectServicesApi();
  return useQuery({
    queryKey: [...servicesKey(projectName), 'detail', type, name],
    queryFn: ({ signal }) => api.detail<T>(name ?? '', type, signal),
    enabled: Boolean(name),
  });
}

export function useServiceOptions(name: string | undefined) {
  const { projectName, api } = useProjectServicesApi();
  return useQuery({
    queryKey: [...servicesKey(projectName), 'options', name],
    queryFn: ({ signal }) => api.options(name ?? '', signal),
    enabled: Boolean(name),
  });
}

export function useProjectEnvironments() {
  const { projectName, api } = useProjectServicesApi();
  return useQuery({
    queryKey: ['environments', projectName, 'names'],
    queryFn: ({ signal }) => api.environments(signal),
  });
}

/** The server's check of the YAML as it is typed: an empty list means valid. */
export function useYamlCheck(yaml: string) {
  const { projectName, api } = useProjectServicesApi();
  const settled = useDebouncedValue(yaml, 400);
  return useQuery({
    queryKey: ['service-yaml-check', projectName, settled],
    queryFn: ({ signal }) => api.validate(settled, signal),
    enabled: settled.trim() !== '',
    placeholderData: keepPreviousData,
  });
}

/** A change to the project's services: a toast, then the list reloads. */
export function useServiceMutation<T, R>(
  mutationFn: (variables: T) => Promise<R>,
  successKey: 'services.saved' | 'services.deleted' | 'services.created' | 'services.reload.done',
  onSuccess?: (result: R) => void,
) {
  const { t } = useTranslation();
  const { projectName } = useProjectServicesApi();
  return useSaveMutation({
    mutationFn,
    invalidates: servicesKey(projectName),
    successText: t(successKey),
    onSuccess,
  });
}
