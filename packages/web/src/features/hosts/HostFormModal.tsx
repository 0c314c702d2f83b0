import {
  type Host,
  hostBodySchema,
  hostHttpProbeSchema,
  hostNameSchema,
  hostProbeTypes,
  hostProviders,
  requiredText,
} from '@slipway/contracts';
import { Button, Checkbox, Collapse, Flex, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../components/form/zodRule';
import { translateMessage } from '../../i18n/translateMessage';
import { FormModal } from '../system/components/FormModal';
import { bodyOf, formValuesOf, type HostFormValues, newHostValues, switchProbeType } from './hostForm';
import { providerLabelKey } from './hostProviders';
import type { HostScope } from './hosts.api';
import { useSaveHost } from './useHosts';

const fields = hostBodySchema.shape;
const probeFields = hostHttpProbeSchema.shape;
/** the dialog takes the PEM text; the server checks the key itself once it is encoded */
const privateKeyRule = zodRule(requiredText(65536, 'validation.host.privateKeyRequired'));

/** The advanced section: probe type, and for http/https the path, port, timeout, success text and headers. */
function ProbeFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<HostFormValues>();
  const probeType = Form.useWatch(['probe', 'probe_type'], form);
  const responseFlag = Form.useWatch(['probe', 'http_probe', 'response_flag'], form);
  const isHttp = probeType === 'http' || probeType === 'https';
  return (
    <>
      <Form.Item name={['probe', 'probe_type']} label={t('hosts.probeType')}>
        <Radio.Group
          data-testid="host-probe-type"
          options={hostProbeTypes.map((type) => ({ value: type, label: type }))}
          onChange={(e) =>
            form.setFieldValue('probe', switchProbeType(form.getFieldValue('probe'), e.target.value))
          }
        />
      </Form.Item>
      {isHttp && (
        <>
          <Form.Item name={['probe', 'http_probe', 'path']} label={t('hosts.probePath')}>
            <Input data-testid="host-probe-path" addonBefore={`${probeType}://{IP}:{port}/`} />
          </Form.Item>
          <Form.Item
            name={['probe', 'http_probe', 'port']}
            label={t('hosts.port')}
            required
            rules={[zodRule(probeFields.port)]}
          >
            <InputNumber data-testid="host-probe-port" min={1} max={65535} />
          </Form.Item>
          <Form.Item
            name={['probe', 'http_probe', 'timeout_second']}
            label={t('hosts.probeTimeout')}
            required
            rules={[zodRule(probeFields.timeout_second)]}
          >
            <InputNumber data-testid="host-probe-timeout" min={1} max={10} />
          </Form.Item>
          <Form.Item
            name={['probe', 'http_probe', 'response_flag']}
            valuePropName="checked"
            extra={t('hosts.onlineRule')}
          >
            <Checkbox
              data-testid="host-probe-response-flag"
              onChange={(e) => {
                if (!e.target.checked)
                  form.setFieldValue(['probe', 'http_probe', 'response_success_flag'], '');
              }}
            >
              {t('hosts.responseFlag')}
            </Checkbox>
          </Form.Item>
          {responseFlag && (
            <Form.Item
              name={['probe', 'http_probe', 'response_success_flag']}
              label={t('hosts.responseSuccessFlag')}
            >
              <Input data-testid="host-probe-success-text" />
            </Form.Item>
          )}
          <Form.Item label={t('hosts.headers')}>
            <Form.List name={['probe', 'http_probe', 'http_headers']}>
              {(items, { add, remove }) => (
                <Flex vertical gap={8}>
                  {items.map((item) => (
                    <Flex key={item.key} gap={8}>
                      <Form.Item name={[item.name, 'name']} noStyle>
                        <Input placeholder={t('hosts.headerName')} />
                      </Form.Item>
                      <Form.Item name={[item.name, 'value']} noStyle>
                        <Input placeholder={t('hosts.headerValue')} />
                      </Form.Item>
                      <Button type="link" danger onClick={() => remove(item.name)}>
                        {t('system.action.delete')}
                      </Button>
                    </Flex>
                  ))}
                  <Button data-testid="host-probe-add-header" onClick={() => add({ name: '', value: '' })}>
                    {t('hosts.addHeader')}
                  </Button>
                </Flex>
              )}
            </Form.List>
          </Form.Item>
        </>
      )}
    </>
  );
}

/** Adds a host to the scope, or edits `host`: address, SSH account and key, and its health probe. */
export function HostFormModal({
  scope,
  host,
  onClose,
}: {
  scope: HostScope;
  host?: Host;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveHost(scope, host?.id, onClose);
  const providerOptions = hostProviders.map((p) => ({ value: p, label: t(providerLabelKey(p)) }));
  return (
    <FormModal<HostFormValues>
      title={host ? t('hosts.editTitle') : t('hosts.createTitle')}
      submitTestId="host-submit"
      pending={save.isPending}
      width={640}
      initialValues={host ? formValuesOf(host) : newHostValues()}
      onClose={onClose}
      onSubmit={(values) =>
        save.mutate(bodyOf(values, scope.type === 'project' ? scope.projectName : undefined))
      }
    >
      <Form.Item name="name" label={t('hosts.name')} required rules={[zodRule(hostNameSchema)]}>
        <Input data-testid="host-name" autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item
        name="provider"
        label={t('hosts.provider')}
        required
        rules={[{ required: true, message: translateMessage('validation.host.providerRequired') }]}
      >
        <Select data-testid="host-provider" options={providerOptions} />
      </Form.Item>
      <Form.Item name="label" label={t('hosts.label')} rules={[zodRule(fields.label)]}>
        <Input data-testid="host-label" autoComplete="off" />
      </Form.Item>
      <Form.Item name="user_name" label={t('hosts.userName')} required rules={[zodRule(fields.user_name)]}>
        <Input data-testid="host-user-name" autoComplete="off" />
      </Form.Item>
      <Form.Item name="ip" label={t('hosts.ip')} required rules={[zodRule(fields.ip)]}>
        <Input data-testid="host-ip" autoComplete="off" />
      </Form.Item>
      <Form.Item name="port" label={t('hosts.port')} required rules={[zodRule(fields.port)]}>
        <InputNumber data-testid="host-port" min={1} max={65535} />
      </Form.Item>
      <Form.Item name="is_prod" label={t('hosts.isProd')} valuePropName="checked">
        <Switch data-testid="host-is-prod" />
      </Form.Item>
      <Form.Item name="private_key" label={t('hosts.privateKey')} required rules={[privateKeyRule]}>
        <Input.TextArea data-testid="host-private-key" rows={4} autoComplete="off" />
      </Form.Item>
      <Collapse
        ghost
        items={[{ key: 'probe', label: t('hosts.advanced'), forceRender: true, children: <ProbeFields /> }]}
      />
    </FormModal>
  );
}
