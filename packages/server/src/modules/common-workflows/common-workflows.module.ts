import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Engine } from '../../engine/engine.js';
import type { TaskEvents } from '../../engine/task-events.js';
import type { TaskRepository } from '../../engine/task-repository.js';
import type { SecretBox } from '../../lib/crypto/aes.js';
import { ProjectsRepository } from '../projects/projects.repository.js';
import { nameTakenByOtherKind } from '../workflows/workflow-names.js';
import { CommonTasksService } from './common-tasks.service.js';
import { commonTaskName } from './common-workflow-engine.js';
import { CommonWorkflowsRepository } from './common-workflows.repository.js';
import { commonWorkflowsRoutes } from './common-workflows.routes.js';
import { CommonWorkflowsService } from './common-workflows.service.js';

export interface CommonWorkflowsModuleDeps {
  db: Db;
  box: SecretBox;
  engine: Engine;
  tasks: TaskRepository;
  events: TaskEvents;
  /** removes the logs and job folders of the engine's tasks of a name */
  removeTaskFiles(taskName: string): Promise<void>;
}

/** Common workflows of the older v3 calls, run on the engine (architecture.md "Common workflows"). */
export function createCommonWorkflows(deps: CommonWorkflowsModuleDeps) {
  const repository = new CommonWorkflowsRepository(deps.db, deps.box);
  const projects = new ProjectsRepository(deps.db);
  const workflows = new CommonWorkflowsService({
    repository,
    projectExists: async (name) => (await projects.find(name)) !== undefined,
    otherWorkflowExists: (name) => nameTakenByOtherKind(deps.db, 'common', name),
    removeTaskFiles: deps.removeTaskFiles,
  });
  const tasks = new CommonTasksService(workflows, deps.tasks, deps.engine);
  return {
    workflows,
    tasks,
    /** A common workflow's project and the name its runs have on the engine (their logs' name). */
    async loggedWorkflow(name: string) {
      const row = await repository.findByName(name);
      return row && { project: row.projectName, taskWorkflow: commonTaskName(row.name) };
    },
    async register(app: FastifyInstance) {
      await app.register(commonWorkflowsRoutes({ workflows, tasks, events: deps.events }));
    },
  };
}
export type CommonWorkflows = ReturnType<typeof createCommonWorkflows>;
