import type { ProjectTemplate } from '@slipway/contracts';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServiceStartOrder } from './ServiceStartOrder';
import { SharedServicesDialog } from './SharedServicesDialog';

type Open = 'order' | 'shared' | undefined;

/** Settings of the project's services as a whole: their start order and, for K8s YAML, shared services. */
export function ServicesToolbar({ project, withShared }: { project: ProjectTemplate; withShared: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>();
  return (
    <Space style={{ marginBottom: 12 }}>
      <Button data-testid="service-order-open" onClick={() => setOpen('order')}>
        {t('services.order.title')}
      </Button>
      {withShared && (
        <Button data-testid="shared-services-open" onClick={() => setOpen('shared')}>
          {t('services.shared.title')}
        </Button>
      )}
      {open === 'order' && (
        <ServiceStartOrder order={project.services ?? []} onClose={() => setOpen(undefined)} />
      )}
      {open === 'shared' && <SharedServicesDialog project={project} onClose={() => setOpen(undefined)} />}
    </Space>
  );
}
