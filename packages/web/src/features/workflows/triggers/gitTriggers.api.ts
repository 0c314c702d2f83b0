import { type WorkflowHook, type WorkflowHookBody, workflowHookPaths } from '@slipway/contracts';
import { http } from '../../../api/http';

type Done = { message: string };
const ofWorkflow = (workflow: string) =>
  workflowHookPaths.ofWorkflow.replace(':workflowName', encodeURIComponent(workflow));

/** The git triggers of one custom workflow (`/v4/webhook`). */
export const gitTriggersApi = {
  list: (workflow: string, signal?: AbortSignal) =>
    http.get<WorkflowHook[]>(workflowHookPaths.list, { query: { workflow_name: workflow }, signal }),
  create: (workflow: string, body: WorkflowHookBody) => http.post<Done>(ofWorkflow(workflow), body),
  update: (workflow: string, body: WorkflowHookBody) => http.put<Done>(ofWorkflow(workflow), body),
  remove: (workflow: string, trigger: string) =>
    http.delete<Done>(
      workflowHookPaths.one
        .replace(':workflowName', encodeURIComponent(workflow))
        .replace(':triggerName', encodeURIComponent(trigger)),
    ),
};
