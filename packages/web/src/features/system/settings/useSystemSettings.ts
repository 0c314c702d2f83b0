import type { WorkflowConcurrency } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSaveMutation } from '../hooks/useSaveMutation';
import { settingsApi } from './settings.api';

const jobExecutorKey = ['system', 'jobExecutor'] as const;
const concurrencyKey = ['system', 'concurrency'] as const;

export function useJobExecutor() {
  return useQuery({ queryKey: jobExecutorKey, queryFn: ({ signal }) => settingsApi.jobExecutor(signal) });
}

/** Whether jobs may run on the host, unisolated, when the server has no sandbox. */
export function useAllowUnsandboxed() {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (allowed: boolean) => settingsApi.setJobExecutor({ allow_unsandboxed: allowed }),
    invalidates: jobExecutorKey,
    successText: t('common.saved'),
  });
}

export function useWorkflowConcurrency() {
  return useQuery({ queryKey: concurrencyKey, queryFn: ({ signal }) => settingsApi.concurrency(signal) });
}

export function useSaveWorkflowConcurrency() {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (body: WorkflowConcurrency) => settingsApi.setConcurrency(body),
    invalidates: concurrencyKey,
    successText: t('common.saved'),
  });
}
