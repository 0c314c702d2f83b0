import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Engine } from '../../engine/engine.js';
import type { SecretBox } from '../../lib/crypto/aes.js';
import type { CodehostsService } from '../codehosts/codehosts.service.js';
import { WorkflowsRepository } from '../workflows/workflows.repository.js';
import { customHookSource } from './custom-hook-source.js';
import { GenericHooksRepository } from './generic-hooks.repository.js';
import { genericHooksRoutes } from './generic-hooks.routes.js';
import { GenericHooksService } from './generic-hooks.service.js';
import { HookSources } from './hook-sources.js';
import { WebhookReceiver, type WebhookReceiverDeps } from './webhook-receiver.js';
import { webhookReceiverRoutes, workflowHooksRoutes } from './webhooks.routes.js';
import { WorkflowHooksRepository } from './workflow-hooks.repository.js';
import { WorkflowHooksService } from './workflow-hooks.service.js';

export interface WebhooksModuleDeps {
  db: Db;
  box: SecretBox;
  codehosts: CodehostsService;
  engine: Engine;
  tasks: WebhookReceiverDeps['tasks'];
  /** the triggers of product workflows and tests register here too; else custom workflows' only */
  sources?: HookSources;
  /** checks the deliveries of triggers without a secret of their own (`WEBHOOK_SECRET`) */
  sharedSecret?: string;
}

/** Workflow git triggers, the receiver of git hosts' deliveries, and generic webhooks. */
export async function registerWebhooks(app: FastifyInstance, deps: WebhooksModuleDeps): Promise<void> {
  const repository = new WorkflowHooksRepository(deps.db);
  const workflows = new WorkflowsRepository(deps.db, deps.box);
  const hooks = new WorkflowHooksService(repository, workflows, deps.box);
  const sources = deps.sources ?? new HookSources();
  sources.register(customHookSource({ hooks, workflows, engine: deps.engine }));
  await app.register(workflowHooksRoutes(hooks));
  await app.register(
    genericHooksRoutes(
      new GenericHooksService({
        repository: new GenericHooksRepository(deps.db),
        workflows,
        box: deps.box,
        engine: deps.engine,
        tasks: deps.tasks,
      }),
    ),
  );
  await app.register(
    webhookReceiverRoutes(
      new WebhookReceiver({
        sources,
        repository,
        codehosts: deps.codehosts,
        engine: deps.engine,
        tasks: deps.tasks,
        sharedSecret: deps.sharedSecret ?? '',
        onError: (error, context) => app.log.error({ err: error }, context),
      }),
    ),
  );
}
