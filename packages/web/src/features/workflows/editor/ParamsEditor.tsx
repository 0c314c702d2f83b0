import { PlusOutlined } from '@ant-design/icons';
import { paramTypes, workflowParamSchema } from '@slipway/contracts';
import { Button, Card, Flex, Form, Input, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zodRule';
import { tKey } from '../../../i18n/tKey';
import { CredentialInput } from '../components/CredentialInput';
import { emptyParam, type ParamDraft } from './draft';
import { canBeCredential } from './paramRules';
import { uniqueInList } from './uniqueInList';

const typeLabels = {
  string: tKey('workflow.param.type.string'),
  text: tKey('workflow.param.type.text'),
  choice: tKey('workflow.param.type.choice'),
} as const;

const mono = { fontFamily: 'Menlo, Consolas, "Liberation Mono", monospace', fontSize: 12 };

/**
 * The workflow's variables (params) in the surrounding form: name, type, options, default,
 * description and credential, with the YAML they make.
 */
export function ParamsEditor({ yamlPreview }: { yamlPreview: string }) {
  const { t } = useTranslation();
  return (
    <Flex gap={16} wrap align="start">
      <Form.List name="params">
        {(fields, { add, remove }) => (
          <Flex vertical gap={8} style={{ flex: '2 1 520px' }}>
            {fields.map((field, k) => (
              <Card
                key={field.key}
                size="small"
                data-testid={`param-${k}`}
                title={t('workflow.param.number', { number: k + 1 })}
                extra={
                  <Button
                    type="text"
                    danger
                    size="small"
                    data-testid={`param-remove-${k}`}
                    onClick={() => remove(field.name)}
                  >
                    {t('workflow.remove')}
                  </Button>
                }
              >
                <Flex gap={8} wrap align="start">
                  <Form.Item
                    name={[field.name, 'name']}
                    label={t('workflow.param.name')}
                    rules={[
                      zodRule(workflowParamSchema.shape.name),
                      // they become environment variables of the jobs
                      uniqueInList('params', 'name', t('workflow.param.duplicate')),
                    ]}
                  >
                    <Input data-testid={`param-name-${k}`} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'type']} label={t('workflow.param.type')}>
                    <Select
                      data-testid={`param-type-${k}`}
                      style={{ width: 140 }}
                      options={paramTypes.map((type) => ({ value: type, label: t(typeLabels[type]) }))}
                    />
                  </Form.Item>
                  <ParamValueFields index={k} fieldName={field.name} />
                </Flex>
                <Form.Item name={[field.name, 'description']} style={{ marginBottom: 0 }}>
                  <Input
                    data-testid={`param-description-${k}`}
                    placeholder={t('workflow.param.description')}
                  />
                </Form.Item>
              </Card>
            ))}
            <Button
              icon={<PlusOutlined />}
              data-testid="wf-add-param"
              style={{ alignSelf: 'start' }}
              onClick={() => add(emptyParam())}
            >
              {t('workflow.param.add')}
            </Button>
          </Flex>
        )}
      </Form.List>
      <Flex vertical gap={4} style={{ flex: '1 1 280px', minWidth: 0 }}>
        <Typography.Text type="secondary">{t('workflow.param.yaml')}</Typography.Text>
        <pre
          data-testid="params-yaml"
          style={{
            ...mono,
            margin: 0,
            padding: 8,
            background: 'rgba(0,0,0,0.04)',
            borderRadius: 6,
            overflow: 'auto',
          }}
        >
          {yamlPreview || t('workflow.param.none')}
        </pre>
      </Flex>
    </Flex>
  );
}

/** Options (choice only), default and credential (not for choice: spec §5) of one param. */
function ParamValueFields({ index, fieldName }: { index: number; fieldName: number }) {
  const { t } = useTranslation();
  return (
    <Form.Item noStyle shouldUpdate>
      {({ getFieldValue }) => {
        const param = getFieldValue(['params', fieldName]) as ParamDraft | undefined;
        const type = param?.type ?? 'string';
        return (
          <>
            {type === 'choice' && (
              <Form.Item name={[fieldName, 'choice_option']} label={t('workflow.param.options')}>
                <Select
                  data-testid={`param-options-${index}`}
                  mode="tags"
                  style={{ minWidth: 200 }}
                  open={false}
                />
              </Form.Item>
            )}
            <Form.Item name={[fieldName, 'default']} label={t('workflow.param.default')}>
              <DefaultInput testId={`param-default-${index}`} param={param} />
            </Form.Item>
            <Form.Item
              name={[fieldName, 'is_credential']}
              label={t('workflow.credential')}
              valuePropName="checked"
            >
              <Switch data-testid={`param-credential-${index}`} disabled={!canBeCredential(type)} />
            </Form.Item>
          </>
        );
      }}
    </Form.Item>
  );
}

/** The default's input: a list of the options, a password box, a text area or a line. */
function DefaultInput({
  testId,
  param,
  ...control
}: {
  testId: string;
  param: ParamDraft | undefined;
  value?: string;
  onChange?: (value: unknown) => void;
}) {
  if (param?.type === 'choice') {
    const options = param.choice_option.map((option) => ({ value: option, label: option }));
    return <Select data-testid={testId} style={{ minWidth: 160 }} options={options} {...control} />;
  }
  if (param?.is_credential) return <CredentialInput testId={testId} {...control} />;
  if (param?.type === 'text') {
    return <Input.TextArea data-testid={testId} autoSize={{ minRows: 1, maxRows: 6 }} {...control} />;
  }
  return <Input data-testid={testId} {...control} />;
}
