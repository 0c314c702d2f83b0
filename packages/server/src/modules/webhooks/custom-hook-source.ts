import type { Engine } from '../../engine/engine.js';
import type { WorkflowsRepository } from '../workflows/workflows.repository.js';
import { workflowOf } from '../workflows/workflows.service.js';
import { withDeliveryRefs } from './delivery-refs.js';
import type { HookSource } from './hook-sources.js';
import type { WorkflowHooksService } from './workflow-hooks.service.js';

/** The triggers of custom (v4) workflows, each with its own secret; a run is `engine.create`. */
export const customHookSource = (deps: {
  hooks: WorkflowHooksService;
  workflows: WorkflowsRepository;
  engine: Engine;
}): HookSource => ({
  kind: 'custom',
  enabled: async () =>
    (await deps.hooks.enabled()).map(({ workflowName, hook }) => ({
      name: hook.name,
      repo: hook.main_repo,
      secret: hook.secret,
      autoCancel: hook.auto_cancel,
      taskName: workflowName,
      start: async (delivery, creator) => {
        const row = await deps.workflows.find(workflowName);
        if (!row) return false;
        await deps.engine.create(withDeliveryRefs(workflowOf(row), hook.main_repo, delivery), [], creator);
        return true;
      },
    })),
});
