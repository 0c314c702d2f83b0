import { queryOptions } from '@tanstack/react-query';
import { projectsApi } from '../projects.api';

export const projectKeys = {
  all: ['projects'] as const,
  list: ['projects', 'list'] as const,
  one: (name: string) => ['projects', 'one', name] as const,
  variableSets: (name: string) => ['projects', 'variableSets', name] as const,
};

export const projectListQuery = () =>
  queryOptions({ queryKey: projectKeys.list, queryFn: ({ signal }) => projectsApi.list(signal) });

export const projectQuery = (name: string) =>
  queryOptions({
    queryKey: projectKeys.one(name),
    queryFn: ({ signal }) => projectsApi.get(name, signal),
    enabled: name !== '',
  });
