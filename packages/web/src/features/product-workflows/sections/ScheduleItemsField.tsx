import type { ScheduleItem } from '@slipway/contracts';
import { Flex, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScheduleEditor, type ScheduleEntry } from '../../../components/ScheduleEditor';

/** The timers kept inside a product workflow or a test (`schedules`). */
export interface SchedulesValue {
  enabled: boolean;
  items: ScheduleItem[];
}

/** An item as the schedule editor lists it: known by its place in the list until saved. */
type Entry = ScheduleEntry & { index: number };

const entryOf = (item: ScheduleItem, index: number): Entry => ({
  ...item,
  id: String(index),
  index,
  next_run_time: undefined,
});

/**
 * The timers of a product workflow or a test through the shared schedule editor: the switch for
 * them all, and items added, edited, switched and removed in place; they are saved with their
 * owner. `complete` adds what the owner's items carry beside the timing (run args).
 */
export function ScheduleItemsField({
  value,
  onChange,
  complete = (item) => item,
}: {
  value?: SchedulesValue;
  onChange?: (next: SchedulesValue) => void;
  complete?: (item: ScheduleItem) => ScheduleItem;
}) {
  const { t } = useTranslation();
  const schedules = value ?? { enabled: false, items: [] };
  const change = (next: Partial<SchedulesValue>) => onChange?.({ ...schedules, ...next });
  const setItem = (index: number | undefined, item: ScheduleItem) =>
    change({
      items:
        index === undefined
          ? [...schedules.items, item]
          : schedules.items.map((current, at) => (at === index ? item : current)),
    });
  return (
    <Flex vertical gap={12} data-testid="schedule-items">
      <Flex gap={8} align="center">
        <Typography.Text strong>{t('productWorkflow.trigger.schedules')}</Typography.Text>
        <Switch
          data-testid="schedule-items-enabled"
          checked={schedules.enabled}
          onChange={(enabled) => change({ enabled })}
        />
      </Flex>
      <ScheduleEditor<Entry>
        entries={schedules.items.map(entryOf)}
        canEdit
        params={[]}
        argsOf={() => ({})}
        saving={false}
        onSave={async (draft, entry) => {
          const base = entry ? schedules.items[entry.index] : undefined;
          setItem(entry?.index, complete({ ...base, ...draft.item } as ScheduleItem));
        }}
        onToggle={async (entry, enabled) => {
          const item = schedules.items[entry.index];
          if (item) setItem(entry.index, { ...item, enabled });
        }}
        onDelete={async (entry) => change({ items: schedules.items.filter((_, at) => at !== entry.index) })}
      />
    </Flex>
  );
}
