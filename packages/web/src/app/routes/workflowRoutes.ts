import type { RouteObject } from 'react-router';
import { tKey } from '../../i18n/tKey';
import { lazyPage } from './lazyPage';

const pages = {
  list: lazyPage(
    async () => (await import('../../features/workflows/pages/WorkflowListPage')).WorkflowListPage,
  ),
  editor: lazyPage(
    async () => (await import('../../features/workflows/pages/WorkflowEditorPage')).WorkflowEditorPage,
  ),
  history: lazyPage(
    async () => (await import('../../features/workflows/pages/TaskHistoryPage')).TaskHistoryPage,
  ),
  task: lazyPage(async () => (await import('../../features/workflows/pages/TaskDetailPage')).TaskDetailPage),
};

/**
 * The custom workflow screens among the children of projects/detail/:project_name (spec §2),
 * as paths relative to it.
 */
export const workflowDetailRoutes: RouteObject[] = [
  { path: 'pipelines', handle: { title: tKey('title.workflows') }, ...pages.list },
  { path: 'pipelines/custom/create', handle: { title: tKey('title.workflowEditor') }, ...pages.editor },
  {
    path: 'pipelines/custom/edit/:workflow_name',
    handle: { title: tKey('title.workflowEditor') },
    ...pages.editor,
  },
  {
    path: 'pipelines/custom/:workflow_name',
    handle: { title: tKey('title.workflowDetail') },
    ...pages.history,
  },
  {
    path: 'pipelines/custom/:workflow_name/:task_id',
    handle: { title: tKey('title.workflowTask') },
    ...pages.task,
  },
];
