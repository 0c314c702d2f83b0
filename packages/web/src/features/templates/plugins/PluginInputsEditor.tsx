import { pluginInputTypes } from '@slipway/contracts';
import { Button, Checkbox, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { emptyPluginInput } from './pluginForm';

/** The inputs of a plugin template: name, type, default value, options of a choice, credential flag. */
export function PluginInputsEditor() {
  const { t } = useTranslation();
  return (
    <Form.List name="inputs">
      {(fields, { add, remove }) => (
        <Flex vertical gap={8}>
          {fields.map((field) => (
            <Flex key={field.key} gap={8} align="start" wrap data-testid={`plugin-input-${field.name}`}>
              <Form.Item name={[field.name, 'name']} style={{ flex: '1 1 140px', marginBottom: 0 }}>
                <Input placeholder={t('plugin.input.name')} data-testid={`plugin-input-name-${field.name}`} />
              </Form.Item>
              <Form.Item name={[field.name, 'type']} style={{ flex: '0 0 110px', marginBottom: 0 }}>
                <Select options={pluginInputTypes.map((type) => ({ value: type, label: type }))} />
              </Form.Item>
              <Form.Item name={[field.name, 'value']} style={{ flex: '1 1 140px', marginBottom: 0 }}>
                <Input placeholder={t('plugin.input.value')} />
              </Form.Item>
              <Form.Item noStyle shouldUpdate>
                {({ getFieldValue }) =>
                  getFieldValue(['inputs', field.name, 'type']) === 'choice' ? (
                    <Form.Item
                      name={[field.name, 'choice_option']}
                      style={{ flex: '1 1 160px', marginBottom: 0 }}
                    >
                      <Select mode="tags" placeholder={t('plugin.input.options')} open={false} />
                    </Form.Item>
                  ) : null
                }
              </Form.Item>
              <Form.Item name={[field.name, 'description']} style={{ flex: '1 1 140px', marginBottom: 0 }}>
                <Input placeholder={t('plugin.input.description')} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'is_credential']}
                valuePropName="checked"
                style={{ marginBottom: 0 }}
              >
                <Checkbox>{t('plugin.input.credential')}</Checkbox>
              </Form.Item>
              <Button onClick={() => remove(field.name)} danger type="text">
                {t('plugin.remove')}
              </Button>
            </Flex>
          ))}
          <Button type="dashed" onClick={() => add(emptyPluginInput())} data-testid="plugin-input-add">
            {t('plugin.input.add')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}

/** The outputs of a plugin template: variables the script sets, handed to later jobs. */
export function PluginOutputsEditor() {
  const { t } = useTranslation();
  return (
    <Form.List name="outputs">
      {(fields, { add, remove }) => (
        <Flex vertical gap={8}>
          {fields.map((field) => (
            <Flex key={field.key} gap={8} align="start">
              <Form.Item name={[field.name, 'name']} style={{ flex: '1 1 160px', marginBottom: 0 }}>
                <Input placeholder={t('plugin.input.name')} />
              </Form.Item>
              <Form.Item name={[field.name, 'description']} style={{ flex: '2 1 240px', marginBottom: 0 }}>
                <Input placeholder={t('plugin.input.description')} />
              </Form.Item>
              <Button onClick={() => remove(field.name)} danger type="text">
                {t('plugin.remove')}
              </Button>
            </Flex>
          ))}
          <Button type="dashed" onClick={() => add({ name: '', description: '' })}>
            {t('plugin.output.add')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
