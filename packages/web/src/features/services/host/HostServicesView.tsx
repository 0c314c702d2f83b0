import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServiceRowActions } from '../common/ServiceRowActions';
import { ServiceListPanel } from '../ServiceListPanel';
import { useProjectServicesApi, useServiceList, useServiceMutation } from '../useServices';
import { HostServiceForm } from './HostServiceForm';

/** Host projects: the host services on the left, the chosen one's build, script and hosts on the right. */
export function HostServicesView() {
  const { t } = useTranslation();
  const { api } = useProjectServicesApi();
  const services = useServiceList();
  const names = (services.data ?? []).map((service) => service.service_name);
  const [selected, setSelected] = useState<string>();
  const [creating, setCreating] = useState(false);
  const remove = useServiceMutation(
    (name: string) => api.remove(name, 'pm'),
    'services.deleted',
    () => setSelected(undefined),
  );
  const current = creating ? undefined : (selected ?? names[0]);
  return (
    <Flex gap={16} align="start">
      <ServiceListPanel
        names={names}
        loading={services.isFetching}
        selected={current}
        onSelect={(name) => {
          setCreating(false);
          setSelected(name);
        }}
        onDelete={(name) => remove.mutateAsync(name)}
        rowExtra={(name) => (
          <ServiceRowActions service={services.data?.find((service) => service.service_name === name)} />
        )}
        actions={
          <Button
            data-testid="service-create"
            type="primary"
            size="small"
            icon={<PlusOutlined />}
            onClick={() => setCreating(true)}
          >
            {t('services.create')}
          </Button>
        }
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        {(creating || current) && (
          <HostServiceForm
            key={current ?? 'new'}
            name={current}
            existingNames={names}
            onSaved={(name) => {
              setCreating(false);
              setSelected(name);
            }}
          />
        )}
      </div>
    </Flex>
  );
}
