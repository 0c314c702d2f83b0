import { type ScheduleItemInput, scheduleApiPaths, type Workflow } from '@slipway/contracts';
import { http } from '../../../api/http';
import type { ScheduleEntry } from '../../../components/ScheduleEditor';

const base = scheduleApiPaths.list;
const one = (id: string) => scheduleApiPaths.one.replace(':id', encodeURIComponent(id));
type Done = { message: string };

/** A custom workflow's schedule item: the run it starts is the workflow with its params' values. */
export type WorkflowScheduleEntry = ScheduleEntry & { workflow_v4_args?: Workflow | null };
export type WorkflowScheduleBody = ScheduleItemInput & { workflow_v4_args: Workflow };

/** The schedules of one custom workflow (spec §7 "Workflows", `/v4/cron`). */
export const schedulesApi = {
  list: async (workflow: string, project: string, signal?: AbortSignal) => {
    const answer = await http.get<{ cron_list: WorkflowScheduleEntry[] | null }>(base, {
      query: { workflow, projectName: project },
      signal,
    });
    return answer.cron_list ?? [];
  },
  /** the workflow as a scheduled run starts from it: its params with their default values */
  preset: (workflow: string, signal?: AbortSignal) =>
    http.get<Workflow>(scheduleApiPaths.preset, { query: { workflow }, signal }),
  create: (workflow: string, project: string, body: WorkflowScheduleBody) =>
    http.post<Done>(base, body, { query: { workflow, projectName: project } }),
  update: (id: string, project: string, body: WorkflowScheduleBody) =>
    http.put<Done>(one(id), body, { query: { projectName: project } }),
  remove: (id: string, project: string) => http.delete<Done>(one(id), { query: { projectName: project } }),
};
