import { type PluginJobSpec, pluginJobSpecSchema } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Flex, Form, Input, Select, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { pluginPickerQuery } from '../../../templates/plugins/pluginTemplates.api';
import { TypedJobCard } from '../TypedJobCard';
import { type TypedJobFormProps, useTypedJob } from '../useTypedJob';
import { specFromTemplate, withInputValue } from './pluginJobSpec';

/** A `plugin` job: a plugin template picked from the library, with a value for each of its inputs. */
export function PluginJobForm(props: TypedJobFormProps<PluginJobSpec>) {
  const { t } = useTranslation();
  const { spec, change, card } = useTypedJob(props, pluginJobSpecSchema, (current) =>
    current.plugin.name ? undefined : t('pluginJob.choose'),
  );
  const templates = useQuery(pluginPickerQuery());
  const list = templates.data ?? [];

  return (
    <TypedJobCard title={t('pluginJob.kind')} {...card}>
      {templates.isError && <Alert type="error" message={t('pluginJob.loadFailed')} />}
      {templates.isSuccess && !list.length && <Empty description={t('pluginJob.none')} />}
      <Form.Item label={t('pluginJob.template')} required>
        <Select
          data-testid="plugin-job-template"
          placeholder={t('pluginJob.choose')}
          loading={templates.isPending}
          value={spec.plugin.name || undefined}
          onChange={(name: string) => {
            const template = list.find((item) => item.name === name);
            if (template) change(specFromTemplate(template, spec.properties));
          }}
          options={list.map((item) => ({
            value: item.name,
            label: (
              <span>
                {item.name} {item.version && <Tag>{item.version}</Tag>}
                {item.is_offical && <Tag color="blue">{t('pluginJob.official')}</Tag>}
              </span>
            ),
          }))}
        />
      </Form.Item>
      {spec.plugin.description && (
        <Typography.Paragraph type="secondary">{spec.plugin.description}</Typography.Paragraph>
      )}
      <Flex vertical gap={0}>
        {spec.plugin.inputs.map((input) => {
          const set = (value: string) => change(withInputValue(spec, input.name, value));
          return (
            <Form.Item key={input.name} label={input.name} extra={input.description || undefined}>
              {input.type === 'choice' ? (
                <Select
                  value={input.value || undefined}
                  onChange={set}
                  options={input.choice_option.map((option) => ({ value: option, label: option }))}
                />
              ) : input.type === 'bool' ? (
                <Switch checked={input.value === 'true'} onChange={(on) => set(on ? 'true' : 'false')} />
              ) : input.is_credential ? (
                <Input.Password value={input.value} onChange={(event) => set(event.target.value)} />
              ) : input.type === 'text' ? (
                <Input.TextArea value={input.value} onChange={(event) => set(event.target.value)} autoSize />
              ) : (
                <Input
                  data-testid={`plugin-job-input-${input.name}`}
                  value={input.value}
                  onChange={(event) => set(event.target.value)}
                />
              )}
            </Form.Item>
          );
        })}
      </Flex>
    </TypedJobCard>
  );
}
