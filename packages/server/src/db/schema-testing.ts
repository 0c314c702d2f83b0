import type { TestBody, TestSuiteResult } from '@slipway/contracts';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { projects } from './schema.js';

/** Test configurations of a project; the test object is kept whole, its credential values sealed. */
export const tests = pgTable(
  'tests',
  {
    id: serial('id').primaryKey(),
    projectName: text('project_name')
      .notNull()
      .references(() => projects.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    name: text('name').notNull(),
    definition: jsonb('definition').$type<TestBody>().notNull(),
    updatedBy: text('updated_by').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('tests_project_name_name').on(t.projectName, t.name)],
);

/**
 * One run of one test inside a task (a test run alone or a `zadig-test` job of a workflow): its
 * merged JUnit suite and the numbers the test list's stats are made of.
 */
export const testReports = pgTable(
  'test_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectName: text('project_name').notNull(),
    testName: text('test_name').notNull(),
    workflowName: text('workflow_name').notNull(),
    taskId: integer('task_id').notNull(),
    jobName: text('job_name').notNull(),
    /** the job's outcome: passed only when the script succeeded and no case failed */
    passed: boolean('passed').notNull(),
    /** seconds the run took */
    duration: real('duration').notNull(),
    tests: integer('tests').notNull().default(0),
    failures: integer('failures').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    skips: integer('skips').notNull().default(0),
    suite: jsonb('suite').$type<TestSuiteResult>().notNull(),
    /** object-store key of the HTML report, '' when the test has none */
    htmlReportKey: text('html_report_key').notNull().default(''),
    /** object-store prefix of the exported files, '' when none were kept */
    filesPrefix: text('files_prefix').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('test_reports_run_key').on(t.workflowName, t.taskId, t.jobName, t.testName),
    index('test_reports_test_idx').on(t.projectName, t.testName),
  ],
);
