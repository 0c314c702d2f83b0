import { Alert, Button, Card, Space, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../api/http';
import { SearchableListPage } from '../../../components/SearchableListPage/SearchableListPage';
import { AdminTable } from '../../system/components/AdminTable';
import { ConfirmDeleteButton } from '../../system/components/ConfirmDeleteButton';
import { CreateButton } from '../../system/components/CreateButton';
import { ChartImportDialog } from './ChartImportDialog';
import { ChartTemplateDetailDrawer } from './ChartTemplateDetailDrawer';
import type { ChartTemplateSummary } from './chartTemplates.api';
import { useChartTemplates, useDeleteChartTemplate } from './useChartTemplates';

/** The open dialog: none, the import of a new chart, a re-import, or one template's details. */
type Open =
  | { kind: 'none' }
  | { kind: 'import'; template?: ChartTemplateSummary }
  | { kind: 'detail'; name: string };

const PAGE_SIZE = 20;
const sourceOf = (row: ChartTemplateSummary) =>
  `${row.namespace || row.owner}/${row.repo} · ${row.branch}${row.path ? ` · ${row.path}` : ''}`;
const matching = (rows: readonly ChartTemplateSummary[], text: string) => {
  const wanted = text.trim().toLowerCase();
  return rows.filter((row) => row.name.toLowerCase().includes(wanted));
};

/** /v1/template/charts: Helm chart templates imported from code repositories (spec §7 "Templates"). */
export function ChartTemplatesPage() {
  const { t } = useTranslation();
  const charts = useChartTemplates();
  const remove = useDeleteChartTemplate();
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const importButton = (
    <CreateButton
      testId="chart-template-import"
      label={t('chartTemplates.import')}
      onClick={() => setOpen({ kind: 'import' })}
    />
  );

  const columns: TableColumnsType<ChartTemplateSummary> = [
    {
      key: 'name',
      title: t('libraryTemplates.name'),
      render: (_, row) => (
        <Typography.Link
          data-testid={`chart-template-open-${row.name}`}
          onClick={() => setOpen({ kind: 'detail', name: row.name })}
        >
          {row.name}
        </Typography.Link>
      ),
    },
    { key: 'source', title: t('chartTemplates.source'), render: (_, row) => sourceOf(row) },
    {
      key: 'actions',
      title: t('libraryTemplates.actions'),
      render: (_, row) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            data-testid={`chart-template-reimport-${row.name}`}
            onClick={() => setOpen({ kind: 'import', template: row })}
          >
            {t('chartTemplates.reimport')}
          </Button>
          <ConfirmDeleteButton
            testId={`chart-template-delete-${row.name}`}
            question={t('libraryTemplates.deleteConfirm', { name: row.name })}
            onConfirm={() => remove.mutateAsync(row.name)}
          />
        </Space>
      ),
    },
  ];

  if (charts.isError)
    return (
      <Alert
        type="error"
        showIcon
        data-testid="chart-templates-failed"
        title={t('chartTemplates.loadFailed')}
      />
    );
  return (
    <Card>
      {remove.error instanceof HttpError && (
        // a template still in use is kept: the server names the services holding it
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => remove.reset() }}
          data-testid="chart-template-delete-refused"
          style={{ marginBottom: 16 }}
          title={remove.error.message}
          description={remove.error.description || undefined}
        />
      )}
      <SearchableListPage<ChartTemplateSummary>
        title={t('title.templateCharts')}
        titleLevel={5}
        testIdPrefix="chart-templates"
        searchBox={{ placeholder: t('chartTemplates.search'), testId: 'chart-templates-search' }}
        items={charts.data?.chartTemplates ?? []}
        search={matching}
        actions={importButton}
        isPending={charts.isPending}
        empty={{ description: t('chartTemplates.empty'), action: importButton }}
        noMatch={t('chartTemplates.noMatch')}
      >
        {(shown) => (
          <AdminTable<ChartTemplateSummary>
            testId="chart-template-table"
            rowTestId={(row) => `chart-template-row-${row.name}`}
            emptyText={t('chartTemplates.empty')}
            rowKey="name"
            dataSource={shown}
            pagination={shown.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, showSizeChanger: false } : false}
            columns={columns}
          />
        )}
      </SearchableListPage>
      {open.kind === 'import' && (
        <ChartImportDialog template={open.template} onClose={() => setOpen({ kind: 'none' })} />
      )}
      {open.kind === 'detail' && (
        <ChartTemplateDetailDrawer
          key={open.name}
          name={open.name}
          systemVariables={charts.data?.systemVariables ?? []}
          onClose={() => setOpen({ kind: 'none' })}
        />
      )}
    </Card>
  );
}
