import { chartTemplateBodySchema } from '@slipway/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/form/zodRule';
import {
  emptyRepoRow,
  type RepoRow,
  RepoSelect,
  repoListRule,
  toRepoRow,
  trimRepoRow,
} from '../../../components/RepoSelect';
import { FormModal } from '../../system/components/FormModal';
import type { ChartTemplateSummary } from './chartTemplates.api';
import { useImportChartTemplate } from './useChartTemplates';

type ImportValues = { name: string; repos: RepoRow[]; path: string };

const initialValuesOf = (template: ChartTemplateSummary | undefined): ImportValues =>
  template
    ? {
        name: template.name,
        repos: [
          toRepoRow({
            codehost_id: template.codehostID,
            repo_owner: template.owner,
            repo_namespace: template.namespace || template.owner,
            repo_name: template.repo,
            branch: template.branch,
          }),
        ],
        path: template.path,
      }
    : { name: '', repos: [emptyRepoRow()], path: '' };

interface ChartImportDialogProps {
  /** the template to re-import from its folder (or another one), or undefined for a new template */
  template?: ChartTemplateSummary;
  onClose: () => void;
}

/** Imports a Helm chart from a folder of a code repository as a template, or imports it again. */
export function ChartImportDialog({ template, onClose }: ChartImportDialogProps) {
  const { t } = useTranslation();
  const save = useImportChartTemplate(template?.name, onClose);
  const submit = ({ name, repos, path }: ImportValues) => {
    const repo = trimRepoRow(repos[0] ?? emptyRepoRow());
    save.mutate({
      name: name.trim(),
      codeHostID: repo.codehost_id ?? 0,
      owner: repo.repo_owner,
      repo: repo.repo_name,
      branch: repo.branch,
      path: path.trim(),
      namespace: repo.repo_namespace || repo.repo_owner,
    });
  };
  return (
    <FormModal<ImportValues>
      title={
        template ? t('chartTemplates.reimportTitle', { name: template.name }) : t('chartTemplates.import')
      }
      submitTestId="chart-import-submit"
      pending={save.isPending}
      initialValues={initialValuesOf(template)}
      onSubmit={submit}
      onClose={onClose}
      width={900}
    >
      <Form.Item
        name="name"
        label={t('libraryTemplates.name')}
        required
        rules={[zodRule(chartTemplateBodySchema.shape.name)]}
      >
        <Input data-testid="chart-import-name" autoComplete="off" disabled={Boolean(template)} />
      </Form.Item>
      <Form.Item
        name="repos"
        label={t('chartTemplates.repository')}
        required
        rules={[
          repoListRule,
          {
            // a template is one chart folder: exactly one repository
            validator: async (_rule, rows: RepoRow[] | undefined) => {
              if ((rows ?? []).length !== 1) throw new Error(t('chartTemplates.oneRepository'));
            },
          },
        ]}
      >
        <RepoSelect testId="chart-import-repo" />
      </Form.Item>
      <Form.Item
        name="path"
        label={t('chartTemplates.chartFolder')}
        extra={t('chartTemplates.chartFolderHint')}
      >
        <Input data-testid="chart-import-path" placeholder={t('chartTemplates.chartFolderPlaceholder')} />
      </Form.Item>
    </FormModal>
  );
}
