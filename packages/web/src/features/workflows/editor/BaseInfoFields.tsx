import { workflowNameSchema } from '@slipway/contracts';
import { Flex, Form, Input, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zodRule';

/** Identifier and type (fixed once created), display name, description and whether runs may overlap. */
export function BaseInfoFields({ editing }: { editing: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Flex gap={16} wrap>
        <Form.Item
          name="name"
          label={t('workflow.identifier')}
          extra={editing ? undefined : t('workflow.identifier.hint')}
          rules={[zodRule(workflowNameSchema)]}
          style={{ flex: '1 1 260px' }}
        >
          <Input data-testid="wf-name" disabled={editing} />
        </Form.Item>
        <Form.Item name="display_name" label={t('workflow.displayName')} style={{ flex: '1 1 260px' }}>
          <Input data-testid="wf-display-name" maxLength={128} />
        </Form.Item>
      </Flex>
      <Form.Item name="category" label={t('workflowView.category')}>
        <Radio.Group
          data-testid="wf-category"
          disabled={editing}
          options={[
            { value: '', label: t('workflowView.categoryCommon') },
            { value: 'release', label: t('workflowView.categoryRelease') },
          ]}
        />
      </Form.Item>
      <Form.Item name="description" label={t('workflow.description')}>
        <Input.TextArea data-testid="wf-description" autoSize={{ minRows: 1, maxRows: 4 }} maxLength={1024} />
      </Form.Item>
      <Form.Item
        name="multi_run"
        label={t('workflow.multiRun')}
        extra={t('workflow.multiRun.hint')}
        valuePropName="checked"
      >
        <Switch data-testid="wf-multi-run" />
      </Form.Item>
    </>
  );
}
