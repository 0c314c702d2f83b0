import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServiceRowActions } from '../common/ServiceRowActions';
import { ServiceListPanel } from '../ServiceListPanel';
import { useProjectServicesApi, useServiceList, useServiceMutation } from '../useServices';
import { K8sServiceEditor } from './K8sServiceEditor';
import { NamespaceImportDialog } from './NamespaceImportDialog';
import { RepoServiceDialog } from './RepoServiceDialog';
import { TemplateServiceDialog } from './TemplateServiceDialog';

type Creating = 'yaml' | 'template' | 'repo' | 'cluster' | undefined;

/** K8s YAML projects: the services on the left, the selected one's YAML on the right. */
export function K8sServicesView() {
  const { t } = useTranslation();
  const { api } = useProjectServicesApi();
  const services = useServiceList();
  const names = (services.data ?? []).map((service) => service.service_name);
  const [selected, setSelected] = useState<string>();
  const [creating, setCreating] = useState<Creating>();
  const remove = useServiceMutation(
    (name: string) => api.remove(name, 'k8s'),
    'services.deleted',
    () => setSelected(undefined),
  );
  const current = creating === 'yaml' ? undefined : (selected ?? names[0]);

  const menu = {
    items: [
      { key: 'yaml', label: t('services.k8s.fromYaml'), 'data-testid': 'service-create-yaml' },
      { key: 'template', label: t('services.k8s.fromTemplate'), 'data-testid': 'service-create-template' },
      { key: 'repo', label: t('services.k8s.fromRepo'), 'data-testid': 'service-create-repo' },
      { key: 'cluster', label: t('services.k8s.fromCluster'), 'data-testid': 'service-create-cluster' },
    ],
    onClick: ({ key }: { key: string }) => setCreating(key as Creating),
  };
  const created = (name: string) => {
    setCreating(undefined);
    setSelected(name);
  };

  return (
    <Flex gap={16} align="start">
      <ServiceListPanel
        names={names}
        loading={services.isFetching}
        selected={current}
        onSelect={(name) => {
          setCreating(undefined);
          setSelected(name);
        }}
        onDelete={(name) => remove.mutateAsync(name)}
        rowExtra={(name) => (
          <ServiceRowActions service={services.data?.find((service) => service.service_name === name)} />
        )}
        actions={
          <Dropdown menu={menu} trigger={['click']}>
            <Button data-testid="service-create" type="primary" size="small">
              {t('services.create')} <DownOutlined />
            </Button>
          </Dropdown>
        }
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        {(current || creating === 'yaml') && (
          <K8sServiceEditor key={current ?? 'new'} name={current} existingNames={names} onCreated={created} />
        )}
      </div>
      {creating === 'template' && (
        <TemplateServiceDialog
          existingNames={names}
          onClose={() => setCreating(undefined)}
          onCreated={created}
        />
      )}
      {creating === 'cluster' && (
        <NamespaceImportDialog
          existingNames={names}
          onClose={() => setCreating(undefined)}
          onCreated={created}
        />
      )}
      {creating === 'repo' && <RepoServiceDialog onClose={() => setCreating(undefined)} />}
    </Flex>
  );
}
