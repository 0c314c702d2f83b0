import {
  exportedFileQuerySchema,
  latestReportParamsSchema,
  type ProjectAction,
  taskReportParamsSchema,
  taskReportQuerySchema,
  testBodySchema,
  testingPaths,
  testListQuerySchema,
  testParamsSchema,
  testProjectQuerySchema,
  workflowsOfTestParamsSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/permissions.js';
import { answersSuccess, signedIn, succeeded } from '../../http/route-options.js';
import { ForbiddenError } from '../../lib/errors.js';
import type { PermissionService } from '../rbac/permission.service.js';
import type { RunLocator, TestReportsService } from './test-reports.service.js';
import type { TestsService } from './tests.service.js';

const tags = ['tests'];
/** Create and update take the same request. */
const saveSchema = {
  tags,
  querystring: testProjectQuerySchema,
  body: testBodySchema,
  response: answersSuccess,
};
const inProject = (action: ProjectAction) =>
  ({ permission: { kind: 'project', project: { from: 'query', key: 'projectName' }, action } }) as const;
/** A run's report is read by those who see the project's tests or its workflows. */
const canReadReports = {
  permission: {
    kind: 'project',
    project: { from: 'query', key: 'projectName' },
    action: ['get_test', 'get_workflow'],
    operator: 'or',
  },
} as const;

/** A report or a file of a stored run: served as a download that cannot run script against the app. */
const DOWNLOAD_HEADERS = {
  'content-security-policy': "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
  'x-content-type-options': 'nosniff',
};

export interface TestingRoutesDeps {
  tests: TestsService;
  reports: TestReportsService;
  permissions: PermissionService;
}

const locator = (
  params: { workflowName: string; taskId: number; testJobName: string; serviceName: string },
  query: { projectName: string; workflowType: string },
): RunLocator => ({ ...params, projectName: query.projectName, workflowType: query.workflowType });

const attachmentName = (name: string) => `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Test configurations, their reports and the workflows that run them (portal-shapes §3). */
export const testingRoutes =
  ({ tests, reports, permissions }: TestingRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // a project's tests, or with no project every test the caller may see (the test center)
    app.get(
      testingPaths.tests,
      { config: signedIn, schema: { tags, querystring: testListQuerySchema } },
      async (req) => {
        const actor = requireActor(req);
        const { projectName, testType } = req.query;
        if (projectName) {
          const access = await permissions.project(actor, projectName);
          const allowed = access.is_project_admin || access.project_verbs.includes('get_test');
          if (!allowed) throw new ForbiddenError();
          return tests.list([projectName], testType);
        }
        const global = await permissions.global(actor);
        if (global.is_system_admin || global.system_verbs.includes('get_test'))
          return tests.list('all', testType);
        const visible = await permissions.visibleProjects(actor);
        return tests.list(visible === 'all' ? 'all' : [...visible], testType);
      },
    );
    app.get(
      testingPaths.test,
      {
        config: inProject('get_test'),
        schema: { tags, params: testParamsSchema, querystring: testProjectQuerySchema },
      },
      (req) => tests.get(req.query.projectName, req.params.name),
    );
    app.post(
      testingPaths.tests,
      {
        config: inProject('create_test'),
        schema: saveSchema,
      },
      (req) => succeeded(tests.create(req.query.projectName, req.body, requireActor(req).account)),
    );
    app.put(
      testingPaths.tests,
      {
        config: inProject('edit_test'),
        schema: saveSchema,
      },
      (req) => succeeded(tests.update(req.query.projectName, req.body, requireActor(req).account)),
    );
    app.delete(
      testingPaths.test,
      {
        config: inProject('delete_test'),
        schema: {
          tags,
          params: testParamsSchema,
          querystring: testProjectQuerySchema,
          response: answersSuccess,
        },
      },
      (req) => succeeded(tests.delete(req.query.projectName, req.params.name)),
    );
    app.get(
      testingPaths.testDetail,
      { config: inProject('get_test'), schema: { tags, querystring: testProjectQuerySchema } },
      (req) => tests.details(req.query.projectName),
    );
    app.get(
      testingPaths.workflowsOfTest,
      {
        config: inProject('get_test'),
        schema: { tags, params: workflowsOfTestParamsSchema, querystring: testProjectQuerySchema },
      },
      (req) => tests.workflowsUsing(req.query.projectName, req.params.testName),
    );

    app.get(
      testingPaths.latestReport,
      {
        config: inProject('get_test'),
        schema: { tags, params: latestReportParamsSchema, querystring: testProjectQuerySchema },
      },
      (req) => reports.latest(req.query.projectName, req.params.testName),
    );
    app.get(
      testingPaths.taskReport,
      {
        config: canReadReports,
        schema: { tags, params: taskReportParamsSchema, querystring: taskReportQuerySchema },
      },
      (req) => reports.ofRun(locator(req.params, req.query)),
    );
    app.get(
      testingPaths.htmlReport,
      {
        config: canReadReports,
        schema: { tags, params: taskReportParamsSchema, querystring: taskReportQuerySchema },
      },
      async (req, reply) => {
        const report = await reports.htmlReport(locator(req.params, req.query));
        return reply.headers(DOWNLOAD_HEADERS).type('text/html; charset=utf-8').send(report.body);
      },
    );
    app.get(
      testingPaths.exportedFiles,
      {
        config: canReadReports,
        schema: { tags, params: taskReportParamsSchema, querystring: exportedFileQuerySchema },
      },
      async (req, reply) => {
        const file = await reports.exportedFile(locator(req.params, req.query), req.query.path);
        return reply
          .headers({ ...DOWNLOAD_HEADERS, 'content-disposition': attachmentName(file.name) })
          .type('application/octet-stream')
          .send(file.body);
      },
    );
  };
