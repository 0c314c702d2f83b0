import { Divider, Flex } from 'antd';
import { HookItemsField } from './HookItemsField';
import { ScheduleItemsField } from './ScheduleItemsField';
import type { SectionProps } from './sectionProps';
import { useScheduledRunArgs } from './useScheduledRunArgs';

/**
 * Timers and Git hooks are stored inside the workflow (portal shapes §7) and saved with it; each
 * item carries the run args it starts the workflow with.
 */
export function TriggerSection({ workflow, onChange }: Pick<SectionProps, 'workflow' | 'onChange'>) {
  const runArgs = useScheduledRunArgs(workflow);
  const withArgs = <T extends { workflow_args?: Record<string, unknown> | null }>(item: T): T =>
    item.workflow_args ? item : { ...item, workflow_args: runArgs() };
  return (
    <Flex vertical gap={16} data-testid="pwf-trigger">
      <ScheduleItemsField
        value={workflow.schedules}
        onChange={(schedules) => onChange({ ...workflow, schedules })}
        complete={withArgs}
      />
      <Divider style={{ margin: 0 }} />
      <HookItemsField
        value={workflow.hook_ctl}
        onChange={(hookCtl) => onChange({ ...workflow, hook_ctl: { ...workflow.hook_ctl, ...hookCtl } })}
        complete={withArgs}
      />
    </Flex>
  );
}
