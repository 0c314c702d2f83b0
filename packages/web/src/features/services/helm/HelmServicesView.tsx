import { DownOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Dropdown, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServiceListPanel } from '../ServiceListPanel';
import { servicesKey, useProjectServicesApi, useServiceMutation } from '../useServices';
import { ChartFilesEditor } from './ChartFilesEditor';
import { type HelmCreateSource, HelmServiceDialog } from './HelmServiceDialog';

/** Helm projects: the chart services on the left, the chosen chart's files on the right. */
export function HelmServicesView() {
  const { t } = useTranslation();
  const { projectName, api } = useProjectServicesApi();
  const charts = useQuery({
    queryKey: [...servicesKey(projectName), 'helm'],
    queryFn: ({ signal }) => api.helmList(signal),
  });
  const names = (charts.data?.service_infos ?? []).map((info) => info.service_name);
  const [selected, setSelected] = useState<string>();
  const [creating, setCreating] = useState<HelmCreateSource>();
  const remove = useServiceMutation(
    (name: string) => api.remove(name, 'helm'),
    'services.deleted',
    () => setSelected(undefined),
  );
  const current = selected && names.includes(selected) ? selected : names[0];
  const menu = {
    items: [
      { key: 'repo', label: t('services.helm.fromRepo'), 'data-testid': 'helm-create-repo' },
      { key: 'chartTemplate', label: t('services.helm.fromTemplate'), 'data-testid': 'helm-create-template' },
      { key: 'chartRepo', label: t('services.helm.fromChartRepo'), 'data-testid': 'helm-create-chart-repo' },
    ],
    onClick: ({ key }: { key: string }) => setCreating(key as HelmCreateSource),
  };
  return (
    <Flex gap={16} align="start">
      <ServiceListPanel
        names={names}
        loading={charts.isFetching}
        selected={current}
        onSelect={setSelected}
        onDelete={(name) => remove.mutateAsync(name)}
        actions={
          <Dropdown menu={menu} trigger={['click']}>
            <Button data-testid="service-create" type="primary" size="small">
              {t('services.create')} <DownOutlined />
            </Button>
          </Dropdown>
        }
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        {current && <ChartFilesEditor key={current} serviceName={current} />}
      </div>
      {creating && <HelmServiceDialog source={creating} onClose={() => setCreating(undefined)} />}
    </Flex>
  );
}
