import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { projectKeys } from '../../projects/hooks/projectQueries';
import { useProjectServicesApi } from '../useServices';
import { moveService, type StartOrder } from './startOrder';

interface ServiceStartOrderProps {
  order: StartOrder;
  onClose: () => void;
}

/** The start order of the project's services: move a service to an earlier or later group, then save. */
export function ServiceStartOrder({ order, onClose }: ServiceStartOrderProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { projectName, api } = useProjectServicesApi();
  const [groups, setGroups] = useState(order);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await api.setStartOrder(groups);
      void message.success(t('services.order.saved'));
      await queryClient.invalidateQueries({ queryKey: projectKeys.one(projectName) });
      onClose();
    } catch {
      // the HTTP client has shown the server's reason; the dialog stays open to try again
    } finally {
      setSaving(false);
    }
  };
  const move = (name: string, step: -1 | 1) => setGroups((current) => moveService(current, name, step));
  return (
    <Modal
      open
      title={t('services.order.title')}
      okText={t('services.order.save')}
      cancelText={t('system.action.cancel')}
      okButtonProps={{ 'data-testid': 'service-order-save', disabled: groups.length === 0 }}
      confirmLoading={saving}
      onOk={save}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('services.order.hint')}</Typography.Paragraph>
      {groups.length === 0 && <Empty description={t('services.empty')} />}
      <Flex vertical gap={8}>
        {groups.map((group, index) => (
          <Card
            key={group.join(',')}
            size="small"
            data-testid={`service-order-group-${index}`}
            title={t('services.order.group', { index: index + 1 })}
          >
            {group.map((name) => (
              <Flex key={name} justify="space-between" align="center" data-testid={`service-order-${name}`}>
                <Typography.Text>{name}</Typography.Text>
                <span>
                  <Button
                    data-testid={`service-order-up-${name}`}
                    aria-label={t('services.order.earlier', { name })}
                    size="small"
                    type="text"
                    icon={<ArrowUpOutlined />}
                    disabled={index === 0 && group.length === 1}
                    onClick={() => move(name, -1)}
                  />
                  <Button
                    data-testid={`service-order-down-${name}`}
                    aria-label={t('services.order.later', { name })}
                    size="small"
                    type="text"
                    icon={<ArrowDownOutlined />}
                    disabled={index === groups.length - 1 && group.length === 1}
                    onClick={() => move(name, 1)}
                  />
                </span>
              </Flex>
            ))}
          </Card>
        ))}
      </Flex>
    </Modal>
  );
}
