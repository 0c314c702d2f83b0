import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Engine } from '../../engine/engine.js';
import type { ExtensionCallbacks } from '../../engine/job-types/extension-callbacks.js';
import type { TaskEvents } from '../../engine/task-events.js';
import type { TaskRepository } from '../../engine/task-repository.js';
import type { SecretBox } from '../../lib/crypto/aes.js';
import { BuildsRepository } from '../builds/builds.repository.js';
import { ProjectsRepository } from '../projects/projects.repository.js';
import type { PermissionService } from '../rbac/permission.service.js';
import type { SchedulesModule } from '../schedules/register.js';
import { WorkflowsRepository } from '../workflows/workflows.repository.js';
import { productExtensionCallbackRoutes } from './product-extension-callback.routes.js';
import { productListItems } from './product-list-items.js';
import { ProductRunPresets } from './product-run-presets.js';
import { productScheduleRunner, productSchedulesIn, timersKeptOnly } from './product-schedules.js';
import { ProductServiceTasks, type RestartService } from './product-service-tasks.js';
import { productTaskReads, productTaskRoutes } from './product-tasks.routes.js';
import { ProductTasksService, productTaskListKind } from './product-tasks.service.js';
import { ProductWorkflowsRepository } from './product-workflows.repository.js';
import { productWorkflowsRoutes } from './product-workflows.routes.js';
import { ProductWorkflowsService } from './product-workflows.service.js';

export interface ProductWorkflowsModuleDeps {
  db: Db;
  box: SecretBox;
  engine: Engine;
  tasks: TaskRepository;
  events: TaskEvents;
  permissions: PermissionService;
  restartService: RestartService;
  /** the schedules module: timers of product workflows are its items of kind `product` */
  schedules?: Pick<SchedulesModule, 'service' | 'runners'>;
  /** extension stages waiting for their callback (the job types' own) */
  extensionCallbacks?: ExtensionCallbacks;
}

/**
 * Product workflows (architecture.md "Product workflows"): made before the routes that share
 * paths with them (test runs, the status lists), registered after.
 */
export function createProductWorkflows(deps: ProductWorkflowsModuleDeps) {
  const repository = new ProductWorkflowsRepository(deps.db);
  const presets = new ProductRunPresets(deps.db, repository, new BuildsRepository(deps.db, deps.box));
  const workflows = new ProductWorkflowsService(
    repository,
    new ProjectsRepository(deps.db),
    presets,
    deps.schedules ? productSchedulesIn(deps.schedules.service) : timersKeptOnly,
  );
  const tasks = new ProductTasksService(workflows, presets, deps.tasks, deps.engine, repository);
  const reads = productTaskReads({ tasks, events: deps.events });
  deps.schedules?.runners.register('product', productScheduleRunner(tasks));
  return {
    workflows,
    tasks,
    reads,
    /** rows of the v4 workflow list */
    listItems: productListItems(repository, new WorkflowsRepository(deps.db, deps.box)),
    /** product runs in the status page's running and pending lists */
    listKind: productTaskListKind((row) => tasks.view(row)),
    async register(app: FastifyInstance) {
      app.addHook('preClose', async () => reads.endStreams());
      await app.register(
        productWorkflowsRoutes({
          workflows,
          serviceTasks: new ProductServiceTasks(workflows, presets, deps.restartService),
          permissions: deps.permissions,
        }),
      );
      if (deps.extensionCallbacks)
        await app.register(productExtensionCallbackRoutes(deps.extensionCallbacks));
      await app.register(
        productTaskRoutes({
          tasks,
          events: deps.events,
          engine: deps.engine,
          customWorkflows: new WorkflowsRepository(deps.db, deps.box),
        }),
      );
    },
  };
}
export type ProductWorkflows = ReturnType<typeof createProductWorkflows>;
