import type { TestSuiteResult } from '@slipway/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { testReports } from '../../db/schema.js';

export type TestReportRow = typeof testReports.$inferSelect;
export type NewTestReport = typeof testReports.$inferInsert;

/** The numbers of a test's list row, from all of its runs. */
export interface TestStats {
  test_case_num: number;
  execute_num: number;
  /** seconds */
  avg_duration: number;
  /** 0..1 */
  pass_rate: number;
}

const noStats: TestStats = { test_case_num: 0, execute_num: 0, avg_duration: 0, pass_rate: 0 };

/** Reports of test runs, by task, and the stats of the test list. */
export class TestReportsRepository {
  constructor(private readonly db: Db) {}

  /** A retried job writes its run again: the newer report replaces the older. */
  async save(report: NewTestReport): Promise<void> {
    await this.db
      .insert(testReports)
      .values(report)
      .onConflictDoUpdate({
        target: [testReports.workflowName, testReports.taskId, testReports.jobName, testReports.testName],
        set: {
          passed: report.passed,
          duration: report.duration,
          tests: report.tests,
          failures: report.failures,
          errors: report.errors,
          skips: report.skips,
          suite: report.suite as TestSuiteResult,
          htmlReportKey: report.htmlReportKey ?? '',
          filesPrefix: report.filesPrefix ?? '',
          createdAt: new Date(),
        },
      });
  }

  /** A deleted test's reports go with it, those of workflow runs too: a new test of its name starts afresh. */
  async removeOfTest(projectName: string, testName: string): Promise<void> {
    await this.db
      .delete(testReports)
      .where(and(eq(testReports.projectName, projectName), eq(testReports.testName, testName)));
  }

  async ofRun(workflowName: string, taskId: number, jobName: string, testName: string) {
    const [row] = await this.db
      .select()
      .from(testReports)
      .where(
        and(
          eq(testReports.workflowName, workflowName),
          eq(testReports.taskId, taskId),
          eq(testReports.jobName, jobName),
          eq(testReports.testName, testName),
        ),
      );
    return row;
  }

  async latest(projectName: string, testName: string): Promise<TestReportRow | undefined> {
    const [row] = await this.db
      .select()
      .from(testReports)
      .where(and(eq(testReports.projectName, projectName), eq(testReports.testName, testName)))
      .orderBy(desc(testReports.createdAt), desc(testReports.id))
      .limit(1);
    return row;
  }

  /** Stats per `project/test` key for the tests of these projects. */
  async stats(projects: string[]): Promise<Map<string, TestStats>> {
    const result = new Map<string, TestStats>();
    if (projects.length === 0) return result;
    const rows = await this.db
      .select({
        projectName: testReports.projectName,
        testName: testReports.testName,
        runs: sql<number>`count(*)::int`,
        passes: sql<number>`count(*) filter (where ${testReports.passed})::int`,
        avgDuration: sql<number>`coalesce(avg(${testReports.duration}), 0)::float8`,
        // the case count of the newest run
        cases: sql<number>`(array_agg(${testReports.tests} order by ${testReports.id} desc))[1]::int`,
      })
      .from(testReports)
      .where(inArray(testReports.projectName, projects))
      .groupBy(testReports.projectName, testReports.testName);
    for (const row of rows) {
      result.set(statsKey(row.projectName, row.testName), {
        test_case_num: Number(row.cases) || 0,
        execute_num: Number(row.runs),
        avg_duration: Math.round(Number(row.avgDuration) * 10) / 10,
        pass_rate: row.runs ? Math.round((Number(row.passes) / Number(row.runs)) * 1000) / 1000 : 0,
      });
    }
    return result;
  }
}

export const statsKey = (projectName: string, testName: string) => `${projectName}/${testName}`;
export const statsOf = (stats: Map<string, TestStats>, projectName: string, testName: string) =>
  stats.get(statsKey(projectName, testName)) ?? noStats;
