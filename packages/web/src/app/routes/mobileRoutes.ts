import type { RouteObject } from 'react-router';
import { tKey } from '../../i18n/tKey';
import { requireSession, skipMobileSignIn } from '../guards/sessionLoaders';
import { area, areaIndex } from './area';
import { lazyPage, redirectIndex } from './lazyPage';

const projectDetail: RouteObject = {
  path: 'projects/detail/:project_name',
  handle: { title: tKey('title.projectDetail') },
  children: [
    areaIndex(),
    area('workflows/multi/:workflow_name', tKey('title.workflowDetail')),
    area('workflows/multi/:workflow_name/:task_id', tKey('title.workflowTask')),
    area('tests/:test_name', tKey('title.testDetail')),
    area('tests/:test_name/:task_id', tKey('title.testTask')),
    area('envs/:env_name', tKey('title.envDetail')),
    area('envs/:env_name/k8s/:service_name', tKey('title.envServiceDetail')),
    area('envs/:env_name/helm/:service_name', tKey('title.envServiceDetail')),
    area('envs/:env_name/pm/:service_name', tKey('title.envServiceDetail')),
  ],
};

/** The mobile view /mobile (spec §2). */
export const mobileRoute: RouteObject = {
  path: 'mobile',
  children: [
    {
      path: 'signin',
      loader: skipMobileSignIn,
      handle: { title: tKey('title.signin') },
      ...lazyPage(async () => (await import('../../mobile/pages/MobileSignInPage')).MobileSignInPage),
    },
    {
      loader: requireSession,
      ...lazyPage(async () => (await import('../../mobile/MobileLayout')).MobileLayout),
      children: [
        redirectIndex('/mobile/projects'),
        area('status', tKey('title.mobileStatus')),
        {
          path: 'profile',
          handle: { title: tKey('title.profile') },
          ...lazyPage(async () => (await import('../../mobile/pages/MobileProfilePage')).MobileProfilePage),
        },
        area('projects', tKey('title.projects')),
        projectDetail,
      ],
    },
  ],
};
