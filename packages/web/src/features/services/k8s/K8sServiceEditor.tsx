import type { K8sServiceBody } from '@slipway/contracts';
import { Button, Card, Flex, Form, Input, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TemplateContentEditor } from '../../templates/TemplateContentEditor';
import type { K8sServiceDetail } from '../services.api';
import { useProjectServicesApi, useServiceDetail, useServiceMutation } from '../useServices';
import { PreviewDialog } from './PreviewDialog';
import { ServiceVariables } from './ServiceVariables';
import { serviceNameRules } from './serviceNameRules';
import { YamlProblems } from './YamlProblems';

interface K8sServiceEditorProps {
  /** the service shown; none while a new one is written */
  name: string | undefined;
  existingNames: string[];
  onCreated: (name: string) => void;
}

type EditorValues = { service_name: string; yaml: string };

/** The YAML of one K8s service: edit, check as typed, save, preview for an environment. */
export function K8sServiceEditor({ name, existingNames, onCreated }: K8sServiceEditorProps) {
  const { t } = useTranslation();
  const { api } = useProjectServicesApi();
  const detail = useServiceDetail<K8sServiceDetail>(name, 'k8s');
  const [form] = Form.useForm<EditorValues>();
  const yaml = Form.useWatch('yaml', form) ?? '';
  const [previewing, setPreviewing] = useState(false);
  const save = useServiceMutation(
    (values: EditorValues) =>
      api.saveK8s(
        { ...values, visibility: 'private', type: 'k8s', source: 'spock' } as K8sServiceBody,
        Boolean(name),
      ),
    'services.saved',
    () => {
      if (!name) onCreated(form.getFieldValue('service_name'));
    },
  );

  if (name && detail.isPending) return <Spin data-testid="service-editor-loading" />;
  return (
    <Card
      size="small"
      title={name ?? t('services.k8s.new')}
      extra={
        <Flex gap={8}>
          {name && (
            <Button data-testid="service-preview" onClick={() => setPreviewing(true)}>
              {t('services.preview')}
            </Button>
          )}
          <Button
            data-testid="service-save"
            type="primary"
            loading={save.isPending}
            onClick={() => form.submit()}
          >
            {t('common.save')}
          </Button>
        </Flex>
      }
    >
      <Form<EditorValues>
        form={form}
        layout="vertical"
        initialValues={{ service_name: name ?? '', yaml: detail.data?.yaml ?? '' }}
        onFinish={(values) => save.mutate({ ...values, service_name: name ?? values.service_name })}
      >
        {!name && (
          <Form.Item name="service_name" label={t('services.name')} rules={serviceNameRules(existingNames)}>
            <Input data-testid="service-name" placeholder={t('services.namePlaceholder')} />
          </Form.Item>
        )}
        <Form.Item
          name="yaml"
          label={t('services.k8s.yaml')}
          rules={[{ required: true, whitespace: true, message: t('services.k8s.yamlRequired') }]}
        >
          <TemplateContentEditor kind="k8s-yaml" />
        </Form.Item>
      </Form>
      <YamlProblems yaml={yaml} />
      {name && <ServiceVariables name={name} />}
      {previewing && name && <PreviewDialog name={name} onClose={() => setPreviewing(false)} />}
    </Card>
  );
}
