import type { ProjectTemplate, SharedService } from '@slipway/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Empty, List, Modal, Select, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { projectKeys } from '../../projects/hooks/projectQueries';
import { servicesKey, useProjectServicesApi } from '../useServices';

const keyOf = (service: SharedService) => `${service.owner}/${service.name}`;

/** Public services of other projects this project uses: pick more to add, or remove one. */
export function SharedServicesDialog({
  project,
  onClose,
}: {
  project: ProjectTemplate;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { projectName, api } = useProjectServicesApi();
  const offers = useQuery({
    queryKey: [...servicesKey(projectName), 'shared-offers'],
    queryFn: ({ signal }) => api.sharedOffers(signal),
  });
  const [shared, setShared] = useState<SharedService[]>(project.shared_services ?? []);
  const [picked, setPicked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const taken = new Set(shared.map(keyOf));
  const options = (offers.data ?? [])
    .map((offer) => ({ name: offer.service_name, owner: offer.product_name }))
    .filter((offer) => !taken.has(keyOf(offer)))
    .map((offer) => ({ value: keyOf(offer), label: `${offer.name} (${offer.owner})` }));
  const add = () => {
    const added = picked.map((key) => {
      const at = key.indexOf('/');
      return { owner: key.slice(0, at), name: key.slice(at + 1) };
    });
    setShared((current) => [...current, ...added]);
    setPicked([]);
  };
  const save = async () => {
    setSaving(true);
    try {
      await api.setSharedServices(project, shared);
      void message.success(t('services.shared.saved'));
      await queryClient.invalidateQueries({ queryKey: projectKeys.one(projectName) });
      onClose();
    } catch {
      // the HTTP client has shown the server's reason; the dialog stays open
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={t('services.shared.title')}
      okText={t('services.shared.save')}
      cancelText={t('system.action.cancel')}
      okButtonProps={{ 'data-testid': 'shared-services-save' }}
      confirmLoading={saving}
      onOk={save}
      onCancel={onClose}
    >
      {offers.isError ? (
        <Alert
          data-testid="shared-offers-error"
          type="error"
          showIcon
          message={t('services.shared.loadFailed')}
        />
      ) : offers.isPending ? (
        <Spin data-testid="shared-offers-loading" />
      ) : (
        <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
          <Select
            data-testid="shared-services-picker"
            mode="multiple"
            style={{ flex: 1 }}
            value={picked}
            onChange={setPicked}
            options={options}
            placeholder={t('services.shared.pick')}
            notFoundContent={<Empty description={t('services.shared.none')} />}
          />
          <Button data-testid="shared-services-add" disabled={picked.length === 0} onClick={add}>
            {t('services.shared.add')}
          </Button>
        </Space.Compact>
      )}
      <List
        size="small"
        dataSource={shared}
        locale={{ emptyText: <Empty description={t('services.shared.empty')} /> }}
        renderItem={(service) => (
          <List.Item
            data-testid={`shared-service-${service.name}`}
            actions={[
              <Button
                key="remove"
                type="link"
                size="small"
                danger
                data-testid={`shared-service-remove-${service.name}`}
                onClick={() => setShared((current) => current.filter((s) => keyOf(s) !== keyOf(service)))}
              >
                {t('services.shared.remove')}
              </Button>,
            ]}
          >
            <Typography.Text>{service.name}</Typography.Text>
            <Typography.Text type="secondary">{service.owner}</Typography.Text>
          </List.Item>
        )}
      />
    </Modal>
  );
}
