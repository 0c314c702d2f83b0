import type { TableColumnsType, TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { TaskTable } from '../../workflows/components/TaskTable';
import { productPaths } from '../productPaths';
import type { ProductTask } from '../productWorkflow.types';

/** One page of a product workflow's tasks: the task table with the environment and the modules. */
export function ProductTaskTable({
  project,
  workflow,
  tasks,
  loading,
  pagination,
}: {
  project: string;
  workflow: string;
  tasks: ProductTask[];
  loading: boolean;
  pagination: TablePaginationConfig;
}) {
  const { t } = useTranslation();
  const columns: TableColumnsType<ProductTask> = [
    { title: t('productWorkflow.task.env'), key: 'env', render: (_, task) => task.namespace || '-' },
    {
      title: t('productWorkflow.task.services'),
      key: 'services',
      render: (_, task) =>
        (task.service_modules ?? []).map((module) => module.service_module).join(', ') || '-',
    },
  ];
  return (
    <TaskTable
      tasks={tasks}
      loading={loading}
      pagination={pagination}
      taskLink={(task) => `${productPaths.task(project, workflow, task.task_id)}?status=${task.status}`}
      extraColumns={columns}
    />
  );
}
