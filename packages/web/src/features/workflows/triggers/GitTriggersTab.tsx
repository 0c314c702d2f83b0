import { PlusOutlined } from '@ant-design/icons';
import type { WorkflowHook } from '@slipway/contracts';
import { Alert, Button, Flex, Switch, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermit } from '../../permissions/usePermit';
import { testIdProps } from '../../projects/testId';
import { ConfirmDeleteButton } from '../../system/components/ConfirmDeleteButton';
import { GitTriggerFormModal } from './GitTriggerFormModal';
import { useDeleteGitTrigger, useGitTriggers } from './useGitTriggers';

type Dialog = { open: false } | { open: true; hook?: WorkflowHook };

/** The git triggers of one custom workflow: repository, branch and events; changed by its editors. */
export function GitTriggersTab({ project, workflow }: { project: string; workflow: string }) {
  const { t } = useTranslation();
  const hooks = useGitTriggers(workflow);
  const remove = useDeleteGitTrigger(workflow);
  const [dialog, setDialog] = useState<Dialog>({ open: false });
  const canEdit =
    usePermit({
      type: 'project',
      project,
      action: 'edit_workflow',
      resource: { type: 'Workflow', name: workflow },
    }) === 'permitted';
  if (hooks.isError)
    return (
      <Alert type="error" showIcon title={t('schedule.loadFailed')} data-testid="git-trigger-load-failed" />
    );
  const columns: TableColumnsType<WorkflowHook> = [
    { title: t('gitTrigger.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('gitTrigger.repo'),
      key: 'repo',
      render: (_, hook) =>
        `${hook.main_repo.repo_namespace || hook.main_repo.repo_owner}/${hook.main_repo.repo}:${hook.main_repo.branch}`,
    },
    {
      title: t('gitTrigger.events'),
      key: 'events',
      render: (_, hook) => hook.main_repo.events.map((event) => <Tag key={event}>{event}</Tag>),
    },
    {
      title: t('gitTrigger.enabled'),
      key: 'enabled',
      render: (_, hook) => <Switch size="small" checked={hook.enabled} disabled />,
    },
  ];
  if (canEdit)
    columns.push({
      title: t('system.actions'),
      key: 'actions',
      render: (_, hook) => (
        <Flex gap={4}>
          <Button
            type="link"
            size="small"
            data-testid={`git-trigger-edit-${hook.name}`}
            onClick={() => setDialog({ open: true, hook })}
          >
            {t('system.action.edit')}
          </Button>
          <ConfirmDeleteButton
            testId={`git-trigger-delete-${hook.name}`}
            question={t('gitTrigger.deleteQuestion', { name: hook.name })}
            onConfirm={() => remove.mutateAsync(hook.name)}
          />
        </Flex>
      ),
    });
  return (
    <Flex vertical gap={12} data-testid="git-triggers">
      {canEdit && (
        <Flex justify="end">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            data-testid="git-trigger-add"
            onClick={() => setDialog({ open: true })}
          >
            {t('gitTrigger.add')}
          </Button>
        </Flex>
      )}
      <Table<WorkflowHook>
        rowKey="name"
        size="small"
        columns={columns}
        dataSource={hooks.data ?? []}
        loading={hooks.isPending}
        pagination={false}
        locale={{ emptyText: <span data-testid="git-trigger-empty">{t('gitTrigger.empty')}</span> }}
        onRow={(hook) => testIdProps(`git-trigger-row-${hook.name}`)}
      />
      {dialog.open && (
        <GitTriggerFormModal
          workflow={workflow}
          hook={dialog.hook}
          onClose={() => setDialog({ open: false })}
        />
      )}
    </Flex>
  );
}
