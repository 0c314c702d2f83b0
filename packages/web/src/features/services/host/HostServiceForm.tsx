import type { PmServiceBody } from '@slipway/contracts';
import { Button, Card, Form, Input, Select, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBuild, useBuilds } from '../../builds/useBuilds';
import { useHosts } from '../../hosts/useHosts';
import { serviceNameRules } from '../k8s/serviceNameRules';
import type { HostServiceDetail } from '../services.api';
import {
  useProjectEnvironments,
  useProjectServicesApi,
  useServiceDetail,
  useServiceMutation,
} from '../useServices';
import { HealthCheckFields } from './HealthCheckFields';
import { type HostServiceValues, hostServiceBody, hostServiceValues } from './hostServiceForm';

interface HostServiceFormProps {
  name: string | undefined;
  existingNames: string[];
  onSaved: (name: string) => void;
}

/** A host service: the build that makes it, its deploy script, and per environment its hosts and health checks. */
export function HostServiceForm({ name, existingNames, onSaved }: HostServiceFormProps) {
  const { t } = useTranslation();
  const { projectName, api } = useProjectServicesApi();
  const detail = useServiceDetail<HostServiceDetail>(name, 'pm');
  const builds = useBuilds(projectName);
  // the deploy script lives in the build; it is shown and saved with the service
  const build = useBuild(projectName, detail.data?.build_name || undefined);
  const hosts = useHosts({ type: 'project', projectName });
  const envs = useProjectEnvironments();
  const save = useServiceMutation(
    (values: HostServiceValues) =>
      api.saveHost(hostServiceBody(projectName, values, envNames) as PmServiceBody, Boolean(name)),
    'services.saved',
  );
  const envNames = (envs.data ?? []).map((env) => env.name);
  // the form starts from these, so it waits for them
  if (envs.isPending || (name && (detail.isPending || (detail.data?.build_name && build.isPending))))
    return <Spin data-testid="service-editor-loading" />;
  return (
    <Card size="small" title={name ?? t('services.host.new')}>
      <Form<HostServiceValues>
        layout="vertical"
        initialValues={hostServiceValues(detail.data, envNames, build.data?.pm_deploy_scripts)}
        onFinish={(values) =>
          save.mutateAsync(values).then(
            () => onSaved(values.service_name),
            () => undefined,
          )
        }
      >
        <Form.Item
          name="service_name"
          label={t('services.name')}
          rules={name ? [] : serviceNameRules(existingNames)}
        >
          <Input
            data-testid="host-service-name"
            disabled={Boolean(name)}
            placeholder={t('services.namePlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="build_name"
          label={t('services.host.build')}
          rules={[{ required: true, message: t('services.host.buildRequired') }]}
        >
          <Select
            data-testid="host-service-build"
            loading={builds.isPending}
            notFoundContent={t('services.host.buildsEmpty')}
            options={(builds.data ?? []).map((build) => ({ value: build.name, label: build.name }))}
          />
        </Form.Item>
        <Form.Item name="deploy_script" label={t('services.host.deployScript')}>
          <Input.TextArea data-testid="host-service-script" rows={5} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
        <Typography.Title level={5}>{t('services.host.envConfigs')}</Typography.Title>
        <Form.List name="env_configs">
          {(fields) =>
            fields.length === 0 ? (
              <Typography.Text type="secondary">{t('services.host.envsEmpty')}</Typography.Text>
            ) : (
              fields.map((field) => (
                <Form.Item key={field.key} name={[field.name, 'host_ids']} label={envNames[field.name] ?? ''}>
                  <Select
                    data-testid={`host-service-hosts-${field.name}`}
                    mode="multiple"
                    loading={hosts.isPending}
                    options={(hosts.data ?? []).map((host) => ({
                      value: host.id,
                      label: `${host.name} (${host.ip})`,
                    }))}
                  />
                </Form.Item>
              ))
            )
          }
        </Form.List>
        <HealthCheckFields />
        <Button data-testid="host-service-save" type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
