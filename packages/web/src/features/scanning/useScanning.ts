import { isFinished, type ScanTaskDetail } from '@slipway/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openEventStream } from '../../api/sse';
import { useSaveMutation } from '../system/hooks/useSaveMutation';
import type { ScannerBodyInput, ScanRunRepoInput } from './scanning.api';
import { scanningApi, scanTaskStreamPath } from './scanning.api';

export const scanningKey = ['scanning'] as const;
/** the portal's history page polls every 3 s while open */
export const SCAN_POLL_MS = 3000;

export function useScanners(project: string) {
  return useQuery({
    queryKey: [...scanningKey, 'list', project],
    queryFn: ({ signal }) => scanningApi.list(project, signal),
  });
}

export function useScanner(project: string, id: string | undefined) {
  return useQuery({
    queryKey: [...scanningKey, 'one', project, id],
    queryFn: ({ signal }) => scanningApi.get(id ?? '', project, signal),
    enabled: Boolean(id),
  });
}

export function useScanHistory(project: string, id: string, pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: [...scanningKey, 'history', project, id, pageNum, pageSize],
    queryFn: ({ signal }) => scanningApi.history(id, project, pageNum, pageSize, signal),
    refetchInterval: SCAN_POLL_MS,
    placeholderData: (previous) => previous,
  });
}

const scanTaskKey = (project: string, id: string, taskId: number) =>
  [...scanningKey, 'task', project, id, taskId] as const;

/**
 * A run of a scanner until it ends: while it runs, the task's stream sends the whole detail on each
 * change (the portal's `/sse`); polling stands in whenever the stream is not connected.
 */
export function useScanTask(project: string, id: string, taskId: number) {
  const queryClient = useQueryClient();
  const [streaming, setStreaming] = useState(false);
  const task = useQuery({
    queryKey: scanTaskKey(project, id, taskId),
    queryFn: ({ signal }) => scanningApi.task(id, taskId, project, signal),
    refetchInterval: (query) =>
      streaming || (query.state.data && isFinished(query.state.data.status)) ? false : SCAN_POLL_MS,
  });
  const running = task.data !== undefined && !isFinished(task.data.status);
  useEffect(() => {
    if (!running) return;
    const stream = openEventStream(scanTaskStreamPath(id, taskId), {
      query: { projectName: project },
      onOpen: () => setStreaming(true),
      onEvent: (event) => {
        if (event.event !== 'message') return;
        const detail = JSON.parse(event.data) as ScanTaskDetail;
        queryClient.setQueryData(scanTaskKey(project, id, taskId), detail);
        if (isFinished(detail.status)) stream.close();
      },
      onError: () => setStreaming(false),
    });
    return () => {
      stream.close();
      setStreaming(false);
    };
  }, [running, project, id, taskId, queryClient]);
  return task;
}

export function useSaveScanner(id: string | undefined, onDone: () => void) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (scanner: ScannerBodyInput) =>
      id ? scanningApi.update(id, scanner) : scanningApi.create(scanner),
    invalidates: scanningKey,
    successText: t('scanning.saved'),
    onSuccess: onDone,
  });
}

export function useDeleteScanner(project: string) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (id: string) => scanningApi.remove(id, project),
    invalidates: scanningKey,
    successText: t('scanning.deleted'),
  });
}

export function useRunScanner(project: string, onStarted: (taskId: number) => void) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: ({ id, repos }: { id: string; repos: ScanRunRepoInput[] }) =>
      scanningApi.run(id, project, repos),
    invalidates: scanningKey,
    successText: t('scanning.started'),
    onSuccess: (answer) => onStarted(answer.task_id),
  });
}
