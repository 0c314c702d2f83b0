import { PlusOutlined } from '@ant-design/icons';
import { envVarSchema } from '@slipway/contracts';
import { Button, Flex, Form, Input, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zodRule';

/** The build's variables: key (spec §5 rule), string or choice with its options, secret flag. */
export function BuildVariables() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  return (
    <Form.List name="envs">
      {(fields, { add, remove }) => (
        <Flex vertical gap={4} style={{ marginBottom: 16 }}>
          <Typography.Text strong>{t('builds.variables')}</Typography.Text>
          {fields.map((field, k) => (
            <Flex key={field.key} gap={8} align="start" wrap>
              <Form.Item
                name={[field.name, 'key']}
                rules={[zodRule(envVarSchema.shape.key)]}
                style={{ marginBottom: 8 }}
              >
                <Input data-testid={`build-env-key-${k}`} placeholder={t('builds.variableKey')} />
              </Form.Item>
              <Form.Item name={[field.name, 'type']} style={{ marginBottom: 8 }}>
                <Select
                  data-testid={`build-env-type-${k}`}
                  style={{ width: 110 }}
                  options={[
                    { value: 'string', label: t('builds.variableString') },
                    { value: 'choice', label: t('builds.variableChoice') },
                  ]}
                  onChange={(type) => {
                    if (type === 'choice') form.setFieldValue(['envs', field.name, 'is_credential'], false);
                  }}
                />
              </Form.Item>
              <Form.Item noStyle shouldUpdate>
                {({ getFieldValue }) =>
                  getFieldValue(['envs', field.name, 'type']) === 'choice' ? (
                    <Form.Item
                      name={[field.name, 'choice_option']}
                      style={{ marginBottom: 8, minWidth: 220 }}
                    >
                      <Select
                        mode="tags"
                        data-testid={`build-env-options-${k}`}
                        placeholder={t('builds.variableOptions')}
                      />
                    </Form.Item>
                  ) : null
                }
              </Form.Item>
              <Form.Item noStyle shouldUpdate>
                {({ getFieldValue }) => {
                  const choice = getFieldValue(['envs', field.name, 'type']) === 'choice';
                  const secret = Boolean(getFieldValue(['envs', field.name, 'is_credential']));
                  return (
                    <>
                      <Form.Item name={[field.name, 'value']} style={{ marginBottom: 8, minWidth: 200 }}>
                        {secret ? (
                          <Input.Password
                            data-testid={`build-env-value-${k}`}
                            placeholder={t('builds.variableValue')}
                          />
                        ) : (
                          <Input
                            data-testid={`build-env-value-${k}`}
                            placeholder={t('builds.variableValue')}
                          />
                        )}
                      </Form.Item>
                      <Flex gap={6} align="center" style={{ height: 32 }}>
                        <Form.Item name={[field.name, 'is_credential']} valuePropName="checked" noStyle>
                          <Switch size="small" disabled={choice} data-testid={`build-env-secret-${k}`} />
                        </Form.Item>
                        <Typography.Text>{t('builds.variableSecret')}</Typography.Text>
                      </Flex>
                    </>
                  );
                }}
              </Form.Item>
              <Button
                type="text"
                danger
                data-testid={`build-env-remove-${k}`}
                onClick={() => remove(field.name)}
              >
                {t('builds.remove')}
              </Button>
            </Flex>
          ))}
          <Button
            icon={<PlusOutlined />}
            data-testid="build-add-env"
            style={{ alignSelf: 'start' }}
            onClick={() =>
              add({ key: '', value: '', type: 'string', choice_option: [], is_credential: false })
            }
          >
            {t('builds.addVariable')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
