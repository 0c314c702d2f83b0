import { deployTypeOf } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { Flex, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { ProjectTags } from '../components/ProjectTags';
import { projectQuery } from '../hooks/projectQueries';
import { projectPaths } from '../projectKinds';
import { activeProjectTab, projectTabs } from '../projectTabs';

/** /v1/projects/detail/:project_name: the project's name and tabs above the tab's page. */
export function ProjectDetailLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const name = useParams().project_name ?? '';
  const { data: project } = useQuery(projectQuery(name));
  return (
    <Flex vertical gap={8}>
      <Flex align="center" gap={12} wrap>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="project-title">
          {project?.project_name || name}
        </Typography.Title>
        <Typography.Text type="secondary">{name}</Typography.Text>
        {project && (
          <ProjectTags
            name={name}
            deployType={deployTypeOf(project.product_feature)}
            isPublic={project.public}
          />
        )}
      </Flex>
      <Tabs
        activeKey={activeProjectTab(pathname)}
        onChange={(key) => navigate(projectPaths.detail(name, key))}
        items={projectTabs.map((tab) => ({
          key: tab.key,
          label: <span data-testid={`project-tab-${tab.key}`}>{t(tab.label)}</span>,
        }))}
      />
      <Outlet />
    </Flex>
  );
}
