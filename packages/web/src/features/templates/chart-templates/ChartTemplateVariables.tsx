import { Button, Descriptions, Empty, Flex, Form, Input, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChartTemplateList, ChartTemplateVariable } from './chartTemplates.api';
import { useApplyChartToServices, useSaveChartVariables } from './useChartTemplates';

interface ChartTemplateVariablesProps {
  name: string;
  /** the keys values.yaml uses, with their default values (null when the chart has none) */
  variables: ChartTemplateVariable[] | null;
  /** the values the platform fills in itself when it renders the chart */
  systemVariables: ChartTemplateList['systemVariables'];
}

/**
 * The default values of the chart's variables. The keys come from values.yaml, so only values are
 * edited; services made from the template later start from them.
 */
export function ChartTemplateVariables({ name, variables, systemVariables }: ChartTemplateVariablesProps) {
  const { t } = useTranslation();
  const save = useSaveChartVariables(name);
  const apply = useApplyChartToServices(name);
  const list = variables ?? [];
  return (
    <Flex vertical gap={12}>
      {list.length === 0 ? (
        <Empty data-testid="chart-variables-empty" description={t('chartTemplates.noVariables')} />
      ) : (
        <Form<{ values: Record<string, string> }>
          layout="horizontal"
          labelCol={{ flex: '200px' }}
          labelWrap
          initialValues={{ values: Object.fromEntries(list.map((v) => [v.key, v.value])) }}
          onFinish={({ values }) =>
            save.mutate(list.map((v) => ({ key: v.key, value: values[v.key] ?? '' })))
          }
        >
          {list.map((variable) => (
            <Form.Item key={variable.key} name={['values', variable.key]} label={variable.key}>
              <Input data-testid={`chart-variable-${variable.key}`} placeholder={t('variables.value')} />
            </Form.Item>
          ))}
          <Button
            type="primary"
            htmlType="submit"
            loading={save.isPending}
            data-testid="chart-variables-save"
          >
            {t('common.save')}
          </Button>
        </Form>
      )}
      {systemVariables.length > 0 && (
        <Descriptions
          data-testid="chart-system-variables"
          size="small"
          column={1}
          bordered
          title={t('chartTemplates.systemVariables')}
          items={systemVariables.map((variable) => ({
            key: variable.key,
            label: variable.key,
            children: variable.description,
          }))}
        />
      )}
      <Flex gap={8} align="center" wrap>
        <Popconfirm
          title={t('chartTemplates.applyConfirm', { name })}
          okText={t('chartTemplates.apply')}
          cancelText={t('system.action.cancel')}
          onConfirm={() => apply.mutateAsync().catch(() => undefined)}
        >
          <Button data-testid="chart-apply" loading={apply.isPending}>
            {t('chartTemplates.apply')}
          </Button>
        </Popconfirm>
        <Typography.Text type="secondary">{t('chartTemplates.applyHint')}</Typography.Text>
      </Flex>
    </Flex>
  );
}
