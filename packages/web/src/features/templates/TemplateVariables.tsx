import {
  type LibraryTemplateKind,
  systemTemplateVariables,
  type TemplateVariableItem,
} from '@slipway/contracts';
import { Alert, Descriptions, Input, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/translateMessage';

interface TemplateVariablesProps {
  kind: LibraryTemplateKind;
  /** the variables the content uses, as the server found them */
  variables: TemplateVariableItem[];
  values: Record<string, string>;
  onValueChange(key: string, value: string): void;
  /** what is wrong with a Dockerfile, '' when nothing is */
  problem: string;
}

/**
 * Under the editor: a Dockerfile's problem and its build arguments (read from the file), or the
 * variables of a YAML with their default values, and the system variables every YAML may use.
 */
export function TemplateVariables({
  kind,
  variables,
  values,
  onValueChange,
  problem,
}: TemplateVariablesProps) {
  const { t } = useTranslation();
  const editable = kind === 'k8s-yaml';
  return (
    <>
      {problem && <Alert data-testid="library-template-problem" type="error" showIcon title={problem} />}
      <Typography.Title level={5}>{t('libraryTemplates.variables')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {editable
          ? t('libraryTemplates.yamlVariablesHint', { example: '{{.name}}' })
          : t('libraryTemplates.dockerfileVariablesHint')}
      </Typography.Paragraph>
      <Table<TemplateVariableItem>
        data-testid="library-template-variables"
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={variables}
        locale={{ emptyText: t('libraryTemplates.noVariables') }}
        columns={[
          { key: 'key', title: t('libraryTemplates.variableKey'), dataIndex: 'key' },
          {
            key: 'value',
            title: t('libraryTemplates.variableValue'),
            render: (_, variable) =>
              editable ? (
                <Input
                  data-testid={`library-template-variable-${variable.key}`}
                  value={values[variable.key] ?? ''}
                  onChange={(event) => onValueChange(variable.key, event.target.value)}
                />
              ) : (
                variable.value
              ),
          },
        ]}
      />
      {editable && (
        <Descriptions size="small" column={1} title={t('libraryTemplates.systemVariables')}>
          {systemTemplateVariables.map((v) => (
            <Descriptions.Item key={v.key} label={v.key}>
              {translateMessage(v.description)}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
    </>
  );
}
