import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { productBuildLog } from '../productWorkflows.api';

/** The build log of one sub task as text; read again on demand while the build runs. */
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
  const log = useQuery({
    queryKey: ['product-workflows', 'build-log', workflow, taskId, service],
    queryFn: ({ signal }) => productBuildLog(workflow, taskId, service ?? '', project, signal),
    enabled: service !== undefined,
    retry: false,
    staleTime: 0,
  });
  return (
    <Drawer
      open={service !== undefined}
      onClose={onClose}
      size={960}
      destroyOnHidden
      title={t('productWorkflow.task.logTitle', { service: service ?? '' })}
      extra={
        <Button data-testid="build-log-refresh" onClick={() => void log.refetch()}>
          {t('productWorkflow.task.refreshLog')}
        </Button>
      }
    >
      {log.isPending && <Spin />}
      {log.isError && <Alert type="error" showIcon title={t('productWorkflow.task.logFailed')} />}
      {log.data !== undefined && (
        <pre
          data-testid="build-log"
          style={{ background: '#000', color: '#fff', padding: 12, whiteSpace: 'pre-wrap' }}
        >
          {String(log.data)}
        </pre>
      )}
    </Drawer>
  );
}
