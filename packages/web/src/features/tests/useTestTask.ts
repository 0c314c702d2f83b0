import { isFinished } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { type TestRun, testsApi } from './tests.api';

const POLL_MS = 3000;

/** A run of a test (its workflow `{test}-job`), polled until it ends. */
export function useTestTask(project: string, testJob: string, taskId: number) {
  return useQuery({
    queryKey: ['tests', 'task', project, testJob, taskId],
    queryFn: ({ signal }) => testsApi.task(project, testJob, taskId, signal),
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data.status) ? false : POLL_MS),
  });
}

/** The cases of a finished run. */
export function useTaskReport(run: TestRun, finished: boolean) {
  return useQuery({
    queryKey: ['tests', 'taskReport', run],
    queryFn: ({ signal }) => testsApi.taskReport(run, signal),
    enabled: finished,
    retry: false,
  });
}
