import { Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';

const tabs = [
  { key: 'k8s-yamls', label: 'title.templateK8sYamls' },
  { key: 'charts', label: 'title.templateCharts' },
  { key: 'dockerfiles', label: 'title.templateDockerfiles' },
  { key: 'builds', label: 'title.templateBuilds' },
  { key: 'plugins', label: 'title.templatePlugins' },
] as const;

/** /v1/template: the template library, one tab per kind of template (K8s YAML first). */
export function TemplateLibraryLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const active = useLocation().pathname.split('/')[3] ?? 'k8s-yamls';
  return (
    <Flex vertical gap={0}>
      <Tabs
        data-testid="template-library-tabs"
        activeKey={active}
        onChange={(key) => navigate(`/v1/template/${key}`)}
        items={tabs.map((tab) => ({ key: tab.key, label: t(tab.label) }))}
      />
      <Outlet />
    </Flex>
  );
}

/** /v1/template/charts: the Helm chart templates, imported from code repositories. */
export { ChartTemplatesPage } from './chart-templates/ChartTemplatesPage';
