import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type RepoOwner, repoSelectApi } from './repoSelect.api';

export const repoCodehostsKey = ['repo-select', 'codehosts'] as const;

export function usePickerCodehosts() {
  return useQuery({
    queryKey: repoCodehostsKey,
    queryFn: ({ signal }) => repoSelectApi.codehosts(signal),
    staleTime: 60_000,
  });
}

export function useRepoOwners(codehostId: number | undefined, key: string) {
  return useQuery({
    queryKey: ['repo-select', 'owners', codehostId, key],
    queryFn: ({ signal }) => repoSelectApi.owners(codehostId ?? 0, key, signal),
    enabled: Boolean(codehostId),
    placeholderData: keepPreviousData,
  });
}

export function useRepoProjects(codehostId: number | undefined, owner: RepoOwner | undefined, key: string) {
  return useQuery({
    queryKey: ['repo-select', 'projects', codehostId, owner?.path, owner?.kind, key],
    queryFn: ({ signal }) =>
      repoSelectApi.projects(codehostId ?? 0, owner ?? { name: '', path: '', kind: '' }, key, signal),
    enabled: Boolean(codehostId && owner?.path),
    placeholderData: keepPreviousData,
  });
}

export function useRepoBranches(codehostId: number | undefined, namespace: string, repoName: string) {
  return useQuery({
    queryKey: ['repo-select', 'branches', codehostId, namespace, repoName],
    queryFn: ({ signal }) => repoSelectApi.branches(codehostId ?? 0, namespace, repoName, signal),
    enabled: Boolean(codehostId && repoName),
    retry: false,
  });
}
