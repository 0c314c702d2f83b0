import { type ProxyBody, type ProxySetting, proxyBodySchema } from '@slipway/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, type FormRule, Input, InputNumber, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/PageLoading/PageLoading';
import { translateMessage } from '../../../i18n/translateMessage';
import { useSaveMutation } from '../hooks/useSaveMutation';
import { proxyApi } from './proxy.api';

const proxyKey = ['proxy'] as const;
const noProxy: ProxyBody = {
  type: 'no',
  address: '',
  port: null,
  need_password: false,
  username: '',
  password: '',
  enable_repo_proxy: false,
  enable_application_proxy: false,
  usage: '',
};
const formValuesOf = (proxy: ProxySetting | null): ProxyBody =>
  proxy ? { ...noProxy, ...proxy, port: proxy.port || null } : noProxy;

/** A field checked by the server's rules for the whole form, which tie fields together. */
const proxyRule =
  (field: keyof ProxyBody): FormRule =>
  ({ getFieldsValue }) => ({
    validator: async () => {
      const result = proxyBodySchema.safeParse({ ...noProxy, ...getFieldsValue() });
      const issue = result.error?.issues.find((i) => i.path[0] === field);
      if (issue) throw new Error(translateMessage(issue.message));
    },
  });

/**
 * /v1/system/config/manage/proxy: the HTTP proxy code hosts and package downloads go through,
 * with a connection test before saving.
 */
export function ProxyPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ProxyBody>();
  const proxy = useQuery({ queryKey: proxyKey, queryFn: ({ signal }) => proxyApi.current(signal) });
  const save = useSaveMutation({
    mutationFn: (body: ProxyBody) => proxyApi.save(proxy.data?.id, body),
    invalidates: proxyKey,
    successText: t('settings.proxy.saved'),
    failureText: t('settings.proxy.saveFailed'),
  });
  const test = useMutation({
    mutationFn: (body: ProxyBody) => proxyApi.test(body),
    onSuccess: () => void message.success(t('settings.proxy.testPassed')),
  });
  const type = Form.useWatch('type', form);
  const needPassword = Form.useWatch('need_password', form);

  if (proxy.isPending) return <PageLoading />;
  if (proxy.isError) return <Alert type="error" showIcon title={t('settings.proxy.loadFailed')} />;

  /** The form as the server takes it, or nothing while a field is invalid (the form shows why). */
  const values = async () => {
    try {
      return proxyBodySchema.parse(await form.validateFields());
    } catch {
      return undefined;
    }
  };
  const submit = async (send: (body: ProxyBody) => void) => {
    const body = await values();
    if (body) send(body);
  };
  return (
    <Card title={t('settings.proxy.title')}>
      <Form<ProxyBody>
        form={form}
        layout="vertical"
        style={{ maxWidth: 560 }}
        initialValues={formValuesOf(proxy.data)}
        onFinish={() => submit(save.mutate)}
      >
        <Form.Item name="type" label={t('settings.proxy.type')}>
          <Radio.Group
            data-testid="proxy-type"
            options={[
              { value: 'no', label: t('settings.proxy.none') },
              { value: 'http', label: 'HTTP' },
            ]}
          />
        </Form.Item>
        {type === 'http' && (
          <>
            <Form.Item
              name="address"
              label={t('settings.proxy.address')}
              required
              rules={[proxyRule('address')]}
            >
              <Input data-testid="proxy-address" autoComplete="off" placeholder="10.0.0.1" />
            </Form.Item>
            <Form.Item name="port" label={t('settings.proxy.port')} required rules={[proxyRule('port')]}>
              <InputNumber data-testid="proxy-port" min={1} max={65535} precision={0} />
            </Form.Item>
            <Form.Item name="need_password" label={t('settings.proxy.needPassword')} valuePropName="checked">
              <Switch data-testid="proxy-need-password" />
            </Form.Item>
            {needPassword && (
              <>
                <Form.Item
                  name="username"
                  label={t('settings.proxy.username')}
                  required
                  rules={[proxyRule('username')]}
                >
                  <Input data-testid="proxy-username" autoComplete="off" />
                </Form.Item>
                <Form.Item
                  name="password"
                  label={t('settings.proxy.password')}
                  required
                  rules={[proxyRule('password')]}
                >
                  <Input.Password data-testid="proxy-password" autoComplete="new-password" />
                </Form.Item>
              </>
            )}
            <Form.Item name="enable_repo_proxy" label={t('settings.proxy.repo')} valuePropName="checked">
              <Switch data-testid="proxy-repo" />
            </Form.Item>
            <Form.Item
              name="enable_application_proxy"
              label={t('settings.proxy.application')}
              valuePropName="checked"
            >
              <Switch data-testid="proxy-application" />
            </Form.Item>
          </>
        )}
        <Flex gap={8}>
          {type === 'http' && (
            <Button data-testid="proxy-test" loading={test.isPending} onClick={() => submit(test.mutate)}>
              {t('settings.proxy.test')}
            </Button>
          )}
          <Button data-testid="proxy-submit" type="primary" htmlType="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
