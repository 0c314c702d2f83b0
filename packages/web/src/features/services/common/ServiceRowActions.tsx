import { Space } from 'antd';
import type { ServiceSummary } from '../services.api';
import { ServiceVisibilitySwitch } from './ServiceVisibilitySwitch';
import { TemplateReloadButton } from './TemplateReloadButton';

/** What a row of the service list offers besides deleting: its visibility and, for template services, a reload. */
export function ServiceRowActions({ service }: { service: ServiceSummary | undefined }) {
  if (!service) return null;
  return (
    <Space size={4} wrap onClick={(event) => event.stopPropagation()}>
      <ServiceVisibilitySwitch service={service} />
      {service.source === 'template' && service.template_id !== undefined && (
        <TemplateReloadButton service={service} />
      )}
    </Space>
  );
}
