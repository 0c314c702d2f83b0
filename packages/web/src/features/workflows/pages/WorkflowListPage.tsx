import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Empty, Flex, Input, Spin, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CreateWorkflowButton } from '../components/CreateWorkflowButton';
import { WorkflowTable } from '../components/WorkflowTable';
import { workflowListQuery } from '../hooks/workflowQueries';
import { searchWorkflows } from '../workflowSearch';

/** projects/detail/:project_name/pipelines: the project's custom workflows. */
export function WorkflowListPage() {
  const { t } = useTranslation();
  const project = useParams().project_name ?? '';
  const [search, setSearch] = useState('');
  const { data, isPending } = useQuery(workflowListQuery(project));
  const workflows = data?.workflow_list ?? [];
  const shown = searchWorkflows(workflows, search);

  let body: ReactNode;
  if (isPending) {
    body = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin data-testid="workflows-loading" size="large" />
      </Flex>
    );
  } else if (workflows.length === 0) {
    body = (
      <Empty data-testid="workflows-empty" description={t('workflow.empty')}>
        <CreateWorkflowButton project={project} />
      </Empty>
    );
  } else if (shown.length === 0) {
    body = <Empty data-testid="workflows-no-match" description={t('workflow.noMatch')} />;
  } else {
    body = <WorkflowTable project={project} workflows={shown} />;
  }

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('workflow.list.title')}
        </Typography.Title>
        <Flex gap={12} align="center" wrap>
          <Input
            data-testid="workflow-search"
            allowClear
            prefix={<SearchOutlined />}
            placeholder={t('workflow.search')}
            style={{ width: 260 }}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {workflows.length > 0 && <CreateWorkflowButton project={project} />}
        </Flex>
      </Flex>
      {body}
    </Flex>
  );
}
