import {
  webhookReceiverQuerySchema,
  webhookResultSchema,
  workflowHookBodySchema,
  workflowHookListQuerySchema,
  workflowHookOneParamsSchema,
  workflowHookParamsSchema,
  workflowHookPaths,
  workflowHookSchema,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findNulCharacter } from '../../http/nul-guard.js';
import { answersSuccess, succeeded } from '../../http/route-options.js';
import { BadRequestError } from '../../lib/errors.js';
import type { WebhookReceiver } from './webhook-receiver.js';
import type { WorkflowHooksService } from './workflow-hooks.service.js';

const tags = ['webhooks'];
const editWorkflow = {
  permission: {
    kind: 'project',
    project: { from: 'params', key: 'workflowName', via: 'workflow' },
    action: 'edit_workflow',
    resource: { type: 'Workflow', param: 'workflowName' },
  },
} as const;
/** Deliveries carry no API token: the signature or token of each trigger authenticates them. */
const delivery = { permission: { kind: 'public' } } as const;
/** Providers send at most a few MB; a larger body is refused before it is read. */
const DELIVERY_LIMIT_BYTES = 5 * 1024 * 1024;

/** The git triggers of a custom workflow (`/api/aslan/workflow/v4/webhook`). */
export const workflowHooksRoutes =
  (hooks: WorkflowHooksService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      workflowHookPaths.list,
      {
        config: {
          permission: {
            kind: 'project',
            project: { from: 'query', key: 'workflow_name', via: 'workflow' },
            action: 'get_workflow',
          },
        },
        schema: {
          tags,
          querystring: workflowHookListQuerySchema,
          response: { 200: z.array(workflowHookSchema) },
        },
      },
      (req) => hooks.list(req.query.workflow_name),
    );
    app.post(
      workflowHookPaths.ofWorkflow,
      {
        config: editWorkflow,
        schema: {
          tags,
          params: workflowHookParamsSchema,
          body: workflowHookBodySchema,
          response: answersSuccess,
        },
      },
      (req) => succeeded(hooks.create(req.params.workflowName, req.body)),
    );
    app.put(
      workflowHookPaths.ofWorkflow,
      {
        config: editWorkflow,
        schema: {
          tags,
          params: workflowHookParamsSchema,
          body: workflowHookBodySchema,
          response: answersSuccess,
        },
      },
      (req) => succeeded(hooks.update(req.params.workflowName, req.body)),
    );
    app.delete(
      workflowHookPaths.one,
      {
        config: editWorkflow,
        schema: { tags, params: workflowHookOneParamsSchema, response: answersSuccess },
      },
      (req) => succeeded(hooks.delete(req.params.workflowName, req.params.triggerName)),
    );
  };

/**
 * The raw body passes the server's NUL guard unread; no provider sends NUL characters, so a
 * delivery holding one is refused like any other request.
 */
function refuseNulCharacter(raw: Buffer): void {
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return; // not JSON: the receiver ignores it
  }
  const location = findNulCharacter(body, 'body');
  if (location) throw new BadRequestError('error.nulCharacter', location);
}

/**
 * Where GitHub, GitLab, Gitee and Gerrit deliver; the body is kept raw, as signatures are over its
 * bytes. Gerrit cannot sign: the address configured in its webhooks plugin carries `?token=`.
 */
export const webhookReceiverRoutes =
  (receiver: WebhookReceiver): FastifyPluginAsyncZod =>
  async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: DELIVERY_LIMIT_BYTES },
      (_req, body, done) => done(null, body),
    );
    app.post(
      workflowHookPaths.receiver,
      {
        config: delivery,
        bodyLimit: DELIVERY_LIMIT_BYTES,
        schema: { tags, querystring: webhookReceiverQuerySchema, response: { 200: webhookResultSchema } },
      },
      (req) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        refuseNulCharacter(raw);
        return receiver.receive(req.headers, raw, req.query.token);
      },
    );
  };
