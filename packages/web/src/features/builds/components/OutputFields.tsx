import { PlusOutlined } from '@ant-design/icons';
import { envVarSchema } from '@slipway/contracts';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zodRule';

/** Variables the build hands to later jobs (names follow the variable key rule). */
export function OutputFields() {
  const { t } = useTranslation();
  return (
    <Form.List name="outputs">
      {(fields, { add, remove }) => (
        <Flex vertical gap={4} style={{ marginBottom: 16 }}>
          <Typography.Text strong>{t('builds.outputs')}</Typography.Text>
          {fields.map((field, k) => (
            <Flex key={field.key} gap={8}>
              <Form.Item
                name={[field.name, 'name']}
                rules={[zodRule(envVarSchema.shape.key)]}
                style={{ marginBottom: 8 }}
              >
                <Input data-testid={`build-output-${k}`} placeholder={t('builds.outputName')} />
              </Form.Item>
              <Form.Item name={[field.name, 'description']} style={{ marginBottom: 8 }}>
                <Input placeholder={t('builds.outputDescription')} />
              </Form.Item>
              <Button type="text" danger onClick={() => remove(field.name)}>
                {t('builds.remove')}
              </Button>
            </Flex>
          ))}
          <Button
            icon={<PlusOutlined />}
            style={{ alignSelf: 'start' }}
            data-testid="build-add-output"
            onClick={() => add({ name: '', description: '' })}
          >
            {t('builds.addOutput')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
