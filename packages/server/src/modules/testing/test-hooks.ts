import type { CodeRepo } from '@slipway/contracts';
import type { Db } from '../../db/client.js';
import type { SecretBox } from '../../lib/crypto/aes.js';
import { withDeliveryRefs } from '../webhooks/delivery-refs.js';
import { hookItemsOf } from '../webhooks/hook-items.js';
import type { HookSource, SourceHook } from '../webhooks/hook-sources.js';
import type { TestTasksService } from './test-tasks.service.js';
import { testTaskName } from './test-tasks.service.js';
import { TestsRepository } from './tests.repository.js';

/**
 * The git triggers of tests (`hook_ctl.items`, each with `test_args`). A matching delivery runs the
 * test with the delivered branch, commit, pull request or tag on its repositories that are the
 * delivery's. The items have no secret of their own: the installation's hook secret checks them.
 */
export const testHookSource = (deps: { db: Db; box: SecretBox; testTasks: TestTasksService }): HookSource => {
  const tests = new TestsRepository(deps.db, deps.box);
  return {
    kind: 'test',
    enabled: async () => {
      const hooks: SourceHook[] = [];
      for (const test of await tests.list('all'))
        for (const { name, repo, autoCancel } of hookItemsOf(test.hook_ctl))
          hooks.push({
            name,
            repo,
            autoCancel,
            taskName: testTaskName(test.id),
            start: async (delivery, creator) => {
              const repos: CodeRepo[] = withDeliveryRefs(test.repos, repo, delivery);
              await deps.testTasks.run(
                test.product_name,
                { product_name: test.product_name, test_name: test.name },
                creator,
                repos,
              );
              return true;
            },
          });
      return hooks;
    },
  };
};
