import { environmentNameSchema } from '@slipway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Checkbox, Form, Input, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../components/form/zodRule';
import { testIdProps } from '../projects/testId';
import { type EnvShareInfo, envShareApi } from './envShare.api';
import { environmentsKey } from './useEnvironments';

interface SubEnvironmentCreateModalProps {
  projectName: string;
  base: EnvShareInfo;
  onClose: () => void;
}

interface SubEnvironmentForm {
  env_name: string;
  services: string[];
}

/** A sub-environment of a base: it runs only the chosen services; the base serves the rest. */
export function SubEnvironmentCreateModal({ projectName, base, onClose }: SubEnvironmentCreateModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<SubEnvironmentForm>();
  const template = useQuery({
    queryKey: ['envShareTemplate', projectName, base.env_name],
    queryFn: ({ signal }) => envShareApi.baseTemplate(projectName, base.env_name, signal),
  });
  // only the base's Kubernetes services can run in a sub-environment (the portal offers no others)
  const groups = (template.data?.services ?? []).map((group) => group.filter((s) => s.type === 'k8s'));
  const create = useMutation({
    mutationFn: (values: SubEnvironmentForm) =>
      envShareApi.createSub(
        projectName,
        base,
        values.env_name,
        groups
          .map((group) => group.filter((s) => values.services.includes(s.service_name)))
          .filter((group) => group.length > 0),
      ),
    onSuccess: async () => {
      message.success(t('envs.share.created'));
      await queryClient.invalidateQueries({ queryKey: environmentsKey(projectName) });
      onClose();
    },
  });

  return (
    <Modal
      open
      title={t('envs.share.createSubTitle', { base: base.env_name })}
      okButtonProps={{ ...testIdProps('env-share-sub-ok'), loading: create.isPending }}
      onOk={() => form.validateFields().then((values) => create.mutate(values))}
      onCancel={onClose}
    >
      {template.isPending ? (
        <Spin />
      ) : (
        <Form form={form} layout="vertical" initialValues={{ services: [] }}>
          <Form.Item name="env_name" label={t('envs.name')} rules={[zodRule(environmentNameSchema)]}>
            <Input data-testid="env-share-sub-name" placeholder={t('envs.namePlaceholder')} />
          </Form.Item>
          <Form.Item
            name="services"
            label={t('envs.share.subServices')}
            rules={[{ required: true, type: 'array', min: 1, message: t('envs.share.subServicesRequired') }]}
          >
            <Checkbox.Group
              data-testid="env-share-sub-services"
              options={groups.flat().map((s) => ({ label: s.service_name, value: s.service_name }))}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
