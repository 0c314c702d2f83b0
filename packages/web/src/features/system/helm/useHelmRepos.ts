import type { HelmRepoBody } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSaveMutation } from '../hooks/useSaveMutation';
import { helmReposApi } from './helmRepos.api';

const helmReposKey = ['helm-repos'] as const;

export function useHelmRepos() {
  return useQuery({ queryKey: helmReposKey, queryFn: ({ signal }) => helmReposApi.list(signal) });
}

/** Adds a repository, or changes the one with id `editing`. */
export function useSaveHelmRepo(editing: string | undefined, onDone: () => void) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (body: HelmRepoBody) =>
      editing === undefined ? helmReposApi.create(body) : helmReposApi.update(editing, body),
    invalidates: helmReposKey,
    successText: t('helmRepos.saved'),
    onSuccess: onDone,
  });
}

export function useDeleteHelmRepo() {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (id: string) => helmReposApi.remove(id),
    invalidates: helmReposKey,
    successText: t('system.deleted'),
  });
}
