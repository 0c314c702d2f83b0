import type { RouteObject } from 'react-router';
import { tKey } from '../../i18n/tKey';
import { area } from './area';
import { redirectIndex } from './lazyPage';

const testcase = ':workflow_name/:task_id/:test_name/:test_job_name';

const createSteps = [
  'k8s/info',
  'k8s/service',
  'k8s/runtime',
  'k8s/delivery',
  'host/config',
  'helm/info',
  'helm/service',
  'helm/runtime',
  'helm/delivery',
  'pm/info',
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
  area('detail', tKey('title.projectOverview')),
  area('pipelines', tKey('title.workflows')),
  area('pipelines/multi/:workflow_name', tKey('title.workflowDetail')),
  area('pipelines/custom/create', tKey('title.workflowEditor')),
  area('pipelines/custom/edit/:workflow_name', tKey('title.workflowEditor')),
  area('pipelines/multi/:workflow_name/:task_id', tKey('title.workflowTask')),
  area('pipelines/custom/:workflow_name/:task_id', tKey('title.workflowTask')),
  area(`pipelines/multi/testcase/${testcase}`, tKey('title.testCase')),
  area(`customPipelines/multi/testcase/${testcase}`, tKey('title.testCase')),
  area('pipelines/custom/:workflow_name', tKey('title.workflowDetail')),
  area('services', tKey('title.services')),
  area('builds', tKey('title.builds')),
  area('builds/create', tKey('title.buildEditor')),
  area('builds/detail/:build_name', tKey('title.buildDetail')),
  area('test', tKey('title.tests')),
  area('test/function/:test_name', tKey('title.testEditor')),
  area('test/add/function', tKey('title.testEditor')),
  area('test/detail/function/:test_name', tKey('title.testDetail')),
  area('test/detail/function/:test_name/:task_id', tKey('title.testTask')),
  area('test/testcase/function/:workflow_name/:task_id/:test_name', tKey('title.testCase')),
  area('test/testcase/function/:workflow_name/:task_id/test/:test_name', tKey('title.testCase')),
  area('scanner', tKey('title.scanners')),
  area('scanner/create', tKey('title.scannerEditor')),
  area('scanner/edit/:scanner_name', tKey('title.scannerEditor')),
  area('scanner/detail/:scanner_name', tKey('title.scannerDetail')),
  area('scanner/detail/:scanner_name/task/:task_id', tKey('title.scannerTask')),
  area('envs', tKey('title.environments'), envRoutes),
  area('rbac', tKey('title.members')),
  area('policy', tKey('title.policies')),
  area('group', tKey('title.collaboration')),
  area('group/create', tKey('title.collaborationCreate')),
  area('host', tKey('title.hosts')),
];

export const projectRoutes: RouteObject[] = [
  area('projects', tKey('title.projects')),
  area('projects/create', tKey('title.projectCreate')),
  ...createSteps.map((step) => area(`projects/create/:project_name/${step}`, tKey('title.projectCreate'))),
  area('projects/edit/:project_name', tKey('title.projectEdit')),
  area('projects/initialize/:project_name', tKey('title.projectInitialize')),
  {
    path: 'projects/detail/:project_name',
    handle: { title: tKey('title.projectDetail') },
    children: projectDetailRoutes,
  },
];
