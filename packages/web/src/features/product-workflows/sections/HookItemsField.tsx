import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteButton } from '../../system/components/ConfirmDeleteButton';
import type { HookItem } from '../productWorkflow.types';
import { HookItemFormModal } from './HookItemFormModal';
import type { HookCtlValue } from './hookItemForm';

type Dialog = { open: false } | { open: true; index?: number };

/**
 * The Git triggers kept inside a product workflow or a test (`hook_ctl`): the switch for them all,
 * and items added, edited and removed in place; they are saved with their owner. `complete` adds
 * what the owner's items carry beside the repository (run args).
 */
export function HookItemsField({
  value,
  onChange,
  complete = (item) => item,
}: {
  value?: HookCtlValue;
  onChange?: (next: HookCtlValue) => void;
  complete?: (item: HookItem) => HookItem;
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>({ open: false });
  const ctl = value ?? { enabled: false, items: [] };
  const change = (next: Partial<HookCtlValue>) => onChange?.({ ...ctl, ...next });
  const save = (item: HookItem, index?: number) =>
    change({
      items:
        index === undefined
          ? [...ctl.items, complete(item)]
          : ctl.items.map((current, at) => (at === index ? complete(item) : current)),
    });
  return (
    <Flex vertical gap={12} data-testid="hook-items">
      <Flex justify="space-between" align="center">
        <Flex gap={8} align="center">
          <Typography.Text strong>{t('productWorkflow.trigger.hooks')}</Typography.Text>
          <Switch
            data-testid="hook-items-enabled"
            checked={ctl.enabled}
            onChange={(enabled) => change({ enabled })}
          />
        </Flex>
        <Button icon={<PlusOutlined />} data-testid="hook-item-add" onClick={() => setDialog({ open: true })}>
          {t('gitTrigger.add')}
        </Button>
      </Flex>
      <Table<HookItem>
        size="small"
        pagination={false}
        rowKey={(item) => `${ctl.items.indexOf(item)}`}
        dataSource={ctl.items}
        locale={{ emptyText: <span data-testid="hook-items-empty">{t('gitTrigger.empty')}</span> }}
        columns={[
          { title: t('productWorkflow.trigger.name'), key: 'name', render: (_, item) => item.main_repo.name },
          {
            title: t('productWorkflow.trigger.repo'),
            key: 'repo',
            render: (_, item) =>
              [item.main_repo.repo_namespace || item.main_repo.repo_owner, item.main_repo.repo_name]
                .filter(Boolean)
                .join('/'),
          },
          {
            title: t('productWorkflow.trigger.branch'),
            key: 'branch',
            render: (_, item) =>
              item.main_repo.is_regular
                ? t('productWorkflow.trigger.branchRegex', { pattern: item.main_repo.branch })
                : item.main_repo.branch,
          },
          {
            title: t('productWorkflow.trigger.events'),
            key: 'events',
            render: (_, item) => item.main_repo.events.join(', '),
          },
          {
            title: t('system.actions'),
            key: 'actions',
            render: (_, item, index) => (
              <Flex gap={4}>
                <Button
                  type="link"
                  size="small"
                  data-testid={`hook-item-edit-${index}`}
                  onClick={() => setDialog({ open: true, index })}
                >
                  {t('system.action.edit')}
                </Button>
                <ConfirmDeleteButton
                  testId={`hook-item-delete-${index}`}
                  question={t('gitTrigger.deleteQuestion', { name: item.main_repo.name })}
                  onConfirm={async () => change({ items: ctl.items.filter((_, at) => at !== index) })}
                />
              </Flex>
            ),
          },
        ]}
      />
      {dialog.open && (
        <HookItemFormModal
          item={dialog.index === undefined ? undefined : ctl.items[dialog.index]}
          onSave={(item) => save(item, dialog.index)}
          onClose={() => setDialog({ open: false })}
        />
      )}
    </Flex>
  );
}
