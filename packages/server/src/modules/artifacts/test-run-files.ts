import type { TestReportsRepository } from '../testing/test-reports.repository.js';
import { TEST_JOB_NAME } from '../testing/test-task-view.js';
import type { TestTasksService } from '../testing/test-tasks.service.js';

/**
 * Where a test's lone run (`{test}-job` of a project, run by the engine as `_test-<id>`) kept its
 * exported files: '' while it has kept none. NotFound when the project has no such test or run.
 */
export const testRunFilesOf =
  (testTasks: Pick<TestTasksService, 'requireTask'>, reports: Pick<TestReportsRepository, 'ofRun'>) =>
  async (projectName: string, testWorkflowName: string, taskId: number): Promise<string> => {
    const { name, test } = await testTasks.requireTask(projectName, testWorkflowName, taskId);
    return (await reports.ofRun(name, taskId, TEST_JOB_NAME, test.name))?.filesPrefix ?? '';
  };
