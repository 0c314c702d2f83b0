import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { bodyToDraft, emptyDraft } from '../editor/draft';
import { WorkflowEditor } from '../editor/WorkflowEditor';
import { workflowQuery } from '../hooks/workflowQueries';
import { workflowPaths } from '../workflowPaths';

/** pipelines/custom/create and pipelines/custom/edit/:workflow_name. */
export function WorkflowEditorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const project = params.project_name ?? '';
  const editing = params.workflow_name;
  const existing = useQuery({ ...workflowQuery(editing ?? ''), enabled: Boolean(editing) });

  if (!editing) return <WorkflowEditor key="new" project={project} initial={emptyDraft()} />;
  if (existing.isPending) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin data-testid="wf-loading" size="large" />
      </Flex>
    );
  }
  if (!existing.data) {
    return (
      <Result
        status="warning"
        title={t('workflow.notFound')}
        extra={
          <Button onClick={() => navigate(workflowPaths.list(project))}>{t('workflow.backToList')}</Button>
        }
      />
    );
  }
  return (
    <WorkflowEditor key={editing} project={project} initial={bodyToDraft(existing.data)} original={editing} />
  );
}
