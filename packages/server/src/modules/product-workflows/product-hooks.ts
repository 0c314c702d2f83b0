import type { Db } from '../../db/client.js';
import { withDeliveryRefs } from '../webhooks/delivery-refs.js';
import { hookItemsOf } from '../webhooks/hook-items.js';
import type { HookSource, SourceHook } from '../webhooks/hook-sources.js';
import type { ProductTasksService } from './product-tasks.service.js';
import { productTaskName } from './product-workflow-engine.js';
import { ProductWorkflowsRepository } from './product-workflows.repository.js';
import { productWorkflowOf } from './product-workflows.service.js';

/**
 * The git triggers of product workflows (`hook_ctl.items`). A matching delivery runs the item's
 * `workflow_args` (the run preset when it has none) with the delivered branch, commit, pull request
 * or tag on every build and test repository that is the delivery's, as the run dialog would send
 * them. The items have no secret of their own: the installation's hook secret checks them.
 */
export const productHookSource = (deps: { db: Db; tasks: ProductTasksService }): HookSource => {
  const repository = new ProductWorkflowsRepository(deps.db);
  return {
    kind: 'product',
    enabled: async () => {
      const hooks: SourceHook[] = [];
      for (const row of await repository.list('')) {
        let workflow: ReturnType<typeof productWorkflowOf>;
        try {
          workflow = productWorkflowOf(row);
        } catch {
          continue; // a stored workflow that no longer parses fires nothing
        }
        for (const { name, repo, autoCancel, item } of hookItemsOf(workflow.hook_ctl)) {
          hooks.push({
            name,
            repo,
            autoCancel,
            taskName: productTaskName(workflow.name),
            start: async (delivery, creator) => {
              const stored = item.workflow_args;
              const args =
                stored && typeof stored === 'object'
                  ? stored
                  : await deps.tasks.preset(row.projectName, workflow.env_name, workflow.name);
              const withRefs = withDeliveryRefs(
                { ...args, product_tmpl_name: row.projectName, workflow_name: workflow.name },
                repo,
                delivery,
              );
              await deps.tasks.run(row.projectName, workflow.name, withRefs, creator);
              return true;
            },
          });
        }
      }
      return hooks;
    },
  };
};
