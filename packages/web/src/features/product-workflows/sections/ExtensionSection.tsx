import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldIssue } from './FieldIssue';
import { KeyValueRows } from './KeyValueRows';
import type { SectionProps } from './sectionProps';

/** The extension stage: a call to an outside address, optionally waiting for its callback. */
export function ExtensionSection({ workflow, onChange, issues }: SectionProps) {
  const { t } = useTranslation();
  const stage = workflow.extension_stage;
  const set = (part: Partial<typeof stage>) =>
    onChange({ ...workflow, extension_stage: { ...stage, ...part } });
  const off = !stage.enabled;
  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('productWorkflow.extension.enabled')}>
        <Switch
          data-testid="pwf-extension-enabled"
          checked={stage.enabled}
          onChange={(enabled) => set({ enabled })}
        />
      </Form.Item>
      <FieldIssue issues={issues} field="url" label={t('productWorkflow.extension.url')}>
        <Input
          data-testid="pwf-extension-url"
          disabled={off}
          value={stage.url}
          placeholder="https://"
          onChange={(event) => set({ url: event.target.value })}
        />
      </FieldIssue>
      <Form.Item label={t('productWorkflow.extension.path')} extra={t('productWorkflow.extension.pathHint')}>
        <Input
          data-testid="pwf-extension-path"
          disabled={off}
          value={stage.path}
          placeholder="/"
          onChange={(event) => set({ path: event.target.value })}
        />
      </Form.Item>
      <FieldIssue issues={issues} field="headers" label={t('productWorkflow.extension.headers')}>
        <KeyValueRows
          rows={stage.headers}
          disabled={off}
          testIdPrefix="pwf-extension-header"
          onChange={(headers) => set({ headers })}
        />
      </FieldIssue>
      <Form.Item
        label={t('productWorkflow.extension.callback')}
        extra={t('productWorkflow.extension.callbackHint')}
      >
        <Switch
          data-testid="pwf-extension-callback"
          disabled={off}
          checked={stage.is_callback}
          onChange={(is_callback) => set({ is_callback })}
        />
      </Form.Item>
      <FieldIssue issues={issues} field="timeout" label={t('productWorkflow.extension.timeout')}>
        <InputNumber
          data-testid="pwf-extension-timeout"
          disabled={off}
          min={1}
          precision={0}
          value={stage.timeout}
          addonAfter={t('productWorkflow.extension.minutes')}
          onChange={(value) => set({ timeout: typeof value === 'number' ? value : 0 })}
        />
      </FieldIssue>
    </Form>
  );
}
