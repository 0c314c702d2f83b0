import type { ChartRenderInfo } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Checkbox, Collapse, Form, type FormRule, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { parse } from 'yaml';
import { translateMessage } from '../../i18n/translateMessage';
import { helmEnvCreateApi } from './helmEnvCreate.api';

/** Values text must be empty or a YAML map, as the server checks it. */
export const valuesYamlRule: FormRule = {
  validator: async (_rule, value: unknown) => {
    const text = typeof value === 'string' ? value : '';
    if (!text.trim()) return;
    let parsed: unknown;
    try {
      parsed = parse(text);
    } catch {
      throw new Error(translateMessage('validation.helmEnv.valuesYaml'));
    }
    if (parsed != null && (typeof parsed !== 'object' || Array.isArray(parsed)))
      throw new Error(translateMessage('validation.helmEnv.valuesYaml'));
  },
};

/** The starting values of every chart service of the project for a new environment. */
export function useHelmRenderInfos(projectName: string, serviceNames: string[]) {
  return useQuery({
    queryKey: ['helm-env-create', 'render-infos', projectName, serviceNames],
    queryFn: ({ signal }) => helmEnvCreateApi.renderInfos(projectName, serviceNames, signal),
    enabled: serviceNames.length > 0,
  });
}

function ChartDefaults({ projectName, serviceName }: { projectName: string; serviceName: string }) {
  const defaults = useQuery({
    queryKey: ['helm-env-create', 'chart-defaults', projectName, serviceName],
    queryFn: ({ signal }) => helmEnvCreateApi.chartDefaults(projectName, serviceName, signal),
  });
  return (
    <pre
      data-testid={`env-create-chart-defaults-${serviceName}`}
      style={{ maxHeight: 240, overflow: 'auto' }}
    >
      {defaults.data?.yamlContent ?? ''}
    </pre>
  );
}

/**
 * The Helm part of the create form: which chart services to install, the values over all of them,
 * and for each chosen one its chart's default values beside an editor of its override.
 */
export function HelmChartFields({
  projectName,
  charts,
  infos,
}: {
  projectName: string;
  charts: Array<{ service_name: string; chart_version: string }>;
  infos: readonly ChartRenderInfo[];
}) {
  const { t } = useTranslation();
  const chosen: string[] = Form.useWatch('services') ?? [];
  const versions = new Map(charts.map((c) => [c.service_name, c.chart_version]));
  return (
    <>
      <Form.Item
        name="services"
        label={t('envs.helmCharts')}
        rules={[
          {
            required: true,
            type: 'array',
            min: 1,
            message: translateMessage('validation.helmEnv.chartsRequired'),
          },
        ]}
      >
        {charts.length === 0 ? (
          <Typography.Text type="secondary">{t('envs.helmNoCharts')}</Typography.Text>
        ) : (
          <Checkbox.Group
            data-testid="env-create-charts"
            options={charts.map((c) => ({ value: c.service_name, label: c.service_name }))}
          />
        )}
      </Form.Item>
      <Form.Item name="default_values" label={t('envs.helmDefaultValues')} rules={[valuesYamlRule]}>
        <Input.TextArea data-testid="env-create-default-values" rows={4} spellCheck={false} />
      </Form.Item>
      {chosen.map((name) => (
        <Card
          key={name}
          size="small"
          title={name}
          extra={t('envs.helmVersion', { version: versions.get(name) ?? '' })}
          style={{ marginBottom: 16 }}
        >
          <Collapse
            size="small"
            defaultActiveKey={['defaults']}
            items={[
              {
                key: 'defaults',
                label: t('envs.helmChartDefaults'),
                children: <ChartDefaults projectName={projectName} serviceName={name} />,
              },
            ]}
          />
          <Form.Item
            name={['override_yaml', name]}
            label={t('envs.helmOverride', { name })}
            rules={[valuesYamlRule]}
            initialValue={infos.find((i) => i.serviceName === name)?.overrideYaml ?? ''}
            style={{ marginTop: 12, marginBottom: 0 }}
          >
            <Input.TextArea data-testid={`env-create-override-${name}`} rows={6} spellCheck={false} />
          </Form.Item>
        </Card>
      ))}
    </>
  );
}
