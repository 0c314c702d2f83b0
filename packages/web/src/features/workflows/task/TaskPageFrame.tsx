import { Button, Flex, Result, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

/** A task page before its task: a spinner while it loads, then 'not found' with the way back. */
export function TaskPageFallback({ pending, historyPath }: { pending: boolean; historyPath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (pending) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin data-testid="task-loading" size="large" />
      </Flex>
    );
  }
  return (
    <Result
      status="warning"
      title={t('workflow.task.notFound')}
      extra={<Button onClick={() => navigate(historyPath)}>{t('workflow.task.backToHistory')}</Button>}
    />
  );
}

/**
 * A task page's header: the workflow (a link to its tasks), the task number and what the kind adds
 * beside it (`badge`), with the kind's actions at the right.
 */
export function TaskPageHeader({
  historyPath,
  workflowLabel,
  taskId,
  badge,
  actions,
}: {
  historyPath: string;
  workflowLabel: string;
  taskId: number;
  badge?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Flex justify="space-between" align="center" wrap gap={12}>
      <Flex gap={8} align="baseline" wrap>
        <Link to={historyPath}>{workflowLabel}</Link>
        <Typography.Title level={5} style={{ margin: 0 }} data-testid="task-title">
          #{taskId}
        </Typography.Title>
        {badge}
      </Flex>
      {actions}
    </Flex>
  );
}
