import { useQuery } from '@tanstack/react-query';
import { Alert, Checkbox, Flex, Form, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { buildsApi } from '../../builds/builds.api';
import type { ProductWorkflow, StageModule } from '../productWorkflow.types';
import { FieldIssue } from './FieldIssue';
import type { SectionProps } from './sectionProps';

type Stage = ProductWorkflow['distribute_stage'];
type Distribute = Stage['distributes'][number];
type Target = StageModule['target'];

const sameTarget = (a: Target, b: Target) =>
  a.service_name === b.service_name && a.service_module === b.service_module;

/**
 * The distribute stage: per service module the build stage builds, whether its image goes to the
 * release registries and its package to the object storage.
 */
export function DistributeSection({ workflow, onChange, issues }: SectionProps) {
  const { t } = useTranslation();
  const project = workflow.product_tmpl_name;
  // the same lists the build form picks from
  const registries = useQuery({
    queryKey: ['build-choices', 'registries', project],
    queryFn: ({ signal }) => buildsApi.registries(project, signal),
    enabled: !!project,
  });
  const storages = useQuery({
    queryKey: ['build-choices', 'storages'],
    queryFn: ({ signal }) => buildsApi.storages(signal),
  });
  const stage = workflow.distribute_stage;
  const set = (part: Partial<Stage>) => onChange({ ...workflow, distribute_stage: { ...stage, ...part } });
  const off = !stage.enabled;
  const built = workflow.build_stage.enabled
    ? workflow.build_stage.modules.filter((module) => !module.hide_service_module)
    : [];

  const entryOf = (target: Target) => stage.distributes.find((entry) => sameTarget(entry.target, target));
  const setFlag = (target: Target, flag: 'image_distribute' | 'qstack_distribute', on: boolean) => {
    const current: Distribute = entryOf(target) ?? {
      target,
      image_distribute: false,
      qstack_distribute: false,
    };
    const next = { ...current, [flag]: on };
    const others = stage.distributes.filter((entry) => !sameTarget(entry.target, target));
    // a module distributed nowhere is left out
    set({ distributes: next.image_distribute || next.qstack_distribute ? [...others, next] : others });
  };

  return (
    <Form layout="vertical" component="div">
      <FieldIssue issues={issues} field="enabled" label={t('productWorkflow.distribute.enabled')}>
        <Switch
          data-testid="pwf-distribute-enabled"
          checked={stage.enabled}
          onChange={(enabled) => set({ enabled })}
        />
      </FieldIssue>
      <FieldIssue issues={issues} field="distributes" label={t('productWorkflow.distribute.modules')}>
        {built.length === 0 ? (
          <Alert type="info" showIcon title={t('productWorkflow.distribute.noModules')} />
        ) : (
          <Flex vertical gap={8}>
            {built.map(({ target }) => {
              const entry = entryOf(target);
              const id = target.service_module;
              return (
                <Flex key={`${target.service_name}/${id}`} gap={16} align="center" wrap>
                  <Typography.Text style={{ minWidth: 160 }}>
                    {id} <Typography.Text type="secondary">({target.service_name})</Typography.Text>
                  </Typography.Text>
                  <Checkbox
                    data-testid={`pwf-distribute-image-${id}`}
                    disabled={off}
                    checked={entry?.image_distribute ?? false}
                    onChange={(event) => setFlag(target, 'image_distribute', event.target.checked)}
                  >
                    {t('productWorkflow.distribute.image')}
                  </Checkbox>
                  <Checkbox
                    data-testid={`pwf-distribute-package-${id}`}
                    disabled={off}
                    checked={entry?.qstack_distribute ?? false}
                    onChange={(event) => setFlag(target, 'qstack_distribute', event.target.checked)}
                  >
                    {t('productWorkflow.distribute.package')}
                  </Checkbox>
                </Flex>
              );
            })}
          </Flex>
        )}
      </FieldIssue>
      <FieldIssue
        issues={issues}
        field="releases"
        label={t('productWorkflow.distribute.registries')}
        extra={t('productWorkflow.distribute.registriesHint')}
      >
        <Select
          mode="multiple"
          data-testid="pwf-distribute-registries"
          disabled={off}
          loading={registries.isPending && !!project}
          value={stage.releases.map((release) => release.repo_id)}
          options={(registries.data ?? []).map((registry) => ({
            value: registry.id,
            label: `${registry.reg_addr}/${registry.namespace}`,
          }))}
          onChange={(ids: string[]) =>
            set({
              releases: ids.map(
                (repo_id) =>
                  stage.releases.find((release) => release.repo_id === repo_id) ?? {
                    repo_id,
                    deploy_enabled: false,
                    deploy_env: '',
                  },
              ),
            })
          }
        />
      </FieldIssue>
      <FieldIssue issues={issues} field="s3_storage_id" label={t('productWorkflow.distribute.storage')}>
        <Select
          allowClear
          data-testid="pwf-distribute-storage"
          disabled={off}
          loading={storages.isPending}
          value={stage.s3_storage_id || undefined}
          options={(storages.data ?? []).map((storage) => ({
            value: storage.id,
            label: `${storage.endpoint}/${storage.bucket}`,
          }))}
          onChange={(id?: string) => set({ s3_storage_id: id ?? '' })}
        />
      </FieldIssue>
    </Form>
  );
}
