import type { Workflow } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ScheduleArgs, ScheduleDraft } from '../../../components/ScheduleEditor';
import { useSaveMutation } from '../../system/hooks/useSaveMutation';
import { buildRunBody, initialRunValues } from '../runParams';
import { schedulesApi, type WorkflowScheduleBody, type WorkflowScheduleEntry } from './schedules.api';

const schedulesKey = (workflow: string) => ['workflows', 'schedules', workflow] as const;

export function useWorkflowSchedules(workflow: string, project: string) {
  return useQuery({
    queryKey: schedulesKey(workflow),
    queryFn: ({ signal }) => schedulesApi.list(workflow, project, signal),
    staleTime: 0,
  });
}

export function useSchedulePreset(workflow: string) {
  return useQuery({
    queryKey: [...schedulesKey(workflow), 'preset'],
    queryFn: ({ signal }) => schedulesApi.preset(workflow, signal),
    staleTime: 0,
  });
}

/** The values an item's run gives the params: its own, else the workflow's defaults. */
export const scheduleArgsOf = (preset: Workflow, entry?: WorkflowScheduleEntry): ScheduleArgs =>
  initialRunValues(preset.params, entry?.workflow_v4_args?.params ?? []);

/** The item sent: its fields and the workflow to run with the params' values. */
export const scheduleBodyOf = (preset: Workflow, draft: ScheduleDraft): WorkflowScheduleBody => ({
  ...draft.item,
  workflow_v4_args: buildRunBody(preset, preset.params, draft.args),
});

/** The body that switches a listed item on or off, everything else as it is. */
export function toggledBodyOf(
  preset: Workflow,
  entry: WorkflowScheduleEntry,
  enabled: boolean,
): WorkflowScheduleBody {
  const { id, name, type, number, frequency, time, cron, max_failures, workflow_v4_args } = entry;
  return {
    id,
    name,
    type,
    number,
    frequency,
    time,
    cron,
    max_failures,
    enabled,
    workflow_v4_args: workflow_v4_args ?? buildRunBody(preset, preset.params, scheduleArgsOf(preset)),
  };
}

/** Adds an item, or changes the one with `id`; the list reloads after. */
export function useSaveSchedule(workflow: string, project: string) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: ({ id, body }: { id?: string; body: WorkflowScheduleBody }) =>
      id === undefined
        ? schedulesApi.create(workflow, project, body)
        : schedulesApi.update(id, project, body),
    invalidates: schedulesKey(workflow),
    successText: t('schedule.updated'),
  });
}

export function useDeleteSchedule(workflow: string, project: string) {
  const { t } = useTranslation();
  return useSaveMutation({
    mutationFn: (id: string) => schedulesApi.remove(id, project),
    invalidates: schedulesKey(workflow),
    successText: t('schedule.deleted'),
  });
}
