import { Alert, Empty, List, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useChartTemplateReferences } from './useChartTemplates';

const servicesPageOf = (project: string) => `/v1/projects/detail/${encodeURIComponent(project)}/services`;

/** The services made from the template, each linking to its project's services page. */
export function ChartTemplateReferences({ name }: { name: string }) {
  const { t } = useTranslation();
  const references = useChartTemplateReferences(name);
  if (references.isPending) return <Spin data-testid="chart-references-loading" />;
  if (references.isError) return <Alert type="error" showIcon title={t('chartTemplates.referencesFailed')} />;
  if (references.data.length === 0)
    return <Empty data-testid="chart-references-empty" description={t('libraryTemplates.notUsed')} />;
  return (
    <List
      data-testid="chart-references"
      size="small"
      bordered
      dataSource={references.data}
      pagination={references.data.length > 10 ? { pageSize: 10, size: 'small' } : false}
      renderItem={(reference) => (
        <List.Item>
          <Link
            data-testid={`chart-reference-${reference.project_name}-${reference.service_name}`}
            to={servicesPageOf(reference.project_name)}
          >
            {reference.project_name} / {reference.service_name}
          </Link>
        </List.Item>
      )}
    />
  );
}
