import type { RouteObject } from 'react-router';
import { laterStepRoutes } from '../../features/onboarding/onboardingSteps';
import type { TranslationKey } from '../../i18n/tKey';
import { tKey } from '../../i18n/tKey';
import { lazyPage, redirectIndex } from './lazyPage';
import { productWorkflowDetailRoutes } from './productWorkflowRoutes';
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
  services: lazyPage(async () => (await import('../../features/services/ServicesPage')).ServicesPage),
  envs: lazyPage(async () => (await import('../../features/environments/EnvironmentsPage')).EnvironmentsPage),
  envCreate: lazyPage(
    async () => (await import('../../features/environments/EnvironmentCreatePage')).EnvironmentCreatePage,
  ),
  envConfig: lazyPage(async () => (await import('../../features/environments/EnvConfigPage')).EnvConfigPage),
  envLog: lazyPage(
    async () => (await import('../../features/environments/EnvChangeLogPage')).EnvChangeLogPage,
  ),
  envHostService: lazyPage(
    async () => (await import('../../features/environments/HostServicePage')).HostServicePage,
  ),
  envServiceConfig: lazyPage(
    async () => (await import('../../features/environments/ServiceConfigPage')).ServiceConfigPage,
  ),
  envExternalConfig: lazyPage(
    async () => (await import('../../features/environments/ExternalConfigPage')).ExternalConfigPage,
  ),
  envService: lazyPage(
    async () => (await import('../../features/environments/ServiceDetailPage')).ServiceDetailPage,
  ),
};

const page = (path: string, title: TranslationKey, lazy: Pick<RouteObject, 'lazy'>): RouteObject => ({
  path,
  handle: { title },
  ...lazy,
});

/** The first step of each kind's wizard shows what was created; the later ones add services, environments, workflows. */
const firstCreateSteps = ['k8s/info', 'helm/info', 'pm/info', 'host/config'];

const envRoutes: RouteObject[] = [
  { index: true, ...projectsPages.envs },
  page('create', tKey('title.envCreate'), projectsPages.envCreate),
  page('detail', tKey('title.envDetail'), projectsPages.envs),
  page(':env_name/log', tKey('title.envLog'), projectsPages.envLog),
  page('externalConfig', tKey('title.envExternalConfig'), projectsPages.envExternalConfig),
  page('detail/:service_name', tKey('title.envServiceDetail'), projectsPages.envService),
  page('detail/:service_name/pm', tKey('title.envServiceHost'), projectsPages.envHostService),
  page('detail/:service_name/config', tKey('title.envServiceConfig'), projectsPages.envServiceConfig),
  page('detail/:env_name/envConfig', tKey('title.envConfig'), projectsPages.envConfig),
];

/** Children of /v1/projects/detail/:project_name (spec §2). */
const projectDetailRoutes: RouteObject[] = [
  redirectIndex((params) => `/v1/projects/detail/${encodeURIComponent(params.project_name ?? '')}/detail`),
  page('detail', tKey('title.projectOverview'), projectsPages.overview),
  ...workflowDetailRoutes,
  ...productWorkflowDetailRoutes,
  page('services', tKey('title.services'), projectsPages.services),
  page('builds', tKey('title.builds'), projectsPages.builds),
  page('builds/create', tKey('title.buildEditor'), projectsPages.buildEdit),
  page('builds/detail/:build_name', tKey('title.buildDetail'), projectsPages.buildEdit),
  ...testDetailRoutes,
  { path: 'envs', handle: { title: tKey('title.environments') }, children: envRoutes },
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
  ...laterStepRoutes.map(({ kind, step, segment }) =>
    page(
      `projects/create/:project_name/${segment}`,
      tKey('title.projectCreate'),
      lazyPage(async () =>
        (await import('../../features/onboarding/OnboardingStepPage')).onboardingStepPage(kind, step),
      ),
    ),
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
