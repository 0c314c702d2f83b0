import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Modal, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { TemplateContentEditor } from '../../templates/TemplateContentEditor';
import { useProjectEnvironments, useProjectServicesApi, useServiceOptions } from '../useServices';
import { YamlProblems } from './YamlProblems';

type PreviewValues = { env_name?: string; variables: { key: string; value: string }[] };

/** The service's YAML as an environment would get it, with the variables typed in, and its check. */
export function PreviewDialog({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { api } = useProjectServicesApi();
  const envs = useProjectEnvironments();
  const options = useServiceOptions(name);
  const render = useMutation({
    mutationFn: (values: PreviewValues) =>
      api.preview(name, { service_name: name, env_name: values.env_name, variables: values.variables ?? [] }),
  });
  return (
    <Modal open width={860} title={t('services.previewTitle', { name })} footer={null} onCancel={onClose}>
      {options.isPending ? (
        <Spin />
      ) : (
        <Form<PreviewValues>
          layout="vertical"
          initialValues={{
            variables: (options.data?.custom_variable ?? []).map(({ key, value }) => ({ key, value })),
          }}
          onFinish={(values) => render.mutate(values)}
        >
          <Form.Item name="env_name" label={t('services.previewEnv')}>
            <Select
              data-testid="service-preview-env"
              allowClear
              loading={envs.isPending}
              placeholder={t('services.previewEnvNone')}
              options={(envs.data ?? []).map((env) => ({ value: env.name, label: env.name }))}
            />
          </Form.Item>
          <Form.List name="variables">
            {(fields, { add, remove }) => (
              <Flex vertical gap={4} style={{ marginBottom: 12 }}>
                {fields.map((field) => (
                  <Flex key={field.key} gap={8}>
                    <Form.Item name={[field.name, 'key']} noStyle rules={[{ required: true }]}>
                      <Input
                        data-testid={`service-preview-key-${field.name}`}
                        placeholder={t('services.variableKey')}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'value']} noStyle>
                      <Input
                        data-testid={`service-preview-value-${field.name}`}
                        placeholder={t('services.variableValue')}
                      />
                    </Form.Item>
                    <Button type="text" icon={<MinusCircleOutlined />} onClick={() => remove(field.name)} />
                  </Flex>
                ))}
                <Button icon={<PlusOutlined />} type="dashed" onClick={() => add({ key: '', value: '' })}>
                  {t('services.variableAdd')}
                </Button>
              </Flex>
            )}
          </Form.List>
          <Button
            data-testid="service-preview-run"
            type="primary"
            htmlType="submit"
            loading={render.isPending}
          >
            {t('services.preview')}
          </Button>
        </Form>
      )}
      {render.data !== undefined && (
        <div data-testid="service-preview-result" style={{ marginTop: 16 }}>
          <TemplateContentEditor kind="k8s-yaml" value={render.data} />
          <YamlProblems yaml={render.data} />
        </div>
      )}
    </Modal>
  );
}
