import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { healthCheckSchema } from '@slipway/contracts';
import { Button, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zodRule';
import { newHealthCheck } from './hostServiceForm';

const numbers = ['time_out', 'interval', 'healthy_threshold', 'unhealthy_threshold'] as const;

/** The service's health checks: protocol, port, path (http/https only) and the probe timings. */
export function HealthCheckFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const checks = Form.useWatch('health_checks', form) ?? [];
  return (
    <Form.List name="health_checks">
      {(fields, { add, remove }) => (
        <Flex vertical gap={8} style={{ marginBottom: 16 }}>
          <Typography.Title level={5}>{t('services.host.healthChecks')}</Typography.Title>
          {fields.map((field) => (
            <Flex key={field.key} gap={8} wrap align="end" data-testid={`host-check-${field.name}`}>
              <Form.Item name={[field.name, 'protocol']} label={t('services.host.protocol')}>
                <Select
                  style={{ width: 100 }}
                  options={['http', 'https', 'tcp'].map((value) => ({ value, label: value.toUpperCase() }))}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'port']}
                label={t('services.host.port')}
                rules={[zodRule(healthCheckSchema.shape.port)]}
              >
                <InputNumber data-testid={`host-check-port-${field.name}`} />
              </Form.Item>
              {checks[field.name]?.protocol !== 'tcp' && (
                <Form.Item name={[field.name, 'path']} label={t('services.host.path')}>
                  <Input data-testid={`host-check-path-${field.name}`} />
                </Form.Item>
              )}
              {numbers.map((part) => (
                <Form.Item
                  key={part}
                  name={[field.name, part]}
                  label={t(`services.host.${part}`)}
                  rules={[zodRule(healthCheckSchema.shape[part].unwrap())]}
                >
                  <InputNumber style={{ width: 90 }} />
                </Form.Item>
              ))}
              <Form.Item>
                <Button type="text" icon={<MinusCircleOutlined />} onClick={() => remove(field.name)} />
              </Form.Item>
            </Flex>
          ))}
          <Button
            data-testid="host-check-add"
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => add(newHealthCheck())}
          >
            {t('services.host.addHealthCheck')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
