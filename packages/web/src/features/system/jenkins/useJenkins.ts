import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSaveMutation } from '../hooks/useSaveMutation';
import { type JenkinsBody, jenkinsApi } from './jenkins.api';

export const jenkinsKey = ['jenkins'] as const;

export function useJenkinsServers(enabled = true) {
  return useQuery({ queryKey: jenkinsKey, queryFn: ({ signal }) => jenkinsApi.list(signal), enabled });
}

export function useJenkinsJobs(id: string | undefined) {
  return useQuery({
    queryKey: [...jenkinsKey, 'jobs', id],
    queryFn: ({ signal }) => jenkinsApi.jobNames(id ?? '', signal),
    enabled: Boolean(id),
  });
}

/** Adds a server, or changes the one with id `editing`. */
export function useSaveJenkins(editing: string | undefined, onDone: () => void) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (body: JenkinsBody) =>
      editing === undefined ? jenkinsApi.create(body) : jenkinsApi.update(editing, body),
    invalidates: jenkinsKey,
    successText: t('jenkins.saved'),
    onSuccess: onDone,
  });
}

export function useDeleteJenkins() {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (id: string) => jenkinsApi.remove(id),
    invalidates: jenkinsKey,
    successText: t('system.deleted'),
  });
}
