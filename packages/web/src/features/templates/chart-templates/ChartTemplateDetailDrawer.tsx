import { Alert, Drawer, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChartTemplateFiles } from './ChartTemplateFiles';
import { ChartTemplateReferences } from './ChartTemplateReferences';
import { ChartTemplateVariables } from './ChartTemplateVariables';
import type { ChartTemplateList } from './chartTemplates.api';
import { useChartTemplate } from './useChartTemplates';

interface ChartTemplateDetailDrawerProps {
  name: string;
  systemVariables: ChartTemplateList['systemVariables'];
  onClose: () => void;
}

/** One chart template: its files, the default values of its variables, and where it is used. */
export function ChartTemplateDetailDrawer({
  name,
  systemVariables,
  onClose,
}: ChartTemplateDetailDrawerProps) {
  const { t } = useTranslation();
  const detail = useChartTemplate(name);
  let body: React.ReactNode;
  if (detail.isPending) body = <Spin data-testid="chart-detail-loading" />;
  else if (detail.isError) body = <Alert type="error" showIcon title={t('chartTemplates.detailFailed')} />;
  else
    body = (
      <Tabs
        data-testid="chart-detail-tabs"
        items={[
          {
            key: 'files',
            label: t('chartTemplates.files'),
            children: <ChartTemplateFiles name={name} files={detail.data.files} />,
          },
          {
            key: 'variables',
            label: t('chartTemplates.variables'),
            children: (
              <ChartTemplateVariables
                name={name}
                variables={detail.data.variables}
                systemVariables={systemVariables}
              />
            ),
          },
          {
            key: 'references',
            label: t('libraryTemplates.usedBy'),
            children: <ChartTemplateReferences name={name} />,
          },
        ]}
      />
    );
  return (
    <Drawer open title={t('libraryTemplates.editTitle', { name })} size={1000} onClose={onClose}>
      {body}
    </Drawer>
  );
}
