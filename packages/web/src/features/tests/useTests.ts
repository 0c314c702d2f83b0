import type { TestBodyInput } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSaveMutation } from '../system/hooks/useSaveMutation';
import { testsApi } from './tests.api';

export const testsKey = ['tests'] as const;

/** The tests of a project, or of every project when `project` is ''. */
export function useTestList(project: string) {
  return useQuery({
    queryKey: [...testsKey, 'list', project],
    queryFn: ({ signal }) => testsApi.list(project, signal),
  });
}

export function useTestConfig(project: string, name: string | undefined) {
  return useQuery({
    queryKey: [...testsKey, 'config', project, name],
    queryFn: ({ signal }) => testsApi.get(name ?? '', project, signal),
    enabled: Boolean(name),
  });
}

export function useLatestReport(project: string, name: string) {
  return useQuery({
    queryKey: [...testsKey, 'latest', project, name],
    queryFn: ({ signal }) => testsApi.latestReport(project, name, signal),
    retry: false,
  });
}

export function useSaveTest(editing: boolean, onDone: () => void) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (test: TestBodyInput) => (editing ? testsApi.update(test) : testsApi.create(test)),
    invalidates: testsKey,
    successText: t('tests.saved'),
    onSuccess: onDone,
  });
}

export function useDeleteTest() {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: ({ name, project }: { name: string; project: string }) => testsApi.remove(name, project),
    invalidates: testsKey,
    successText: t('tests.deleted'),
  });
}

export function useRunTest(onStarted: (pipeline: string, taskId: number) => void) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: ({ name, project }: { name: string; project: string }) => testsApi.run(project, name),
    invalidates: testsKey,
    successText: t('tests.started'),
    onSuccess: (answer) => onStarted(answer.pipeline_name, answer.task_id),
  });
}
