import type { HelmServiceResult } from '@slipway/contracts';
import { helmServiceNameSchema } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zodRule';
import { emptyRepoRow, type RepoRow, RepoSelect, repoListRule } from '../../../components/RepoSelect';
import { FormModal } from '../../system/components/FormModal';
import { useHelmRepos } from '../../system/helm/useHelmRepos';
import type { HelmServiceRequest } from '../services.api';
import { servicesKey, useProjectServicesApi, useServiceMutation } from '../useServices';

export type HelmCreateSource = 'repo' | 'chartTemplate' | 'chartRepo';

type HelmValues = {
  repos: RepoRow[];
  path: string;
  name: string;
  templateName: string;
  valuesYAML: string;
  auto_sync: boolean;
  chartRepoName: string;
  chartName: string;
  chartVersion: string;
};

/** The body of §6.8 for the chosen source, from the dialog's fields. */
function bodyOf(source: HelmCreateSource, values: HelmValues): HelmServiceRequest {
  if (source === 'chartRepo') {
    const { chartRepoName, chartName, chartVersion } = values;
    return { source, createFrom: { chartRepoName, chartName, chartVersion } };
  }
  if (source === 'chartTemplate')
    return {
      source,
      name: values.name,
      auto_sync: values.auto_sync,
      createFrom: { templateName: values.templateName, valuesYAML: values.valuesYAML ?? '', variables: [] },
    };
  const [repo] = values.repos;
  return {
    source: 'repo',
    createFrom: {
      codehostID: repo?.codehost_id,
      owner: repo?.repo_owner ?? '',
      repo: repo?.repo_name ?? '',
      branch: repo?.branch ?? '',
      namespace: repo?.repo_namespace || (repo?.repo_owner ?? ''),
      paths: [values.path.trim()],
    },
  };
}

/** A new chart service from a repository folder, a chart template, or a chart repository. */
export function HelmServiceDialog({ source, onClose }: { source: HelmCreateSource; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { projectName, api } = useProjectServicesApi();
  const required = (text: string) => [{ required: true, whitespace: true, message: text }];
  const templates = useQuery({
    queryKey: [...servicesKey(projectName), 'chart-templates'],
    queryFn: ({ signal }) => api.chartTemplates(signal),
    enabled: source === 'chartTemplate',
  });
  const repos = useHelmRepos();
  const create = useServiceMutation(
    (values: HelmValues) => api.helmCreate(bodyOf(source, values)),
    'services.created',
    (result: HelmServiceResult) => {
      // a folder may hold several charts; the ones that failed say why
      for (const failed of result.failedServices) void message.error(`${failed.path ?? ''} ${failed.error}`);
      onClose();
    },
  );
  const titles = {
    repo: t('services.helm.fromRepo'),
    chartTemplate: t('services.helm.fromTemplate'),
    chartRepo: t('services.helm.fromChartRepo'),
  };
  return (
    <FormModal<HelmValues>
      title={titles[source]}
      submitTestId="helm-create-submit"
      pending={create.isPending}
      initialValues={{ repos: [emptyRepoRow()], path: '', auto_sync: false, valuesYAML: '' }}
      onSubmit={(values) => create.mutate(values)}
      onClose={onClose}
      width={760}
    >
      {source === 'repo' && (
        <>
          <Form.Item name="repos" label={t('services.repo')} rules={[repoListRule]}>
            <RepoSelect testId="helm-repo" />
          </Form.Item>
          <Form.Item
            name="path"
            label={t('services.helm.chartFolder')}
            rules={required(t('services.repoFolderRequired'))}
          >
            <Input data-testid="helm-repo-folder" placeholder={t('services.repoFolderPlaceholder')} />
          </Form.Item>
        </>
      )}
      {source === 'chartTemplate' && (
        <>
          <Form.Item name="name" label={t('services.name')} rules={[zodRule(helmServiceNameSchema)]}>
            <Input data-testid="helm-service-name" placeholder={t('services.namePlaceholder')} />
          </Form.Item>
          <Form.Item
            name="templateName"
            label={t('services.template')}
            rules={required(t('services.templateRequired'))}
          >
            <Select
              data-testid="helm-template-pick"
              loading={templates.isPending}
              notFoundContent={t('services.templatesEmpty')}
              options={(templates.data ?? []).map((item) => ({ value: item.name, label: item.name }))}
            />
          </Form.Item>
          <Form.Item name="valuesYAML" label={t('services.helm.values')}>
            <Input.TextArea data-testid="helm-values" rows={6} />
          </Form.Item>
          <Form.Item name="auto_sync" label={t('services.autoSync')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </>
      )}
      {source === 'chartRepo' && (
        <>
          <Form.Item
            name="chartRepoName"
            label={t('services.helm.chartRepo')}
            rules={required(t('services.helm.chartRepoRequired'))}
          >
            <Select
              data-testid="helm-chart-repo"
              loading={repos.isPending}
              options={(repos.data ?? []).map((repo) => ({ value: repo.repo_name, label: repo.repo_name }))}
            />
          </Form.Item>
          <Form.Item
            name="chartName"
            label={t('services.helm.chartName')}
            rules={required(t('services.helm.chartNameRequired'))}
          >
            <Input data-testid="helm-chart-name" />
          </Form.Item>
          <Form.Item
            name="chartVersion"
            label={t('services.helm.chartVersion')}
            rules={required(t('services.helm.chartVersionRequired'))}
          >
            <Input data-testid="helm-chart-version" />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
