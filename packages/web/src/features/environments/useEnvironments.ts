import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { environmentsApi } from './environments.api';

export const environmentsKey = (projectName: string) => ['environments', projectName] as const;
const environmentKey = (projectName: string, envName: string) =>
  [...environmentsKey(projectName), envName] as const;

export function useEnvironmentList(projectName: string) {
  return useQuery({
    queryKey: environmentsKey(projectName),
    queryFn: ({ signal }) => environmentsApi.list(projectName, signal),
  });
}

export function useEnvironmentInfo(projectName: string, envName: string) {
  return useQuery({
    queryKey: [...environmentKey(projectName, envName), 'info'],
    queryFn: ({ signal }) => environmentsApi.info(projectName, envName, signal),
    enabled: envName !== '',
  });
}

/** A page of an environment's services; `source` is the environment's kind (helm, external, pm, spock). */
export function useEnvironmentServices(
  projectName: string,
  envName: string,
  search: string,
  page: number,
  source = '',
) {
  return useQuery({
    queryKey: [...environmentKey(projectName, envName), 'services', source, search, page],
    queryFn: ({ signal }) => environmentsApi.services(projectName, envName, source, search, page, signal),
    placeholderData: keepPreviousData,
    enabled: envName !== '',
  });
}

export function useServiceDetail(projectName: string, envName: string, serviceName: string) {
  return useQuery({
    queryKey: [...environmentKey(projectName, envName), 'service', serviceName],
    queryFn: ({ signal }) => environmentsApi.serviceDetail(projectName, envName, serviceName, signal),
  });
}

export function useEnvironmentTemplate(projectName: string) {
  return useQuery({
    queryKey: ['environmentTemplate', projectName],
    queryFn: ({ signal }) => environmentsApi.template(projectName, signal),
  });
}

export function useProjectClusters(projectName: string) {
  return useQuery({
    queryKey: ['environmentClusters', projectName],
    queryFn: ({ signal }) => environmentsApi.clusters(projectName, signal),
  });
}
