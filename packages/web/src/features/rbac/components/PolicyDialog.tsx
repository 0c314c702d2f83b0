import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type ItemResourceType,
  itemResourceTypes,
  type Policy,
  type PolicyBody,
  policyBodySchema,
  policyRuleBodySchema,
  projectResources,
} from '@slipway/contracts';
import { Button, Card, Checkbox, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zodRule';
import { translateMessage } from '../../../i18n/translateMessage';
import { FormDialog } from '../../projects/components/FormDialog';
import { useProjectDefinitions } from '../hooks/usePolicyDefinitions';
import { useRbacMutation } from '../hooks/useRbacMutation';
import { rbacApi } from '../rbac.api';
import { UserPicker } from './UserPicker';

/** A rule as the form edits it: one resource type, the named items and the verbs on them. */
interface RuleValues {
  type: ItemResourceType;
  items: string[];
  verbs: string[];
}

interface PolicyValues {
  name: string;
  description: string;
  rules: RuleValues[];
  uids: string[];
}

const fields = policyBodySchema.shape;
const ruleFields = policyRuleBodySchema.shape;
const emptyRule: RuleValues = { type: 'Workflow', items: [], verbs: [] };

const policyValues = (policy: Policy | null): PolicyValues =>
  policy
    ? {
        name: policy.name,
        description: policy.description,
        rules: policy.rules.map((rule) => ({
          type: (rule.resources[0] ?? 'Workflow') as ItemResourceType,
          items: rule.related_resources,
          verbs: rule.verbs,
        })),
        uids: policy.uids,
      }
    : { name: '', description: '', rules: [emptyRule], uids: [] };

/** The policy as the server takes it: per rule the resource type, its verbs and the named items. */
const policyBody = (values: PolicyValues): PolicyBody =>
  policyBodySchema.parse({
    ...values,
    rules: values.rules.map((rule) => ({
      kind: 'resource',
      resources: [rule.type],
      verbs: rule.verbs,
      related_resources: rule.items,
    })),
  });

/** Creates or edits a policy: actions on named workflows or environments, granted to users. */
export function PolicyDialog({
  projectName,
  editing,
  onClose,
}: {
  projectName: string;
  /** the policy being edited; null to create one */
  editing: Policy | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PolicyValues>();
  const definitions = useProjectDefinitions();
  const save = useRbacMutation(projectName, (values: PolicyValues) => {
    const body = policyBody(values);
    return editing
      ? rbacApi.policies.update(projectName, body.name, body)
      : rbacApi.policies.create(projectName, body);
  });
  return (
    <FormDialog<PolicyValues>
      width={760}
      title={t(editing ? 'rbac.policies.edit' : 'rbac.policies.create')}
      form={form}
      submitTestId="policy-submit"
      initialValues={policyValues(editing)}
      onSubmit={save.mutateAsync}
      saving={save.isPending}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('rbac.policies.name')} required rules={[zodRule(fields.name)]}>
        <Input data-testid="policy-name" disabled={editing !== null} maxLength={32} />
      </Form.Item>
      <Form.Item name="description" label={t('projects.description')} rules={[zodRule(fields.description)]}>
        <Input data-testid="policy-desc" maxLength={256} />
      </Form.Item>
      <Form.List
        name="rules"
        rules={[
          {
            validator: async (_rule, rules: unknown[] | undefined) => {
              if (!rules?.length) throw new Error(translateMessage('validation.role.permissionRequired'));
            },
          },
        ]}
      >
        {(rules, { add, remove }, { errors }) => (
          <Form.Item label={t('rbac.policies.rules')} required>
            {rules.map((rule, index) => (
              <Card
                key={rule.key}
                size="small"
                style={{ marginBottom: 8 }}
                extra={
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={t('rbac.policies.removeRule')}
                    data-testid={`policy-rule-remove-${index}`}
                    onClick={() => remove(rule.name)}
                  />
                }
              >
                <Form.Item name={[rule.name, 'type']} label={t('rbac.policies.resourceType')}>
                  <Select
                    data-testid={`policy-rule-type-${index}`}
                    options={itemResourceTypes.map((type) => ({
                      value: type,
                      label: definitions.alias(type),
                    }))}
                    onChange={() => form.setFieldValue(['rules', rule.name, 'verbs'], [])}
                  />
                </Form.Item>
                <Form.Item
                  name={[rule.name, 'items']}
                  label={t('rbac.policies.resources')}
                  extra={t('rbac.policies.resources.hint')}
                  rules={[zodRule(ruleFields.related_resources)]}
                >
                  <Select data-testid={`policy-rule-resources-${index}`} mode="tags" open={false} />
                </Form.Item>
                <Form.Item noStyle dependencies={[['rules', rule.name, 'type']]}>
                  {() => {
                    const type: ItemResourceType =
                      form.getFieldValue(['rules', rule.name, 'type']) ?? 'Workflow';
                    return (
                      <Form.Item
                        name={[rule.name, 'verbs']}
                        label={t('rbac.policies.actions')}
                        rules={[zodRule(ruleFields.verbs)]}
                      >
                        <Checkbox.Group
                          data-testid={`policy-rule-actions-${index}`}
                          options={projectResources[type].map((action) => ({
                            value: action,
                            label: (
                              <span data-testid={`policy-rule-${index}-${action}`}>
                                {definitions.alias(action)}
                              </span>
                            ),
                          }))}
                        />
                      </Form.Item>
                    );
                  }}
                </Form.Item>
              </Card>
            ))}
            <Button data-testid="policy-rule-add" icon={<PlusOutlined />} onClick={() => add(emptyRule)}>
              {t('rbac.policies.addRule')}
            </Button>
            <Form.ErrorList errors={errors} />
          </Form.Item>
        )}
      </Form.List>
      <Form.Item name="uids" label={t('rbac.policies.users')}>
        <UserPicker testId="policy-users" />
      </Form.Item>
    </FormDialog>
  );
}
