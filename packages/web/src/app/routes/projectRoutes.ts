import type { RouteObject } from 'react-router';
import type { TranslationKey } from '../../i18n/tKey';
import { tKey } from '../../i18n/tKey';
import { area } from './area';
import { lazyPage, redirectIndex } from './lazyPage';
import { testDetailRoutes } from './testRoutes';
import { workflowDetailRoutes } from './workflowRoutes';

const projectsPages = {
  list: lazyPage(async () => (await import('../../features/projects/pages/ProjectListPage')).ProjectListPage),
  create: lazyPage(
    async () => (await import('../../features/projects/pages/ProjectCreatePage')).ProjectCreatePage,
  ),
  wizard: lazyPage(
    async () => (await import('../../features/projects/pages/ProjectWizardPage')).ProjectWizardPage,
  ),
  edit: lazyPage(async () => (await import('../../features/projects/pages/ProjectEditPage')).ProjectEditPage),
  initialize: lazyPage(
    async () => (await import('../../features/projects/pages/ProjectInitializePage')).ProjectInitializePage,
  ),
  detail: lazyPage(
    async () => (await import('../../features/projects/pages/ProjectDetailLayout')).ProjectDetailLayout,
  ),
  overview: lazyPage(
    async () => (await import('../../features/projects/pages/ProjectOverviewPage')).ProjectOverviewPage,
  ),
  hosts: lazyPage(async () => (await import('../../features/hosts/HostsPage')).ProjectHostsPage),
  members: lazyPage(
    async () => (await import('../../features/rbac/pages/ProjectMembersPage')).ProjectMembersPage,
  ),
  policies: lazyPage(
    async () => (await import('../../features/rbac/pages/ProjectPoliciesPage')).ProjectPoliciesPage,
  ),
  groups: lazyPage(
    async () => (await import('../../features/rbac/pages/ProjectGroupsPage')).ProjectGroupsPage,
  ),
  groupCreate: lazyPage(
    async () => (await import('../../features/rbac/pages/GroupCreatePage')).GroupCreatePage,
  ),
  builds: lazyPage(async () => (await import('../../features/builds/pages/BuildListPage')).BuildListPage),
  buildEdit: lazyPage(async () => (await import('../../features/builds/pages/BuildEditPage')).BuildEditPage),
};

const page = (path: string, title: TranslationKey, lazy: Pick<RouteObject, 'lazy'>): RouteObject => ({
  path,
  handle: { title },
  ...lazy,
});

/** The first step of each kind's wizard shows what was created; the later ones come with services and environments. */
const firstCreateSteps = ['k8s/info', 'helm/info', 'pm/info', 'host/config'];
const laterCreateSteps = [
  'k8s/service',
  'k8s/runtime',
  'k8s/delivery',
  'helm/service',
  'helm/runtime',
  'helm/delivery',
  'pm/config',
  'pm/deploy',
  'pm/delivery',
];

const envRoutes: RouteObject[] = [
  area('create', tKey('title.envCreate')),
  area('detail', tKey('title.envDetail')),
  area(':env_name/log', tKey('title.envLog')),
  area('externalConfig', tKey('title.envExternalConfig')),
  area('detail/:service_name', tKey('title.envServiceDetail')),
  area('detail/:service_name/pm', tKey('title.envServiceHost')),
  area('detail/:service_name/config', tKey('title.envServiceConfig')),
  area('detail/:env_name/envConfig', tKey('title.envConfig')),
];

/** Children of /v1/projects/detail/:project_name (spec §2). */
const projectDetailRoutes: RouteObject[] = [
  redirectIndex((params) => `/v1/projects/detail/${encodeURIComponent(params.project_name ?? '')}/detail`),
  page('detail', tKey('title.projectOverview'), projectsPages.overview),
  ...workflowDetailRoutes,
  area('pipelines/multi/:workflow_name', tKey('title.workflowDetail')),
  area('pipelines/multi/:workflow_name/:task_id', tKey('title.workflowTask')),
  area('services', tKey('title.services')),
  page('builds', tKey('title.builds'), projectsPages.builds),
  page('builds/create', tKey('title.buildEditor'), projectsPages.buildEdit),
  page('builds/detail/:build_name', tKey('title.buildDetail'), projectsPages.buildEdit),
  ...testDetailRoutes,
  area('envs', tKey('title.environments'), envRoutes),
  page('rbac', tKey('title.members'), projectsPages.members),
  page('policy', tKey('title.policies'), projectsPages.policies),
  page('group', tKey('projects.title.groups'), projectsPages.groups),
  page('group/create', tKey('projects.title.groupCreate'), projectsPages.groupCreate),
  page('host', tKey('title.hosts'), projectsPages.hosts),
];

export const projectRoutes: RouteObject[] = [
  page('projects', tKey('title.projects'), projectsPages.list),
  page('projects/create', tKey('title.projectCreate'), projectsPages.create),
  ...firstCreateSteps.map((step) =>
    page(`projects/create/:project_name/${step}`, tKey('title.projectCreate'), projectsPages.wizard),
  ),
  ...laterCreateSteps.map((step) =>
    area(`projects/create/:project_name/${step}`, tKey('title.projectCreate')),
  ),
  page('projects/edit/:project_name', tKey('title.projectEdit'), projectsPages.edit),
  page('projects/initialize/:project_name', tKey('title.projectInitialize'), projectsPages.initialize),
  {
    path: 'projects/detail/:project_name',
    handle: { title: tKey('title.projectDetail') },
    ...projectsPages.detail,
    children: projectDetailRoutes,
  },
];
