import type { WorkflowHookBody } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSaveMutation } from '../../system/hooks/useSaveMutation';
import { gitTriggersApi } from './gitTriggers.api';

const gitTriggersKey = (workflow: string) => ['workflows', 'gitTriggers', workflow] as const;

export function useGitTriggers(workflow: string) {
  return useQuery({
    queryKey: gitTriggersKey(workflow),
    queryFn: ({ signal }) => gitTriggersApi.list(workflow, signal),
    staleTime: 0,
  });
}

/** Adds a trigger, or replaces the one of the same name when `editing`; the list reloads after. */
export function useSaveGitTrigger(workflow: string, editing: boolean, onDone: () => void) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (body: WorkflowHookBody) =>
      editing ? gitTriggersApi.update(workflow, body) : gitTriggersApi.create(workflow, body),
    invalidates: gitTriggersKey(workflow),
    successText: editing ? t('gitTrigger.updated') : t('gitTrigger.created'),
    onSuccess: onDone,
  });
}

export function useDeleteGitTrigger(workflow: string) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (name: string) => gitTriggersApi.remove(workflow, name),
    invalidates: gitTriggersKey(workflow),
    successText: t('gitTrigger.deleted'),
  });
}
