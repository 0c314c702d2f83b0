import { type VariableSet, variableSetBodySchema } from '@slipway/contracts';
import { Form, Input, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zodRule';
import { translateMessage } from '../../../i18n/translateMessage';
import { useVariableSetMutations } from '../hooks/useVariableSets';
import { previewYaml } from '../yamlPreview';
import { FormDialog } from './FormDialog';

interface Values {
  name: string;
  description: string;
  variable_yaml: string;
}

const fields = variableSetBodySchema.shape;

/** Creates or edits a variable group: name, description and YAML, with the variables previewed. */
export function VariableSetDialog({
  projectName,
  editing,
  onClose,
}: {
  projectName: string;
  /** the group being edited; null to create one */
  editing: VariableSet | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { save } = useVariableSetMutations(projectName);
  const preview = previewYaml(Form.useWatch('variable_yaml', form) ?? editing?.variable_yaml ?? '');

  const submit = (values: Values) => {
    const body = variableSetBodySchema.parse({ ...values, project_name: projectName });
    return save.mutateAsync({ id: editing?.id, body });
  };

  return (
    <FormDialog<Values>
      width={720}
      title={t(editing ? 'projects.variables.edit' : 'projects.variables.create')}
      form={form}
      submitTestId="variable-set-submit"
      initialValues={editing ?? { name: '', description: '', variable_yaml: '' }}
      onSubmit={submit}
      saving={save.isPending}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('projects.variables.name')} required rules={[zodRule(fields.name)]}>
        <Input data-testid="variable-set-name" disabled={editing !== null} maxLength={64} />
      </Form.Item>
      <Form.Item name="description" label={t('projects.description')} rules={[zodRule(fields.description)]}>
        <Input data-testid="variable-set-description" maxLength={1024} />
      </Form.Item>
      <Form.Item
        name="variable_yaml"
        label={t('projects.variables.yaml')}
        rules={[
          zodRule(fields.variable_yaml),
          {
            validator: async (_rule, value: string | undefined) => {
              if (!previewYaml(value ?? '').ok) throw new Error(translateMessage('validation.yaml.invalid'));
            },
          },
        ]}
      >
        <Input.TextArea
          data-testid="variable-set-yaml"
          rows={8}
          spellCheck={false}
          style={{ fontFamily: 'monospace' }}
        />
      </Form.Item>
      <Table
        data-testid="variable-set-preview"
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={preview.ok ? preview.rows : []}
        locale={{
          emptyText: preview.ok ? t('projects.variables.none') : translateMessage('validation.yaml.invalid'),
        }}
        columns={[
          { key: 'key', dataIndex: 'key', title: t('projects.variables.key') },
          { key: 'value', dataIndex: 'value', title: t('projects.variables.value') },
        ]}
      />
    </FormDialog>
  );
}
