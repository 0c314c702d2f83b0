import { Alert, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SectionProps } from './sectionProps';

/**
 * Distribution to an image repository. Slipway does not run the distribute stage yet, so the part is
 * shown switched off with the reason; a stored value is kept as it is.
 */
export function DistributeSection({ workflow }: Pick<SectionProps, 'workflow'>) {
  const { t } = useTranslation();
  const stage = workflow.distribute_stage;
  return (
    <Form layout="vertical" component="div">
      <Alert
        type="info"
        showIcon
        data-testid="pwf-distribute-unavailable"
        title={t('productWorkflow.distribute.unavailable')}
      />
      <Form.Item label={t('productWorkflow.distribute.enabled')} style={{ marginTop: 16 }}>
        <Switch data-testid="pwf-distribute-enabled" checked={stage.enabled} disabled />
      </Form.Item>
      <Form.Item label={t('productWorkflow.distribute.imageRepo')}>
        <Input value={stage.image_repo} disabled />
      </Form.Item>
    </Form>
  );
}
