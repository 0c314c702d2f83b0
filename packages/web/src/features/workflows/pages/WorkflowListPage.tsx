import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SearchableListPage } from '../../../components/SearchableListPage/SearchableListPage';
import { CreateWorkflowButton } from '../components/CreateWorkflowButton';
import { WorkflowTable } from '../components/WorkflowTable';
import { workflowListQuery } from '../hooks/workflowQueries';
import { searchWorkflows } from '../workflowSearch';

/** projects/detail/:project_name/pipelines: the project's custom workflows. */
export function WorkflowListPage() {
  const { t } = useTranslation();
  const project = useParams().project_name ?? '';
  const { data, isPending } = useQuery(workflowListQuery(project));
  const workflows = data?.workflow_list ?? [];

  return (
    <SearchableListPage
      title={t('workflow.list.title')}
      titleLevel={5}
      testIdPrefix="workflows"
      searchBox={{ placeholder: t('workflow.search'), testId: 'workflow-search' }}
      items={workflows}
      search={searchWorkflows}
      actions={workflows.length > 0 && <CreateWorkflowButton project={project} />}
      isPending={isPending}
      empty={{ description: t('workflow.empty'), action: <CreateWorkflowButton project={project} /> }}
      noMatch={t('workflow.noMatch')}
    >
      {(shown) => <WorkflowTable project={project} workflows={shown} />}
    </SearchableListPage>
  );
}
