import type { ButtonProps } from 'antd';
import { Alert, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ServiceSummary } from '../services.api';
import { useProjectServicesApi, useServiceMutation } from '../useServices';

/** A service made from a template takes the template's current YAML again; its own edits are lost. */
export function TemplateReloadButton({ service }: { service: ServiceSummary }) {
  const { t } = useTranslation();
  const { api } = useProjectServicesApi();
  const reload = useServiceMutation(() => api.reloadFromTemplate(service), 'services.reload.done');
  const name = service.service_name;
  return (
    <>
      <Popconfirm
        title={t('services.reload.confirm', { name })}
        okText={t('services.reload.action')}
        cancelText={t('system.action.cancel')}
        okButtonProps={{ 'data-testid': `service-reload-confirm-${name}` } as ButtonProps}
        onConfirm={() => reload.mutateAsync(undefined).catch(() => undefined)}
      >
        <Button data-testid={`service-reload-${name}`} type="link" size="small" loading={reload.isPending}>
          {t('services.reload.action')}
        </Button>
      </Popconfirm>
      {reload.error && (
        <Alert
          data-testid={`service-reload-error-${name}`}
          type="error"
          showIcon
          closable
          onClose={() => reload.reset()}
          message={reload.error.message}
        />
      )}
    </>
  );
}
