import { enabledProductStages, type WorkflowListItem } from '@slipway/contracts';
import type { Actor } from '../../http/permissions.js';
import { unixSeconds } from '../../lib/unix-seconds.js';
import { taskFigures } from '../workflows/workflow-list-item.js';
import type { ProductListEntry, ProductListSource } from '../workflows/workflow-list-page.js';
import type { WorkflowsRepository } from '../workflows/workflows.repository.js';
import { productTaskName } from './product-workflow-engine.js';
import type { ProductWorkflowsRepository } from './product-workflows.repository.js';
import { productWorkflowOf } from './product-workflows.service.js';

/**
 * The project's product workflows as rows of the v4 workflow list (portal shapes §5.0): type "",
 * their enabled stage keys, the caller's favourites and whether their timers are on. Only the
 * named ones when `names` is given (a view's).
 */
export const productListItems =
  (workflows: ProductWorkflowsRepository, tasks: Pick<WorkflowsRepository, 'taskStats'>): ProductListSource =>
  async (projectName: string, actor: Actor, names?: readonly string[]): Promise<ProductListEntry[]> => {
    const named = names && new Set(names);
    const rows = (await workflows.list(projectName)).filter((row) => !named || named.has(row.name));
    if (!rows.length) return [];
    const stats = await tasks.taskStats(rows.map((row) => productTaskName(row.name)));
    const byName = new Map(stats.map((s) => [s.workflowName, s]));
    const favorites = await workflows.favoriteNames(actor.uid, projectName);
    return rows.map((row) => {
      const workflow = productWorkflowOf(row);
      const item: WorkflowListItem = {
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
      return { updatedAt: row.updatedAt, item };
    });
  };
