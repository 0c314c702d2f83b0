import { z } from 'zod';
import { preBuildSchema } from '../build/build.schema.js';
import { codeRepoSchema } from '../build/code-repo.schema.js';
import { requiredText } from '../common/fields.js';
import { testNameSchema, testTypes } from './test-name.js';

export * from './test-name.js';

export const DEFAULT_TEST_TIMEOUT_MINUTES = 60;
export const MAX_TEST_TIMEOUT_MINUTES = 7 * 24 * 60;
export const DEFAULT_TEST_SCRIPT = '#!/bin/bash\nset -e';
/** The portal names a test's runs `{test}-job`. */
export const TEST_WORKFLOW_SUFFIX = '-job';

/** A path the job writes inside its workspace: relative, never leaving it. */
const workspacePath = (max: number) =>
  z
    .string({ error: 'validation.invalidType' })
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .refine((p) => !p.startsWith('/') && !p.split('/').includes('..') && !p.includes('\0'), {
      error: 'validation.test.pathInside',
    });

/** Settings the portal keeps with a test and this server stores as they are sent. */
const opaque = z.record(z.string(), z.unknown());

/** The test object of the portal's create/edit form and detail call (portal-shapes §3). */
export const testBodySchema = z.object({
  name: testNameSchema,
  product_name: requiredText(64, 'validation.project.required'),
  desc: z.string().max(1024, { error: 'validation.tooLong' }).default(''),
  test_type: z.enum(testTypes, { error: 'validation.test.typeUnknown' }).default('function'),
  repos: z.array(codeRepoSchema).max(20).default([]),
  timeout: z
    .number({ error: 'validation.invalidType' })
    .int({ error: 'validation.invalidType' })
    .min(1, { error: 'validation.invalidType' })
    .max(MAX_TEST_TIMEOUT_MINUTES, { error: 'validation.invalidType' })
    .default(DEFAULT_TEST_TIMEOUT_MINUTES),
  cache_enable: z.boolean({ error: 'validation.invalidType' }).default(true),
  cache_dir_type: z.string().max(32).default('workspace'),
  cache_user_dir: z.string().max(512).default(''),
  advanced_setting_modified: z.boolean({ error: 'validation.invalidType' }).default(false),
  hook_ctl: opaque.optional(),
  schedules: opaque.optional(),
  notify_ctls: z.array(opaque).max(20).optional(),
  pre_test: preBuildSchema,
  artifact_paths: z.array(workspacePath(512)).max(50).default(['']),
  scripts: z
    .string({ error: 'validation.invalidType' })
    .max(256 * 1024, { error: 'validation.tooLong' })
    .default(DEFAULT_TEST_SCRIPT),
  /** folder of the JUnit XML files */
  test_result_path: workspacePath(512).default(''),
  /** the HTML report file */
  test_report_path: workspacePath(512).default(''),
  post_test: opaque.optional(),
});
export type TestBody = z.infer<typeof testBodySchema>;
export type TestBodyInput = z.input<typeof testBodySchema>;
export type TestConfig = TestBody & { update_time: number; update_by: string };

/** A row of the test list (portal-shapes §3): the stats come from the test's runs. */
export interface TestSummary {
  name: string;
  product_name: string;
  desc: string;
  test_type: string;
  update_time: number;
  update_by: string;
  test_case_num: number;
  execute_num: number;
  /** seconds */
  avg_duration: number;
  /** 0..1 */
  pass_rate: number;
  workflows: WorkflowUsingTest[];
}

/** A workflow whose test jobs name a test, with the fields the test pages read. */
export interface WorkflowUsingTest {
  name: string;
  display_name: string;
  product_tmpl_name: string;
  workflow_type: 'common_workflow';
  test_stage: {
    enabled: boolean;
    test_names: string[];
    tests: Array<{ test_name: string; envs: unknown[] }>;
  };
}

export const testingPaths = {
  tests: '/api/aslan/testing/test',
  test: '/api/aslan/testing/test/:name',
  testDetail: '/api/aslan/testing/testdetail',
  testTask: '/api/aslan/testing/testtask',
  testTaskCancel: '/api/aslan/testing/testtask/productName/:projectName/id/:taskId/pipelines/:testJobName',
  testTaskRestart:
    '/api/aslan/testing/testtask/productName/:projectName/id/:taskId/pipelines/:testJobName/restart',
  latestReport: '/api/aslan/testing/itreport/latest/service/:testName',
  taskReport:
    '/api/aslan/testing/itreport/workflow/:workflowName/id/:taskId/names/:testJobName/service/:serviceName',
  htmlReport:
    '/api/aslan/testing/report/workflow/:workflowName/id/:taskId/names/:testJobName/service/:serviceName',
  exportedFiles:
    '/api/aslan/testing/files/workflow/:workflowName/id/:taskId/names/:testJobName/service/:serviceName',
  workflowsOfTest: '/api/v1/picket/workflows/testName/:testName',
  /** a run's log by line range (`from`, `count`), and a search over it (`key`, `after`, `limit`) */
  taskLogLines: '/api/aslan/logs/lines/workflow/test/:testJobName/:taskId/:testName/:serviceName',
  taskLogSearch: '/api/aslan/logs/search/workflow/test/:testJobName/:taskId/:testName/:serviceName',
} as const;

const taskIdParam = z.coerce.number({ error: 'validation.invalidType' }).int().min(1).max(2_147_483_647);

export const testListQuerySchema = z.object({
  projectName: z.string().trim().max(64).default(''),
  testType: z.string().max(32).default(''),
});
export const testProjectQuerySchema = z.object({
  projectName: requiredText(64, 'validation.project.required'),
});
export const testParamsSchema = z.object({ name: requiredText(128) });
export const testTaskBodySchema = z.object({
  product_name: requiredText(64, 'validation.project.required'),
  test_name: testNameSchema,
});
export const testTaskParamsSchema = z.object({
  projectName: requiredText(64),
  taskId: taskIdParam,
  testJobName: requiredText(160),
});
export const latestReportParamsSchema = z.object({ testName: requiredText(128) });
export const taskReportParamsSchema = z.object({
  workflowName: requiredText(160),
  taskId: taskIdParam,
  testJobName: requiredText(160),
  serviceName: requiredText(128),
});
export const taskReportQuerySchema = z.object({
  projectName: z.string().trim().max(64).default(''),
  testType: z.string().max(32).default(''),
  workflowType: z.string().max(32).default(''),
});
export const exportedFileQuerySchema = taskReportQuerySchema.extend({
  path: z.string().max(1024).default(''),
});
export const workflowsOfTestParamsSchema = z.object({ testName: requiredText(128) });

export const testTaskCreatedSchema = z.object({ pipeline_name: z.string(), task_id: z.number() });
