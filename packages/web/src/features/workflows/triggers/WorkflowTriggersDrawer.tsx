import { Drawer, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { GitTriggersTab } from './GitTriggersTab';
import { WorkflowSchedulesTab } from './WorkflowSchedulesTab';

/** The triggers of one custom workflow: its schedules and its git triggers, one tab each. */
export function WorkflowTriggersDrawer({
  project,
  workflow,
  open,
  onClose,
}: {
  project: string;
  workflow: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      destroyOnHidden
      size="large"
      title={t('triggers.title', { name: workflow })}
      data-testid="workflow-triggers"
    >
      <Tabs
        items={[
          {
            key: 'schedules',
            label: <span data-testid="triggers-tab-schedules">{t('triggers.schedules')}</span>,
            children: <WorkflowSchedulesTab project={project} workflow={workflow} />,
          },
          {
            key: 'git',
            label: <span data-testid="triggers-tab-git">{t('triggers.git')}</span>,
            children: <GitTriggersTab project={project} workflow={workflow} />,
          },
        ]}
      />
    </Drawer>
  );
}
