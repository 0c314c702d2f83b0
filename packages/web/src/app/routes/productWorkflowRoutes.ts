import type { RouteObject } from 'react-router';
import { tKey } from '../../i18n/tKey';
import { lazyPage } from './lazyPage';

const pages = {
  editor: lazyPage(
    async () =>
      (await import('../../features/product-workflows/pages/ProductWorkflowEditorPage'))
        .ProductWorkflowEditorPage,
  ),
  detail: lazyPage(
    async () =>
      (await import('../../features/product-workflows/pages/ProductWorkflowPage')).ProductWorkflowPage,
  ),
  task: lazyPage(
    async () => (await import('../../features/product-workflows/pages/ProductTaskPage')).ProductTaskPage,
  ),
};

/** Product workflow pages among the children of projects/detail/:project_name (spec §2). */
export const productWorkflowDetailRoutes: RouteObject[] = [
  {
    path: 'pipelines/multi/:workflow_name',
    handle: { title: tKey('title.workflowDetail') },
    ...pages.detail,
  },
  {
    path: 'pipelines/multi/:workflow_name/:task_id',
    handle: { title: tKey('title.workflowTask') },
    ...pages.task,
  },
];

/** The editor's pages under /workflows/product (spec §2), with ?projectName=. */
export const productWorkflowEditorRoutes: RouteObject[] = [
  { path: 'create', handle: { title: tKey('title.workflowEditor') }, ...pages.editor },
  { path: 'edit/:name', handle: { title: tKey('title.workflowEditor') }, ...pages.editor },
];
