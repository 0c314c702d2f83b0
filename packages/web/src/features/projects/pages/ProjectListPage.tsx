import { AppstoreOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchableListPage } from '../../../components/SearchableListPage/SearchableListPage';
import { CreateProjectButton } from '../components/CreateProjectButton';
import { ProjectCards } from '../components/ProjectCards';
import { ProjectTable } from '../components/ProjectTable';
import { projectListQuery } from '../hooks/projectQueries';
import { searchProjects } from '../projectSearch';

type View = 'cards' | 'table';

/** /v1/projects: every project the user may see, as cards or a table, with a search. */
export function ProjectListPage() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('cards');
  const { data: projects = [], isPending } = useQuery(projectListQuery());

  return (
    <SearchableListPage
      title={t('title.projects')}
      titleLevel={4}
      testIdPrefix="projects"
      searchBox={{ placeholder: t('projects.search'), testId: 'project-search' }}
      items={projects}
      search={searchProjects}
      actions={
        <>
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
        </>
      }
      isPending={isPending}
      empty={{
        description: t('projects.empty'),
        action: <CreateProjectButton testId="project-create-empty" />,
      }}
      noMatch={t('projects.noMatch')}
    >
      {(shown) => (view === 'cards' ? <ProjectCards projects={shown} /> : <ProjectTable projects={shown} />)}
    </SearchableListPage>
  );
}
