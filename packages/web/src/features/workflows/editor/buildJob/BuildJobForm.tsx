import {
  jobNameSchema,
  type ServiceModuleBuilds,
  type ZadigBuildSpec,
  zadigBuildSpecSchema,
} from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Form, Input, Select, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { issueMessageKey, zodRule } from '../../../../components/form/zodRule';
import { translateMessage } from '../../../../i18n/translateMessage';
import { buildsApi } from '../../../builds/builds.api';
import { serviceModuleBuilds } from './buildJob.api';
import { entriesFor, moduleKey, type ServiceAndBuildDraft } from './buildJobSpec';
import { ServiceBuildCard } from './ServiceBuildCard';

export interface BuildJobValues {
  name: string;
  spec: ZadigBuildSpec;
}

export interface BuildJobFormProps {
  project: string;
  job: BuildJobValues & { saved: boolean };
  nameTaken: (name: string) => boolean;
  onChange: () => void;
  /** stores the values; answers what is still wrong, if anything */
  onSave: (values: BuildJobValues) => string | undefined;
  onClose: () => void;
}

/** A `zadig-build` job: the project's builds per service module, the registry images go to, repos and variables. */
export function BuildJobForm({ project, job, nameTaken, onChange, onSave, onClose }: BuildJobFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const [spec, setSpec] = useState<ZadigBuildSpec>(job.spec);
  const [problem, setProblem] = useState<string>();
  const modules = useQuery({
    queryKey: ['build-job', 'modules', project],
    queryFn: ({ signal }) => serviceModuleBuilds(project, signal),
  });
  const registries = useQuery({
    queryKey: ['build-choices', 'registries', project],
    queryFn: ({ signal }) => buildsApi.registries(project, signal),
  });
  const buildable = (modules.data ?? []).filter((module) => module.module_builds.length > 0);

  const change = (next: ZadigBuildSpec) => {
    setSpec(next);
    setProblem(undefined);
    onChange();
  };
  const changeEntry = (index: number, entry: ServiceAndBuildDraft) =>
    change({
      ...spec,
      service_and_builds: spec.service_and_builds.map((old, at) => (at === index ? entry : old)),
    });

  const save = async () => {
    setProblem(undefined);
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const checked = zadigBuildSpecSchema.safeParse(spec);
    if (!checked.success) {
      setProblem(translateMessage(issueMessageKey(checked.error.issues) ?? 'validation.invalidType'));
      return;
    }
    setProblem(onSave({ name: form.getFieldValue('name'), spec: checked.data }));
  };

  return (
    <Card
      size="small"
      data-testid="job-form"
      title={t('buildJob.title', { name: job.name || t('workflow.job.unnamed') })}
      extra={
        <Flex gap={8}>
          <Button data-testid="job-close" disabled={!job.saved} onClick={onClose}>
            {t('workflow.job.close')}
          </Button>
          <Button type="primary" data-testid="job-save" onClick={save}>
            {t('workflow.job.save')}
          </Button>
        </Flex>
      }
    >
      <Form form={form} layout="vertical" initialValues={{ name: job.name }} onValuesChange={onChange}>
        <Flex gap={16} wrap>
          <Form.Item
            name="name"
            label={t('workflow.job.name')}
            style={{ minWidth: 280 }}
            rules={[
              zodRule(jobNameSchema),
              {
                validator: async (_rule, value: string) => {
                  if (nameTaken(value ?? ''))
                    throw new Error(translateMessage('validation.workflow.jobNameDuplicate'));
                },
              },
            ]}
          >
            <Input data-testid="job-name" />
          </Form.Item>
          <Form.Item label={t('buildJob.registry')} style={{ minWidth: 300 }}>
            <Select
              data-testid="build-job-registry"
              allowClear
              value={spec.docker_registry_id || undefined}
              loading={registries.isPending}
              options={(registries.data ?? []).map((registry) => ({
                value: registry.id,
                label: `${registry.reg_addr}/${registry.namespace}`,
              }))}
              onChange={(id?: string) => change({ ...spec, docker_registry_id: id ?? '' })}
            />
          </Form.Item>
        </Flex>
      </Form>
      {modules.isError && <Alert type="error" showIcon title={t('buildJob.loadFailed')} />}
      {modules.isPending ? (
        <Spin />
      ) : buildable.length === 0 ? (
        <Empty data-testid="build-job-no-builds" description={t('buildJob.noBuilds')} />
      ) : (
        <Flex vertical gap={12}>
          <Typography.Text strong>{t('buildJob.services')}</Typography.Text>
          <Select
            mode="multiple"
            data-testid="build-job-services"
            value={spec.service_and_builds.map(moduleKey)}
            options={buildable.map((module) => ({
              value: moduleKey(module),
              label: `${module.service_module}(${module.service_name})`,
            }))}
            onChange={(keys: string[]) =>
              change({ ...spec, service_and_builds: entriesFor(keys, spec.service_and_builds, buildable) })
            }
          />
          {spec.service_and_builds.map((entry, index) => (
            <ServiceBuildCard
              key={moduleKey(entry)}
              testId={`build-job-entry-${index}`}
              project={project}
              entry={entry}
              module={buildable.find((module: ServiceModuleBuilds) => moduleKey(module) === moduleKey(entry))}
              onChange={(next) => changeEntry(index, next)}
            />
          ))}
        </Flex>
      )}
      {problem && (
        <Alert type="error" showIcon data-testid="job-problem" title={problem} style={{ marginTop: 12 }} />
      )}
    </Card>
  );
}
