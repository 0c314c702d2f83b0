import type { TemplateServiceBody } from '@slipway/contracts';
import { Flex, Form, Input, Select, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../system/components/FormModal';
import { useLibraryTemplate, useLibraryTemplates } from '../../templates/useLibraryTemplates';
import { useProjectServicesApi, useServiceMutation } from '../useServices';
import { serviceNameRules } from './serviceNameRules';

type TemplateValues = {
  service_name: string;
  template_id: string;
  auto_sync: boolean;
  variables: { key: string; value: string }[];
};

interface TemplateServiceDialogProps {
  existingNames: string[];
  onClose: () => void;
  onCreated: (name: string) => void;
}

/** A new K8s service from a template of the library, its variables filled in (spec §7 "Templates"). */
export function TemplateServiceDialog({ existingNames, onClose, onCreated }: TemplateServiceDialogProps) {
  const { t } = useTranslation();
  const { api } = useProjectServicesApi();
  const templates = useLibraryTemplates('k8s-yaml');
  const [templateId, setTemplateId] = useState<string>();
  const template = useLibraryTemplate('k8s-yaml', templateId);
  const create = useServiceMutation(
    (values: TemplateValues) => api.fromTemplate(values as TemplateServiceBody),
    'services.created',
  );
  return (
    <FormModal<TemplateValues>
      title={t('services.k8s.fromTemplate')}
      submitTestId="service-template-submit"
      pending={create.isPending}
      initialValues={{ auto_sync: false, variables: [] }}
      onSubmit={(values) =>
        create.mutateAsync(values).then(
          () => onCreated(values.service_name),
          () => undefined,
        )
      }
      onClose={onClose}
      width={640}
    >
      <Form.Item name="service_name" label={t('services.name')} rules={serviceNameRules(existingNames)}>
        <Input data-testid="service-template-name" placeholder={t('services.namePlaceholder')} />
      </Form.Item>
      <Form.Item
        name="template_id"
        label={t('services.template')}
        rules={[{ required: true, message: t('services.templateRequired') }]}
      >
        <Select
          data-testid="service-template-pick"
          loading={templates.isPending}
          notFoundContent={t('services.templatesEmpty')}
          options={(templates.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
          onChange={(id: string) => setTemplateId(id)}
        />
      </Form.Item>
      <TemplateVariablesFill variables={template.data?.variable} />
      <Form.Item name="auto_sync" label={t('services.autoSync')} valuePropName="checked">
        <Switch data-testid="service-template-auto-sync" />
      </Form.Item>
    </FormModal>
  );
}

/** The chosen template's variables with their default values, each one editable. */
function TemplateVariablesFill({ variables }: { variables?: { key: string; value: string }[] }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  useEffect(() => {
    form.setFieldValue(
      'variables',
      (variables ?? []).map(({ key, value }) => ({ key, value })),
    );
  }, [form, variables]);
  return (
    <Form.List name="variables">
      {(fields) =>
        fields.length > 0 && (
          <Flex vertical gap={4} style={{ marginBottom: 16 }}>
            <Typography.Text strong>{t('services.variables')}</Typography.Text>
            {fields.map((field) => (
              <Flex key={field.key} gap={8} align="center">
                <Typography.Text style={{ width: 160 }}>
                  {form.getFieldValue(['variables', field.name, 'key'])}
                </Typography.Text>
                {/* the key is shown as text; this keeps it in the submitted values */}
                <Form.Item name={[field.name, 'key']} hidden>
                  <Input />
                </Form.Item>
                <Form.Item name={[field.name, 'value']} noStyle>
                  <Input
                    data-testid={`service-template-variable-${form.getFieldValue(['variables', field.name, 'key'])}`}
                  />
                </Form.Item>
              </Flex>
            ))}
          </Flex>
        )
      }
    </Form.List>
  );
}
