import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SearchableListPage } from '../../../components/SearchableListPage/SearchableListPage';
import { CreateProductWorkflowButton } from '../../product-workflows/components/CreateProductWorkflowButton';
import { useWorkflowViewTabs } from '../../workflow-views/useWorkflowViewTabs';
import { CreateWorkflowButton } from '../components/CreateWorkflowButton';
import { WorkflowTable } from '../components/WorkflowTable';
import { workflowListQuery } from '../hooks/workflowQueries';
import { searchWorkflows } from '../workflowSearch';

/** projects/detail/:project_name/pipelines: the project's custom workflows. */
export function WorkflowListPage() {
  const { t } = useTranslation();
  const project = useParams().project_name ?? '';
  const { data, isPending } = useQuery(workflowListQuery(project));
  const views = useWorkflowViewTabs(project);
  const all = data?.workflow_list ?? [];
  const workflows = all.filter(views.shows);

  return (
    <>
      {views.tabs}
      <SearchableListPage
        title={t('workflow.list.title')}
        titleLevel={5}
        testIdPrefix="workflows"
        searchBox={{ placeholder: t('workflow.search'), testId: 'workflow-search' }}
        items={workflows}
        search={searchWorkflows}
        actions={
          <>
            <CreateProductWorkflowButton project={project} />
            {all.length > 0 && <CreateWorkflowButton project={project} />}
          </>
        }
        isPending={isPending}
        empty={{
          description: views.emptyText ?? t('workflow.empty'),
          action: <CreateWorkflowButton project={project} />,
        }}
        noMatch={t('workflow.noMatch')}
      >
        {(shown) => <WorkflowTable project={project} workflows={shown} />}
      </SearchableListPage>
    </>
  );
}
