import { PlusOutlined } from '@ant-design/icons';
import { envVarSchema } from '@slipway/contracts';
import { Button, Flex, Form, Input, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CredentialInput } from '../../features/workflows/components/CredentialInput';
import { zodRule } from '../form/zodRule';

export interface VariableListEditorProps {
  /** the form path of the list, from the form's root */
  name: string | (string | number)[];
  title: string;
  /** rows are `<prefix>-key-<n>`, `-value-`, `-secret-`, `-remove-`, `-type-`, `-options-` */
  testIdPrefix: string;
  addTestId: string;
  /** whether a variable may be a choice among options, besides a string */
  withChoices?: boolean;
}

const newVariable = () => ({ key: '', value: '', type: 'string', choice_option: [], is_credential: false });

/**
 * A list of variables as spec §5 has them: a key (the contracts' rule), a value, and a secret flag that
 * hides the value (a stored secret arrives masked and is kept unless retyped). With `withChoices` a
 * variable is a string or a choice with its options; a choice is never secret.
 */
export function VariableListEditor({
  name,
  title,
  testIdPrefix,
  addTestId,
  withChoices = false,
}: VariableListEditorProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const listPath = Array.isArray(name) ? name : [name];
  const testId = (part: string, row: number) => `${testIdPrefix}-${part}-${row}`;
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <Flex vertical gap={4} style={{ marginBottom: 16 }}>
          <Typography.Text strong>{title}</Typography.Text>
          {fields.map((field, k) => {
            const fieldPath = (part: string) => [...listPath, field.name, part];
            return (
              <Flex key={field.key} gap={8} align="start" wrap>
                <Form.Item
                  name={[field.name, 'key']}
                  rules={[zodRule(envVarSchema.shape.key)]}
                  style={{ marginBottom: 8 }}
                >
                  <Input data-testid={testId('key', k)} placeholder={t('variables.key')} />
                </Form.Item>
                {withChoices && (
                  <Form.Item name={[field.name, 'type']} style={{ marginBottom: 8 }}>
                    <Select
                      data-testid={testId('type', k)}
                      style={{ width: 110 }}
                      options={[
                        { value: 'string', label: t('variables.string') },
                        { value: 'choice', label: t('variables.choice') },
                      ]}
                      onChange={(type) => {
                        if (type === 'choice') form.setFieldValue(fieldPath('is_credential'), false);
                      }}
                    />
                  </Form.Item>
                )}
                <Form.Item noStyle shouldUpdate>
                  {({ getFieldValue }) => {
                    const choice = withChoices && getFieldValue(fieldPath('type')) === 'choice';
                    const secret = Boolean(getFieldValue(fieldPath('is_credential')));
                    const placeholder = t('variables.value');
                    return (
                      <>
                        {choice && (
                          <Form.Item
                            name={[field.name, 'choice_option']}
                            style={{ marginBottom: 8, minWidth: 220 }}
                          >
                            <Select
                              mode="tags"
                              data-testid={testId('options', k)}
                              placeholder={t('variables.options')}
                            />
                          </Form.Item>
                        )}
                        <Form.Item name={[field.name, 'value']} style={{ marginBottom: 8, minWidth: 240 }}>
                          {secret ? (
                            <CredentialInput testId={testId('value', k)} placeholder={placeholder} />
                          ) : (
                            <Input data-testid={testId('value', k)} placeholder={placeholder} />
                          )}
                        </Form.Item>
                        <Flex gap={6} align="center" style={{ height: 32 }}>
                          <Form.Item name={[field.name, 'is_credential']} valuePropName="checked" noStyle>
                            <Switch size="small" disabled={choice} data-testid={testId('secret', k)} />
                          </Form.Item>
                          <Typography.Text>{t('variables.secret')}</Typography.Text>
                          <Button
                            size="small"
                            type="text"
                            danger
                            data-testid={testId('remove', k)}
                            onClick={() => remove(field.name)}
                          >
                            {t('variables.remove')}
                          </Button>
                        </Flex>
                      </>
                    );
                  }}
                </Form.Item>
              </Flex>
            );
          })}
          <Button
            icon={<PlusOutlined />}
            data-testid={addTestId}
            style={{ alignSelf: 'start' }}
            onClick={() => add(newVariable())}
          >
            {t('variables.add')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
