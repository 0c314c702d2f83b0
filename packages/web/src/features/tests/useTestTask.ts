import { isFinished } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { testsApi } from './tests.api';

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
export function useTaskReport(
  project: string,
  testJob: string,
  test: string,
  taskId: number,
  finished: boolean,
) {
  return useQuery({
    queryKey: ['tests', 'taskReport', project, testJob, taskId],
    queryFn: ({ signal }) => testsApi.taskReport(project, testJob, taskId, testJob, test, signal),
    enabled: finished,
    retry: false,
  });
}
