import { type ServiceModuleBuilds, type ZadigBuildSpec, zadigBuildSpecSchema } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Flex, Form, Select, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { buildsApi } from '../../../builds/builds.api';
import { TypedJobCard } from '../TypedJobCard';
import { type TypedJobFormProps, useTypedJob } from '../useTypedJob';
import { serviceModuleBuilds } from './buildJob.api';
import { entriesFor, moduleKey, type ServiceAndBuildDraft } from './buildJobSpec';
import { ServiceBuildCard } from './ServiceBuildCard';

/** A `zadig-build` job: the project's builds per service module, the registry images go to, repos and variables. */
export function BuildJobForm(props: TypedJobFormProps<ZadigBuildSpec>) {
  const { t } = useTranslation();
  const { project, job } = props;
  const { spec, change, card } = useTypedJob(props, zadigBuildSpecSchema);
  const modules = useQuery({
    queryKey: ['build-job', 'modules', project],
    queryFn: ({ signal }) => serviceModuleBuilds(project, signal),
  });
  const registries = useQuery({
    queryKey: ['build-choices', 'registries', project],
    queryFn: ({ signal }) => buildsApi.registries(project, signal),
  });
  const buildable = (modules.data ?? []).filter((module) => module.module_builds.length > 0);

  const changeEntry = (index: number, entry: ServiceAndBuildDraft) =>
    change({
      ...spec,
      service_and_builds: spec.service_and_builds.map((old, at) => (at === index ? entry : old)),
    });

  return (
    <TypedJobCard
      title={t('buildJob.title', { name: job.name || t('workflow.job.unnamed') })}
      {...card}
      besideName={
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
      }
    >
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
    </TypedJobCard>
  );
}
