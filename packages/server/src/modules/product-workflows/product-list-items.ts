import { enabledProductStages, type WorkflowListItem } from '@slipway/contracts';
import type { Actor } from '../../http/permissions.js';
import { unixSeconds } from '../../lib/unix-seconds.js';
import { taskFigures } from '../workflows/workflow-list-item.js';
import type { WorkflowsRepository } from '../workflows/workflows.repository.js';
import { productTaskName } from './product-workflow-engine.js';
import type { ProductWorkflowsRepository } from './product-workflows.repository.js';
import { productWorkflowOf } from './product-workflows.service.js';

/**
 * The project's product workflows as rows of the v4 workflow list (portal shapes §5.0): type "",
 * their enabled stage keys, the caller's favourites and whether their timers are on.
 */
export const productListItems =
  (workflows: ProductWorkflowsRepository, tasks: Pick<WorkflowsRepository, 'taskStats'>) =>
  async (projectName: string, actor: Actor): Promise<WorkflowListItem[]> => {
    const rows = await workflows.list(projectName);
    if (!rows.length) return [];
    const stats = await tasks.taskStats(rows.map((row) => productTaskName(row.name)));
    const byName = new Map(stats.map((s) => [s.workflowName, s]));
    const favorites = await workflows.favoriteNames(actor.uid, projectName);
    return rows.map((row) => {
      const workflow = productWorkflowOf(row);
      return {
        name: row.name,
        display_name: row.name,
        projectName: row.projectName,
        description: workflow.description,
        create_time: unixSeconds(row.createdAt),
        update_time: unixSeconds(row.updatedAt),
        updated_by: row.updatedBy,
        multi_run: workflow.is_parallel,
        workflow_type: '',
        enabledStages: enabledProductStages(workflow),
        ...taskFigures(byName.get(productTaskName(row.name)), row.name),
        isFavorite: favorites.has(row.name),
        schedulerEnabled: workflow.schedule_enabled,
      };
    });
  };
