import { http } from '../../../api/http';
import { jobLogPaths } from '../tasks.api';

/** Saves a finished job's log as a text file. */
export async function downloadJobLog(workflow: string, taskId: number, job: string): Promise<void> {
  const body = await http.get<unknown>(jobLogPaths.finished(workflow, taskId, job), {
    headers: { Accept: 'text/plain' },
  });
  const text = typeof body === 'string' ? body : body === undefined ? '' : JSON.stringify(body);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${workflow}-${taskId}-${job}.log`;
  link.click();
  URL.revokeObjectURL(url);
}
