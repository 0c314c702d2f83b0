/**
 * Generic webhooks of a custom workflow. Routes chosen: under the workflow's webhook path,
 * `/api/aslan/workflow/v4/webhook/{workflow}/generic…` (beside its git triggers), not Zadig's
 * `generalhook` paths, which no portal call of this version uses.
 */
import {
  genericHookBodySchema,
  genericHookParamsSchema,
  genericHookPaths,
  genericHookRunParamsSchema,
  genericHookRunResultSchema,
  genericHookSchema,
  genericHookTokenSchema,
  workflowHookParamsSchema,
} from '@slipway/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answersSuccess, succeeded } from '../../http/route-options.js';
import { header } from './delivery-parts.js';
import type { GenericHooksService } from './generic-hooks.service.js';

const tags = ['webhooks'];
const ofWorkflow = (action: 'get_workflow' | 'edit_workflow') =>
  ({
    permission: {
      kind: 'project',
      project: { from: 'params', key: 'workflowName', via: 'workflow' },
      action,
      resource: { type: 'Workflow', param: 'workflowName' },
    },
  }) as const;

/** Runs a hook allows per minute: enough for any script, not for guessing tokens. */
const RUNS_PER_MINUTE = 60;
/** A run request is a small JSON document; a larger one is refused before it is read. */
const RUN_BODY_LIMIT_BYTES = 1024 * 1024;

const runConfig = {
  permission: { kind: 'public' },
  rateLimit: {
    max: RUNS_PER_MINUTE,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (req: FastifyRequest) => {
      const params = req.params as { workflowName?: string; hookName?: string };
      return `generic-hook|${params.workflowName ?? ''}|${params.hookName ?? ''}`;
    },
  },
} as const;

export const genericHooksRoutes =
  (hooks: GenericHooksService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      genericHookPaths.ofWorkflow,
      {
        config: ofWorkflow('get_workflow'),
        schema: { tags, params: workflowHookParamsSchema, response: { 200: z.array(genericHookSchema) } },
      },
      (req) => hooks.list(req.params.workflowName),
    );
    app.post(
      genericHookPaths.ofWorkflow,
      {
        config: ofWorkflow('edit_workflow'),
        schema: {
          tags,
          params: workflowHookParamsSchema,
          body: genericHookBodySchema,
          response: { 200: genericHookTokenSchema },
        },
      },
      (req) => hooks.create(req.params.workflowName, req.body),
    );
    app.put(
      genericHookPaths.one,
      {
        config: ofWorkflow('edit_workflow'),
        schema: {
          tags,
          params: genericHookParamsSchema,
          body: genericHookBodySchema,
          response: answersSuccess,
        },
      },
      (req) => succeeded(hooks.update(req.params.workflowName, req.params.hookName, req.body)),
    );
    app.delete(
      genericHookPaths.one,
      {
        config: ofWorkflow('edit_workflow'),
        schema: { tags, params: genericHookParamsSchema, response: answersSuccess },
      },
      (req) => succeeded(hooks.delete(req.params.workflowName, req.params.hookName)),
    );
    app.post(
      genericHookPaths.token,
      {
        config: ofWorkflow('edit_workflow'),
        schema: { tags, params: genericHookParamsSchema, response: { 200: genericHookTokenSchema } },
      },
      (req) => hooks.rotateToken(req.params.workflowName, req.params.hookName),
    );

    // the token comes in the path, or (first path) in the X-Slipway-Token header; each path
    // declares only the params it has, so its documented operation matches what it reads
    const runPaths = [
      { path: genericHookPaths.run, params: genericHookParamsSchema },
      { path: genericHookPaths.runWithToken, params: genericHookRunParamsSchema },
    ];
    for (const { path, params } of runPaths)
      app.post(
        path,
        {
          config: runConfig,
          bodyLimit: RUN_BODY_LIMIT_BYTES,
          schema: {
            tags,
            params,
            querystring: z.record(z.string(), z.unknown()),
            response: { 200: genericHookRunResultSchema },
          },
        },
        (req) =>
          hooks.run(
            req.params.workflowName,
            req.params.hookName,
            ('token' in req.params ? req.params.token : '') || header(req.headers, 'x-slipway-token'),
            { body: req.body ?? {}, query: req.query, headers: req.headers },
          ),
      );
  };
