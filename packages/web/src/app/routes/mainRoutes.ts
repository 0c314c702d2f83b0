import type { RouteObject } from 'react-router';
import { tKey } from '../../i18n/tKey';
import { requireDesktopSession } from '../guards/sessionLoaders';
import { area } from './area';
import { lazyPage, redirectIndex } from './lazyPage';
import { productWorkflowEditorRoutes } from './productWorkflowRoutes';
import { projectRoutes } from './projectRoutes';
import { systemRoute } from './systemRoutes';
import { testCenterRoute } from './testRoutes';

const mainLayout = lazyPage(async () => (await import('../layouts/MainLayout')).MainLayout);

const profileRoute: RouteObject = {
  path: 'profile',
  handle: { title: tKey('title.profile') },
  ...lazyPage(async () => (await import('../../features/profile/pages/ProfilePage')).ProfilePage),
  children: [
    redirectIndex('/v1/profile/info'),
    {
      path: 'info',
      handle: { title: tKey('title.profileInfo') },
      ...lazyPage(async () => (await import('../../features/profile/pages/ProfileInfoPage')).ProfileInfoPage),
    },
    {
      path: 'preference',
      handle: { title: tKey('title.preference') },
      ...lazyPage(async () => (await import('../../features/profile/pages/PreferencePage')).PreferencePage),
    },
  ],
};

/** The main layout /v1 (spec §2). */
export const mainRoute: RouteObject = {
  path: 'v1',
  loader: requireDesktopSession,
  ...mainLayout,
  children: [
    redirectIndex('/v1/dashboard'),
    {
      path: 'dashboard',
      handle: { title: tKey('title.dashboard') },
      ...lazyPage(async () => (await import('../../features/dashboard/pages/DashboardPage')).DashboardPage),
    },
    area('statistics', tKey('title.statistics')),
    {
      path: 'insight',
      handle: { title: tKey('title.insight') },
      children: [
        redirectIndex('/v1/insight/build'),
        area('build', tKey('title.insightBuild')),
        area('test', tKey('title.insightTest')),
        area('service', tKey('title.insightService')),
      ],
    },
    ...projectRoutes,
    {
      path: 'template',
      handle: { title: tKey('title.templates') },
      ...lazyPage(
        async () => (await import('../../features/templates/TemplateLibraryLayout')).TemplateLibraryLayout,
      ),
      children: [
        redirectIndex('/v1/template/k8s-yamls'),
        {
          path: 'k8s-yamls',
          handle: { title: tKey('title.templateK8sYamls') },
          ...lazyPage(
            async () => (await import('../../features/templates/LibraryTemplatesPage')).K8sYamlTemplatesPage,
          ),
        },
        {
          path: 'charts',
          handle: { title: tKey('title.templateCharts') },
          ...lazyPage(
            async () => (await import('../../features/templates/TemplateLibraryLayout')).ChartTemplatesPage,
          ),
        },
        {
          path: 'dockerfiles',
          handle: { title: tKey('title.templateDockerfiles') },
          ...lazyPage(
            async () =>
              (await import('../../features/templates/LibraryTemplatesPage')).DockerfileTemplatesPage,
          ),
        },
        {
          path: 'builds',
          handle: { title: tKey('title.templateBuilds') },
          ...lazyPage(
            async () =>
              (await import('../../features/build-templates/BuildTemplatesPage')).BuildTemplatesPage,
          ),
        },
        {
          path: 'plugins',
          handle: { title: tKey('title.templatePlugins') },
          ...lazyPage(
            async () =>
              (await import('../../features/templates/plugins/PluginTemplatesPage')).PluginTemplatesPage,
          ),
        },
      ],
    },
    {
      path: 'delivery',
      handle: { title: tKey('title.delivery') },
      children: [
        redirectIndex('/v1/delivery/artifacts'),
        area('artifacts', tKey('title.artifacts')),
        area('artifacts/detail/:id', tKey('title.artifactDetail')),
      ],
    },
    testCenterRoute,
    profileRoute,
    systemRoute,
  ],
};

/** Product workflow editor pages outside /v1 (spec §2), in the main layout. */
export const productWorkflowRoute: RouteObject = {
  path: 'workflows/product',
  loader: requireDesktopSession,
  ...mainLayout,
  children: productWorkflowEditorRoutes,
};
