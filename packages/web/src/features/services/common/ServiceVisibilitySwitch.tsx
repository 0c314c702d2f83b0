import type { ButtonProps } from 'antd';
import { Popconfirm, Switch, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ServiceSummary } from '../services.api';
import { useProjectServicesApi, useServiceMutation } from '../useServices';

/** Public services can be added by other projects, so making one public asks first; private does not. */
export function ServiceVisibilitySwitch({ service }: { service: ServiceSummary }) {
  const { t } = useTranslation();
  const { api } = useProjectServicesApi();
  const change = useServiceMutation(
    (visibility: 'public' | 'private') => api.setVisibility(service, visibility),
    'services.saved',
  );
  const name = service.service_name;
  const isPublic = service.visibility === 'public';
  const toggle = (
    <Switch
      data-testid={`service-visibility-${name}`}
      size="small"
      checked={isPublic}
      loading={change.isPending}
      checkedChildren={t('services.visibility.public')}
      unCheckedChildren={t('services.visibility.private')}
      onClick={isPublic ? () => change.mutate('private') : undefined}
    />
  );
  if (isPublic) return <Tooltip title={t('services.visibility.makePrivateHint')}>{toggle}</Tooltip>;
  return (
    <Popconfirm
      title={t('services.visibility.makePublicConfirm', { name })}
      okText={t('services.visibility.makePublic')}
      cancelText={t('system.action.cancel')}
      okButtonProps={{ 'data-testid': `service-visibility-confirm-${name}` } as ButtonProps}
      onConfirm={() => change.mutateAsync('public').catch(() => undefined)}
    >
      {toggle}
    </Popconfirm>
  );
}
