import type { ProductWorkflowBody } from '@slipway/contracts';
import { SCHEDULE_CREATOR } from '../schedules/custom-runner.js';
import type { ScheduleRunner } from '../schedules/schedule-runners.js';
import type { SchedulesService } from '../schedules/schedules.service.js';
import type { ProductTasksService } from './product-tasks.service.js';
import { productTaskName } from './product-workflow-engine.js';

/** Where a product workflow's timers go when it is saved or deleted (the schedules module). */
export interface ProductSchedules {
  replace(workflow: ProductWorkflowBody): Promise<void>;
  remove(projectName: string, workflowName: string): Promise<void>;
}

/** A product workflow's `schedules` become the schedule items of owner kind `product`. */
export const productSchedulesIn = (
  service: Pick<SchedulesService, 'replaceOwnerSchedules' | 'removeOwnerSchedules'>,
): ProductSchedules => ({
  replace: (workflow) =>
    service.replaceOwnerSchedules({
      kind: 'product',
      project: workflow.product_tmpl_name,
      owner: workflow.name,
      schedules: workflow.schedules ?? { enabled: false, items: [] },
    }),
  remove: (projectName, workflowName) => service.removeOwnerSchedules('product', projectName, workflowName),
});

/** Timers stay in the stored workflow object; nothing fires them (no schedules module). */
export const timersKeptOnly: ProductSchedules = {
  replace: async () => {},
  remove: async () => {},
};

/** Starts a product workflow's run from a timer item's run args, as the run dialog would. */
export const productScheduleRunner =
  (tasks: ProductTasksService): ScheduleRunner =>
  async ({ project, owner, item }) => {
    const args = { product_tmpl_name: project, workflow_name: owner, ...(item.workflow_args ?? {}) };
    const answer = await tasks.run(project, owner, args, SCHEDULE_CREATOR);
    return { workflowName: productTaskName(owner), taskId: answer.task_id };
  };
