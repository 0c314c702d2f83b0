import type { WorkflowUsingTest } from '@slipway/contracts';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { workflows } from '../../db/schema.js';

interface StoredJob {
  type?: string;
  spec?: { test_modules?: Array<{ name?: string; project_name?: string }> };
}
interface StoredDefinition {
  display_name?: string;
  stages?: Array<{ jobs?: StoredJob[] }>;
}

/** Tests (`project/name`) that a workflow definition's `zadig-test` jobs run. */
export function testsOfWorkflow(definition: unknown): string[] {
  const stages = (definition as StoredDefinition).stages ?? [];
  const names = stages
    .flatMap((stage) => stage.jobs ?? [])
    .filter((job) => job.type === 'zadig-test')
    .flatMap((job) => job.spec?.test_modules ?? [])
    .map((module) => `${module.project_name}/${module.name}`);
  return [...new Set(names)];
}

/**
 * Which custom workflows run which tests. The portal's test pages show them as product workflows
 * with a test stage; Slipway's workflows are custom ones, so `test_stage` names the tests the
 * workflow's test jobs run and the portal's "unlink" (an edit of a product workflow) does not apply.
 */
export class TestWorkflows {
  constructor(private readonly db: Db) {}

  /** Per `project/test` key, the workflows of these projects whose test jobs run it. */
  async usingTests(projects: string[]): Promise<Map<string, WorkflowUsingTest[]>> {
    const uses = new Map<string, WorkflowUsingTest[]>();
    if (projects.length === 0) return uses;
    const rows = await this.db
      .select({ name: workflows.name, projectName: workflows.projectName, definition: workflows.definition })
      .from(workflows)
      .where(inArray(workflows.projectName, projects))
      .orderBy(asc(workflows.name));
    for (const row of rows) {
      const keys = testsOfWorkflow(row.definition);
      const testNames = keys.map((key) => key.slice(key.indexOf('/') + 1));
      for (const key of keys) {
        uses.set(key, [
          ...(uses.get(key) ?? []),
          {
            name: row.name,
            display_name: (row.definition as StoredDefinition).display_name ?? row.name,
            product_tmpl_name: row.projectName,
            workflow_type: 'common_workflow',
            test_stage: {
              enabled: true,
              test_names: testNames,
              tests: testNames.map((test_name) => ({ test_name, envs: [] })),
            },
          },
        ]);
      }
    }
    return uses;
  }
}
