import { AppstoreOutlined, SearchOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Empty, Flex, Input, Segmented, Spin, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateProjectButton } from '../components/CreateProjectButton';
import { ProjectCards } from '../components/ProjectCards';
import { ProjectTable } from '../components/ProjectTable';
import { projectListQuery } from '../hooks/projectQueries';
import { searchProjects } from '../projectSearch';

type View = 'cards' | 'table';

/** /v1/projects: every project the user may see, as cards or a table, with a search. */
export function ProjectListPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [view, setView] = useState<View>('cards');
  const { data: projects = [], isPending } = useQuery(projectListQuery());
  const shown = searchProjects(projects, search);

  let body: ReactNode;
  if (isPending) {
    body = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin data-testid="projects-loading" size="large" />
      </Flex>
    );
  } else if (projects.length === 0) {
    body = (
      <Empty data-testid="projects-empty" description={t('projects.empty')}>
        <CreateProjectButton testId="project-create-empty" />
      </Empty>
    );
  } else if (shown.length === 0) {
    body = <Empty data-testid="projects-no-match" description={t('projects.noMatch')} />;
  } else {
    body = view === 'cards' ? <ProjectCards projects={shown} /> : <ProjectTable projects={shown} />;
  }

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('title.projects')}
        </Typography.Title>
        <Flex gap={12} align="center" wrap>
          <Input
            data-testid="project-search"
            allowClear
            prefix={<SearchOutlined />}
            placeholder={t('projects.search')}
            style={{ width: 260 }}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Segmented<View>
            data-testid="project-view"
            value={view}
            onChange={setView}
            options={[
              {
                value: 'cards',
                icon: <AppstoreOutlined />,
                label: <span data-testid="project-view-cards">{t('projects.view.cards')}</span>,
              },
              {
                value: 'table',
                icon: <UnorderedListOutlined />,
                label: <span data-testid="project-view-table">{t('projects.view.table')}</span>,
              },
            ]}
          />
          <CreateProjectButton testId="project-create" />
        </Flex>
      </Flex>
      {body}
    </Flex>
  );
}
