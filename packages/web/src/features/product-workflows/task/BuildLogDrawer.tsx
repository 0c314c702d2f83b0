import { CompressOutlined, ExpandOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogTerminal } from '../../../components/LogTerminal/LogTerminal';
import { productBuildLogLines } from '../productWorkflows.api';

/**
 * The build log of one sub task in the shared log terminal: live while the build runs, the whole log
 * once it is over; the full view is wider with a larger font.
 */
export function BuildLogDrawer({
  project,
  workflow,
  taskId,
  service,
  onClose,
}: {
  project: string;
  workflow: string;
  taskId: number;
  service: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [fullView, setFullView] = useState(false);
  const lines = useMemo(
    () => (service === undefined ? undefined : productBuildLogLines(workflow, taskId, service, project)),
    [workflow, taskId, service, project],
  );
  return (
    <Drawer
      open={service !== undefined}
      onClose={onClose}
      size={fullView ? '100%' : 960}
      destroyOnHidden
      title={t('productWorkflow.task.logTitle', { service: service ?? '' })}
      extra={
        <Button
          icon={fullView ? <CompressOutlined /> : <ExpandOutlined />}
          data-testid="log-full-view"
          onClick={() => setFullView(!fullView)}
        >
          {fullView ? t('workflow.log.exitFullView') : t('workflow.log.fullView')}
        </Button>
      }
    >
      {lines && (
        <LogTerminal
          key={service}
          fullView={fullView}
          failureText={t('productWorkflow.task.logFailed')}
          lines={lines}
        />
      )}
    </Drawer>
  );
}
