import { isFinished } from '@slipway/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { openEventStream } from '../../../api/sse';
import { productKeys, productTaskQuery } from '../productQueries';
import type { ProductTask } from '../productWorkflow.types';
import { productTaskStreamPath } from '../productWorkflows.api';

/** Read again this often only while the task's stream is not connected. */
const TASK_POLL_MS = 2000;

/**
 * A product task: read once, then followed over its stream (each event is the whole task) until it
 * finishes; polling stands in while the stream is down. A finished task is only read.
 */
export function useProductTask(project: string, workflow: string, taskId: number) {
  const queryClient = useQueryClient();
  const [streaming, setStreaming] = useState(false);
  const task = useQuery({
    ...productTaskQuery(project, workflow, taskId),
    refetchInterval: (query) => {
      const { data, status } = query.state;
      return streaming || status === 'error' || (data && isFinished(data.status)) ? false : TASK_POLL_MS;
    },
  });
  const running = task.data !== undefined && !isFinished(task.data.status);
  useEffect(() => {
    if (!running) return;
    const stream = openEventStream(productTaskStreamPath(workflow, taskId), {
      query: { projectName: project, workflowType: '' },
      onOpen: () => setStreaming(true),
      onEvent: (event) => {
        if (event.event !== 'message') return;
        const next = JSON.parse(event.data) as ProductTask;
        queryClient.setQueryData(productKeys.task(workflow, taskId), next);
        if (isFinished(next.status)) stream.close();
      },
      onError: () => setStreaming(false),
    });
    return () => {
      stream.close();
      setStreaming(false);
    };
  }, [running, project, workflow, taskId, queryClient]);
  return task;
}
