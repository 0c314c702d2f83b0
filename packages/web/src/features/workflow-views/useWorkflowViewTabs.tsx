import type { WorkflowListItem } from '@slipway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Tabs } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { viewKeys, viewNamesQuery, viewPresetQuery } from './viewQueries';
import { WorkflowViewDialog } from './WorkflowViewDialog';
import { workflowViewsApi } from './workflowViews.api';

const ALL = '';
const RELEASE = '\u0000release';

/**
 * Tabs above a project's workflow list: all workflows, the release workflows, then one tab per view,
 * with adding, changing and deleting views. `shows` says whether a row belongs to the chosen tab.
 */
export function useWorkflowViewTabs(project: string): {
  tabs: ReactNode;
  shows: (workflow: WorkflowListItem) => boolean;
  /** what the list says when the chosen view or the release tab holds nothing */
  emptyText?: string;
} {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [active, setActive] = useState(ALL);
  const [dialog, setDialog] = useState<{ view?: string } | null>(null);
  const names = useQuery(viewNamesQuery(project)).data ?? [];
  const isView = active !== ALL && active !== RELEASE;
  const preset = useQuery({ ...viewPresetQuery(project, active), enabled: isView });
  const remove = useMutation({
    mutationFn: (name: string) => workflowViewsApi.remove(project, name),
    onSuccess: async () => {
      setActive(ALL);
      await queryClient.invalidateQueries({ queryKey: viewKeys.all(project) });
    },
  });

  const held = new Set(preset.data?.workflows.filter((w) => w.enabled).map((w) => w.workflow_name));
  const shows = (workflow: WorkflowListItem) =>
    active === ALL
      ? true
      : active === RELEASE
        ? workflow.workflow_type === 'release'
        : held.has(workflow.name);

  const tabs = (
    <>
      <Tabs
        data-testid="workflow-view-tabs"
        activeKey={active}
        onChange={setActive}
        items={[
          { key: ALL, label: t('workflowView.all') },
          { key: RELEASE, label: t('workflowView.release') },
          ...names.map((name) => ({ key: name, label: name })),
        ]}
        tabBarExtraContent={
          <Space>
            {isView && (
              <>
                <Button
                  size="small"
                  onClick={() => setDialog({ view: active })}
                  data-testid="workflow-view-edit"
                >
                  {t('workflowView.edit')}
                </Button>
                <Popconfirm
                  title={t('workflowView.deleteConfirm', { name: active })}
                  okText={t('workflowView.delete')}
                  cancelText={t('workflowView.cancel')}
                  onConfirm={() => remove.mutate(active)}
                >
                  <Button size="small" danger data-testid="workflow-view-delete">
                    {t('workflowView.delete')}
                  </Button>
                </Popconfirm>
              </>
            )}
            <Button size="small" type="dashed" onClick={() => setDialog({})} data-testid="workflow-view-add">
              {t('workflowView.add')}
            </Button>
          </Space>
        }
      />
      <WorkflowViewDialog
        project={project}
        view={dialog?.view}
        open={dialog !== null}
        onClose={(saved) => {
          setDialog(null);
          if (saved) setActive(saved);
        }}
      />
    </>
  );
  const emptyText =
    active === RELEASE ? t('workflowView.releaseEmpty') : isView ? t('workflowView.viewEmpty') : undefined;
  return { tabs, shows, emptyText };
}
