import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScheduleEditor } from '../../../components/ScheduleEditor';
import { usePermit } from '../../permissions/usePermit';
import {
  scheduleArgsOf,
  scheduleBodyOf,
  toggledBodyOf,
  useDeleteSchedule,
  useSaveSchedule,
  useSchedulePreset,
  useWorkflowSchedules,
} from './useWorkflowSchedules';

/** The schedules of one custom workflow; only those who may edit it change them. */
export function WorkflowSchedulesTab({ project, workflow }: { project: string; workflow: string }) {
  const { t } = useTranslation();
  const schedules = useWorkflowSchedules(workflow, project);
  const preset = useSchedulePreset(workflow);
  const canEdit =
    usePermit({
      type: 'project',
      project,
      action: 'edit_workflow',
      resource: { type: 'Workflow', name: workflow },
    }) === 'permitted';
  const save = useSaveSchedule(workflow, project);
  const remove = useDeleteSchedule(workflow, project);
  if (schedules.isError || preset.isError)
    return (
      <Alert type="error" showIcon data-testid="schedule-load-failed" title={t('schedule.loadFailed')} />
    );
  const workflowDefinition = preset.data;
  return (
    <ScheduleEditor
      entries={workflowDefinition ? schedules.data : undefined}
      canEdit={canEdit && workflowDefinition !== undefined}
      params={workflowDefinition?.params ?? []}
      argsOf={(entry) => (workflowDefinition ? scheduleArgsOf(workflowDefinition, entry) : {})}
      saving={save.isPending}
      onSave={async (draft, entry) => {
        if (!workflowDefinition) return;
        await save.mutateAsync({ id: entry?.id, body: scheduleBodyOf(workflowDefinition, draft) });
      }}
      onToggle={async (entry, enabled) => {
        if (!workflowDefinition) return;
        await save.mutateAsync({ id: entry.id, body: toggledBodyOf(workflowDefinition, entry, enabled) });
      }}
      onDelete={(entry) => remove.mutateAsync(entry.id)}
    />
  );
}
