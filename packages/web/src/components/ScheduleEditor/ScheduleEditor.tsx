import { PlusOutlined } from '@ant-design/icons';
import type { WorkflowParam } from '@slipway/contracts';
import { Button, Flex, Switch, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../features/projects/testId';
import { ConfirmDeleteButton } from '../../features/system/components/ConfirmDeleteButton';
import { formatDateTime } from '../../features/system/formatTime';
import { ScheduleFormModal } from './ScheduleFormModal';
import type { ScheduleArgs, ScheduleDraft, ScheduleEntry } from './scheduleForm';
import { describeSchedule, typeLabels } from './scheduleText';

export interface ScheduleEditorProps<E extends ScheduleEntry = ScheduleEntry> {
  /** undefined while loading */
  entries: E[] | undefined;
  /** whether the user may change the schedules: otherwise the list is read-only */
  canEdit: boolean;
  /** run params of the target (a workflow's), offered in the dialog */
  params: readonly WorkflowParam[];
  /** the run values a listed item keeps, or those a new item starts from (no entry) */
  argsOf: (entry?: E) => ScheduleArgs;
  saving: boolean;
  /** resolves once saved; the dialog closes then */
  onSave: (draft: ScheduleDraft, entry?: E) => Promise<unknown>;
  onToggle: (entry: E, enabled: boolean) => Promise<unknown>;
  onDelete: (entry: E) => Promise<unknown>;
}

type Dialog<E> = { open: false } | { open: true; entry?: E };

/** What the server reports of an item's runs: failures in a row, and why it was switched off. */
function RunState({ entry }: { entry: ScheduleEntry }) {
  const { t } = useTranslation();
  return (
    <Flex vertical data-testid={`schedule-state-${entry.id}`}>
      {entry.consecutive_failures ? (
        <Typography.Text type="warning">
          {t('schedule.failures', { count: entry.consecutive_failures })}
        </Typography.Text>
      ) : null}
      {entry.disabled_reason ? (
        <Typography.Text type="danger">
          {t('schedule.disabledReason', { reason: entry.disabled_reason })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

/**
 * The schedule-trigger editor (spec §1 shared pieces): the items of one workflow or test with when
 * they run, their next run and state, switched on and off, edited in a dialog and deleted after a
 * question. Data and calls belong to the caller.
 */
export function ScheduleEditor<E extends ScheduleEntry>({
  entries,
  canEdit,
  params,
  argsOf,
  saving,
  onSave,
  onToggle,
  onDelete,
}: ScheduleEditorProps<E>) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog<E>>({ open: false });
  const close = () => setDialog({ open: false });
  const columns: TableColumnsType<E> = [
    {
      title: t('schedule.column.type'),
      key: 'type',
      render: (_, entry) => (
        <Flex vertical>
          <Tag>{t(typeLabels[entry.type])}</Tag>
          {entry.name && <Typography.Text type="secondary">{entry.name}</Typography.Text>}
        </Flex>
      ),
    },
    {
      title: t('schedule.column.when'),
      key: 'when',
      render: (_, entry) => (
        <span data-testid={`schedule-when-${entry.id}`}>{describeSchedule(entry, t)}</span>
      ),
    },
    {
      title: t('schedule.column.nextRun'),
      key: 'next',
      render: (_, entry) => (
        <span data-testid={`schedule-next-${entry.id}`}>
          {entry.enabled && entry.next_run_time ? formatDateTime(entry.next_run_time) : '-'}
        </span>
      ),
    },
    { title: t('schedule.column.state'), key: 'state', render: (_, entry) => <RunState entry={entry} /> },
    {
      title: t('schedule.column.enabled'),
      key: 'enabled',
      render: (_, entry) => (
        <Switch
          data-testid={`schedule-enabled-${entry.id}`}
          checked={entry.enabled}
          disabled={!canEdit}
          onChange={(enabled) => onToggle(entry, enabled).catch(() => undefined)}
        />
      ),
    },
  ];
  if (canEdit)
    columns.push({
      title: t('system.actions'),
      key: 'actions',
      render: (_, entry) => (
        <Flex gap={4}>
          <Button
            type="link"
            size="small"
            data-testid={`schedule-edit-${entry.id}`}
            onClick={() => setDialog({ open: true, entry })}
          >
            {t('system.action.edit')}
          </Button>
          <ConfirmDeleteButton
            testId={`schedule-delete-${entry.id}`}
            question={t('schedule.deleteQuestion', { what: entry.name || describeSchedule(entry, t) })}
            onConfirm={() => onDelete(entry)}
          />
        </Flex>
      ),
    });
  return (
    <Flex vertical gap={12} data-testid="schedule-editor">
      {canEdit && (
        <Flex justify="end">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            data-testid="schedule-add"
            onClick={() => setDialog({ open: true })}
          >
            {t('schedule.add')}
          </Button>
        </Flex>
      )}
      <Table<E>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={entries ?? []}
        loading={entries === undefined && { description: t('schedule.loading') }}
        pagination={false}
        locale={{ emptyText: <span data-testid="schedule-empty">{t('schedule.empty')}</span> }}
        onRow={(entry) => testIdProps(`schedule-row-${entry.id}`)}
      />
      {dialog.open && (
        <ScheduleFormModal
          entry={dialog.entry}
          params={params}
          args={argsOf(dialog.entry)}
          pending={saving}
          onClose={close}
          onSave={(draft) => {
            onSave(draft, dialog.entry)
              .then(close)
              .catch(() => undefined);
          }}
        />
      )}
    </Flex>
  );
}
